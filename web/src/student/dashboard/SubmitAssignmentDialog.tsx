import { graphql, useFragment } from 'react-relay';
import type { RecordSourceSelectorProxy } from 'relay-runtime';
import type { SubmitAssignmentDialog_assignment$key } from '../../__generated__/SubmitAssignmentDialog_assignment.graphql';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useSubmitAssignmentMutation } from './useSubmitAssignmentMutation';

const submitFailed = 'Please Try again something went wrong';

interface SubmitAssignmentDialogProps {
  assignmentRef: SubmitAssignmentDialog_assignment$key;
  onClose: () => void;
  /**
   * Told of the submission in the store, with the new status: the row shows it from the mutation's
   * answer; a list filtered to another status takes it off.
   */
  onSubmitted: (store: RecordSourceSelectorProxy, assignmentId: string, status: string) => void;
}

/**
 * Submit (docs/assignments.md#statuses): hands in the saved diagnosis and note; the server sets the status to
 * completed and marks a markable assignment at once. Asked first, because nothing can be changed afterwards.
 */
export function SubmitAssignmentDialog({ assignmentRef, onClose, onSubmitted }: SubmitAssignmentDialogProps) {
  const assignment = useFragment(
    graphql`
      fragment SubmitAssignmentDialog_assignment on Assignment {
        id
        isMarkable
        isNoteAllow
        diagnosisDraft
        noteDraft
        patient {
          name
        }
      }
    `,
    assignmentRef,
  );
  const [commitSubmit, isSubmitting] = useSubmitAssignmentMutation();
  const missing = [
    assignment.isMarkable && !assignment.diagnosisDraft ? 'a diagnosis' : null,
    assignment.isNoteAllow && !assignment.noteDraft ? 'a visit note' : null,
  ].filter(Boolean);

  function handleConfirm() {
    commitSubmit({
      variables: { input: { assignmentId: assignment.id } },
      success: (result) =>
        result.marked ? 'Assignment submitted and marked.' : 'Assignment submitted successfully!',
      failure: submitFailed,
      serverMessage: false,
      updater: (store, data) => {
        const submitted = data?.submitAssignment?.assignment;
        if (submitted) onSubmitted(store, submitted.id, submitted.status);
      },
      onSuccess: onClose,
    });
  }

  return (
    <ConfirmDialog
      title="Submit Assignment"
      confirmLabel="Submit"
      busyLabel="Submitting..."
      busy={isSubmitting}
      tone="neutral"
      onConfirm={handleConfirm}
      onClose={onClose}
    >
      Submit your work on <strong>{assignment.patient.name}</strong>? You cannot talk to the patient or change
      your answers afterwards.
      {missing.length > 0 ? ` You have not added ${missing.join(' or ')} yet.` : null}
    </ConfirmDialog>
  );
}
