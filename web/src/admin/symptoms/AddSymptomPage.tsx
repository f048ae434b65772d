import { Box, Stack } from '@chakra-ui/react';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { FormActions } from '../../components/FormActions';
import { FormCard } from '../../components/FormCard';
import { PageHeader } from '../../components/PageHeader';
import { TextField } from '../../components/TextField';
import { type FieldErrors, fieldErrorsTo, useFormState } from '../../components/useFormState';
import { SeverityPicker } from './SeverityPicker';
import type { Severity } from './severity';
import { useCreateSymptomMutation } from './useCreateSymptomMutation';

interface SymptomValues {
  name: string;
  description: string;
}

/** Add New Symptom (/admin/add-symptom, docs/cases.md#symptoms). */
export function AddSymptomPage() {
  const navigate = useNavigate();
  const [commitCreate, isCreating] = useCreateSymptomMutation();
  const form = useFormState<SymptomValues>({ name: '', description: '' });
  const { values, setErrors } = form;
  const [severity, setSeverity] = useState<Severity>('MILD');

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found: FieldErrors<SymptomValues> = {};
    if (!values.name.trim()) found.name = 'Name is required.';
    if (!values.description.trim()) found.description = 'Description is required.';
    if (!form.accept(found, 'Please fill in all fields.')) return;
    commitCreate({
      variables: { input: { name: values.name.trim(), description: values.description.trim(), severity } },
      success: 'Symptom added successfully!',
      failure: 'Failed to add symptom. Try again.',
      networkFailure: 'An error occurred. Try again.',
      onSuccess: () => navigate('/admin/symptoms'),
      onFailure: fieldErrorsTo(values, setErrors),
    });
  }

  return (
    <Box maxW="3xl">
      <PageHeader title="Add New Symptom" description="Symptoms are shared by every patient case." />
      <FormCard onSubmit={handleSubmit}>
        <Stack gap="5">
          <TextField form={form} name="name" label="Name" required />
          <TextField form={form} name="description" label="Description" rows={4} required />
          <SeverityPicker value={severity} onChange={setSeverity} />
          <FormActions
            backTo="/admin/symptoms"
            busy={isCreating}
            busyLabel="Adding..."
            submitLabel="Add Symptom"
          />
        </Stack>
      </FormCard>
    </Box>
  );
}
