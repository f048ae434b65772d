import { Box, Button, Flex, Input, Stack, Textarea } from '@chakra-ui/react';
import { type FormEvent, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { FormCard } from '../../components/FormCard';
import { FormField } from '../../components/FormField';
import { PageHeader } from '../../components/PageHeader';
import { notify } from '../../components/toaster';
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
  const { values, errors, setField, setErrors } = useFormState<SymptomValues>({ name: '', description: '' });
  const [severity, setSeverity] = useState<Severity>('MILD');

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found: FieldErrors<SymptomValues> = {};
    if (!values.name.trim()) found.name = 'Name is required.';
    if (!values.description.trim()) found.description = 'Description is required.';
    if (Object.keys(found).length > 0) {
      setErrors(found);
      notify.error('Please fill in all fields.');
      return;
    }
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
          <FormField label="Name" error={errors.name} required>
            <Input name="name" value={values.name} onChange={(e) => setField('name', e.target.value)} />
          </FormField>
          <FormField label="Description" error={errors.description} required>
            <Textarea
              name="description"
              rows={4}
              value={values.description}
              onChange={(e) => setField('description', e.target.value)}
            />
          </FormField>
          <SeverityPicker value={severity} onChange={setSeverity} />
          <Flex gap="3" justify="flex-end">
            <Button asChild variant="outline" colorPalette="gray">
              <RouterLink to="/admin/symptoms">Cancel</RouterLink>
            </Button>
            <Button type="submit" disabled={isCreating}>
              {isCreating ? 'Adding...' : 'Add Symptom'}
            </Button>
          </Flex>
        </Stack>
      </FormCard>
    </Box>
  );
}
