import { Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { EditSymptomDialog_symptom$key } from '../../__generated__/EditSymptomDialog_symptom.graphql';
import { FormDialog } from '../../components/FormDialog';
import { TextField } from '../../components/TextField';
import { useFormState } from '../../components/useFormState';
import { SeverityPicker } from './SeverityPicker';
import type { Severity } from './severity';
import { useUpdateSymptomMutation } from './useUpdateSymptomMutation';

interface EditSymptomDialogProps {
  symptomRef: EditSymptomDialog_symptom$key;
  onClose: () => void;
  /**
   * After a rename: the list is sorted by name, so only the server knows where the symptom now
   * belongs. Other changes show from the mutation's answer alone.
   */
  onRenamed: () => void;
}

const updateFailed = 'Failed to update symptom. Please try again.';

/** Edit Symptom (docs/cases.md#symptoms): nothing is validated here, the server still refuses blanks. */
export function EditSymptomDialog({ symptomRef, onClose, onRenamed }: EditSymptomDialogProps) {
  const symptom = useFragment(
    graphql`
      fragment EditSymptomDialog_symptom on Symptom {
        id
        name
        description
        severity
      }
    `,
    symptomRef,
  );
  const [commitUpdate, isUpdating] = useUpdateSymptomMutation();
  const form = useFormState({ name: symptom.name, description: symptom.description });
  const { name, description } = form.values;
  const [severity, setSeverity] = useState<Severity>(symptom.severity);

  function handleSubmit() {
    commitUpdate({
      variables: { input: { id: symptom.id, name: name.trim(), description: description.trim(), severity } },
      success: 'Symptom updated successfully!',
      failure: updateFailed,
      onSuccess: ({ symptom: saved }) => {
        if (saved?.name !== symptom.name) onRenamed();
        onClose();
      },
    });
  }

  return (
    <FormDialog
      title="Edit Symptom"
      submitLabel="Save Changes"
      busyLabel="Updating..."
      busy={isUpdating}
      onSubmit={handleSubmit}
      onClose={onClose}
    >
      <Stack gap="4">
        <TextField form={form} name="name" label="Name" />
        <TextField form={form} name="description" label="Description" rows={4} />
        <SeverityPicker value={severity} onChange={setSeverity} />
      </Stack>
    </FormDialog>
  );
}
