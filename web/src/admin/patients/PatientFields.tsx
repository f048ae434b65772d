import { rubric } from '@anamnesis/rules';
import { Input, SimpleGrid, Stack, Textarea } from '@chakra-ui/react';
import type { SymptomPicker_query$key } from '../../__generated__/SymptomPicker_query.graphql';
import { FormField } from '../../components/FormField';
import type { FieldErrors } from '../../components/useFormState';
import type { PatientFormValues } from './patientForm';
import { SymptomPicker } from './SymptomPicker';

interface PatientFieldsProps {
  values: PatientFormValues;
  errors: FieldErrors<PatientFormValues>;
  setField: <K extends keyof PatientFormValues>(name: K, value: PatientFormValues[K]) => void;
  symptomOptionsRef: SymptomPicker_query$key;
}

/** The case fields shared by Add New Patient and Edit Patient. */
export function PatientFields({ values, errors, setField, symptomOptionsRef }: PatientFieldsProps) {
  return (
    <Stack gap="5">
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
        <FormField label="Name" error={errors.name} required>
          <Input name="name" value={values.name} onChange={(e) => setField('name', e.target.value)} />
        </FormField>
        <FormField label="Diagnosis" error={errors.diagnosis} required>
          <Input
            name="diagnosis"
            value={values.diagnosis}
            onChange={(e) => setField('diagnosis', e.target.value)}
          />
        </FormField>
      </SimpleGrid>
      <FormField label="Medical History" error={errors.medicalHistory} required>
        <Textarea
          name="medicalHistory"
          rows={4}
          value={values.medicalHistory}
          onChange={(e) => setField('medicalHistory', e.target.value)}
        />
      </FormField>
      <FormField label="Predefined Treatments" error={errors.predefinedTreatments} required>
        <Textarea
          name="predefinedTreatments"
          rows={3}
          value={values.predefinedTreatments}
          onChange={(e) => setField('predefinedTreatments', e.target.value)}
        />
      </FormField>
      <FormField
        label="Mandatory Questions"
        helperText={`One question per line. The ${rubric.mandatoryQuestions} marks for mandatory questions are divided among them; left empty, the standard history questions.`}
      >
        <Textarea
          name="mandatoryQuestions"
          rows={6}
          value={values.mandatoryQuestions}
          onChange={(e) => setField('mandatoryQuestions', e.target.value)}
        />
      </FormField>
      <SymptomPicker
        queryRef={symptomOptionsRef}
        value={values.symptomIds}
        onChange={(ids) => setField('symptomIds', ids)}
        error={errors.symptomIds}
      />
    </Stack>
  );
}
