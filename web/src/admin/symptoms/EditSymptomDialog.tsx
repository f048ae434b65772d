import { Input, Stack, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { EditSymptomDialog_symptom$key } from '../../__generated__/EditSymptomDialog_symptom.graphql';
import { FormDialog } from '../../components/FormDialog';
import { FormField } from '../../components/FormField';
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
  const [name, setName] = useState(symptom.name);
  const [description, setDescription] = useState(symptom.description);
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
        <FormField label="Name">
          <Input value={name} onChange={(e) => setName(e.target.value)} />
        </FormField>
        <FormField label="Description">
          <Textarea rows={4} value={description} onChange={(e) => setDescription(e.target.value)} />
        </FormField>
        <SeverityPicker value={severity} onChange={setSeverity} />
      </Stack>
    </FormDialog>
  );
}
