import { graphql, useFragment } from 'react-relay';
import type { NoteDialog_assignment$key } from '../../__generated__/NoteDialog_assignment.graphql';
import { TextField } from '../../components/TextField';
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
  const form = useFormState({ note: assignment.noteDraft ?? '' });
  const { values, setErrors } = form;

  function handleSubmit() {
    if (!values.note.trim() && !form.accept({ note: noteRequired }, noteRequired)) return;
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
      <TextField
        form={form}
        name="note"
        label="Visit Note"
        grow="36"
        placeholder="History, findings and your plan, as you would write them in the notes"
        required
      />
    </DraftDialog>
  );
}
