import { rubric } from '@anamnesis/rules';
import { SimpleGrid, Stack } from '@chakra-ui/react';
import type { SymptomPicker_query$key } from '../../__generated__/SymptomPicker_query.graphql';
import { type FormBinding, TextField } from '../../components/TextField';
import type { PatientFormValues } from './patientForm';
import { SymptomPicker } from './SymptomPicker';

interface PatientFieldsProps {
  form: FormBinding<PatientFormValues>;
  symptomOptionsRef: SymptomPicker_query$key;
}

/** The case fields shared by Add New Patient and Edit Patient. */
export function PatientFields({ form, symptomOptionsRef }: PatientFieldsProps) {
  const { values, errors, setField } = form;
  return (
    <Stack gap="5">
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
        <TextField form={form} name="name" label="Name" required />
        <TextField form={form} name="diagnosis" label="Diagnosis" required />
      </SimpleGrid>
      <TextField form={form} name="medicalHistory" label="Medical History" rows={4} required />
      <TextField form={form} name="predefinedTreatments" label="Predefined Treatments" rows={3} required />
      <TextField
        form={form}
        name="mandatoryQuestions"
        label="Mandatory Questions"
        helperText={`One question per line. The ${rubric.mandatoryQuestions} marks for mandatory questions are divided among them; left empty, the standard history questions.`}
        rows={6}
      />
      <SymptomPicker
        queryRef={symptomOptionsRef}
        value={values.symptomIds}
        onChange={(ids) => setField('symptomIds', ids)}
        error={errors.symptomIds}
      />
    </Stack>
  );
}
