import { Textarea } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import type { NoteDialog_assignment$key } from '../../__generated__/NoteDialog_assignment.graphql';
import { FormField } from '../../components/FormField';
import { notify } from '../../components/toaster';
import { fieldErrorsTo, useFormState } from '../../components/useFormState';
import { DraftDialog } from './DraftDialog';
import { useSaveAssignmentDraftMutation } from './useSaveAssignmentDraftMutation';

const noteRequired = 'Please fill out field.';

interface NoteDialogProps {
  assignmentRef: NoteDialog_assignment$key;
  onClose: () => void;
}

/**
 * Add/Edit Note (docs/assignments.md#student-dashboard): the visit note, required; saved on the server as a
 * draft.
 */
export function NoteDialog({ assignmentRef, onClose }: NoteDialogProps) {
  const assignment = useFragment(
    graphql`
      fragment NoteDialog_assignment on Assignment {
        id
        noteDraft
        patient {
          name
        }
      }
    `,
    assignmentRef,
  );
  const [commitSave, isSaving] = useSaveAssignmentDraftMutation();
  const { values, errors, setField, setErrors } = useFormState({ note: assignment.noteDraft ?? '' });

  function handleSubmit() {
    if (!values.note.trim()) {
      setErrors({ note: noteRequired });
      notify.error(noteRequired);
      return;
    }
    commitSave({
      variables: { input: { assignmentId: assignment.id, note: values.note } },
      success: 'Visit note saved.',
      onSuccess: onClose,
      onFailure: fieldErrorsTo(values, setErrors),
    });
  }

  return (
    <DraftDialog
      title={assignment.noteDraft ? 'Edit Note' : 'Add Note'}
      patientName={assignment.patient.name}
      busy={isSaving}
      onSubmit={handleSubmit}
      onClose={onClose}
    >
      <FormField label="Visit Note" error={errors.note} required>
        <Textarea
          autoresize
          minH="36"
          placeholder="History, findings and your plan, as you would write them in the notes"
          value={values.note}
          onChange={(e) => setField('note', e.target.value)}
        />
      </FormField>
    </DraftDialog>
  );
}
