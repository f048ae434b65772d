import type { RecordSourceSelectorProxy } from 'relay-runtime';
import { ConfirmMutationDialog } from '../../components/ConfirmMutationDialog';
import { useDeleteAssignmentMutation } from './useDeleteAssignmentMutation';

interface DeleteAssignmentDialogProps {
  assignmentId: string;
  onClose: () => void;
  /** Takes the deleted assignment off the table in the store (assignmentPageUpdates.ts). */
  removeFromPage: (store: RecordSourceSelectorProxy, assignmentId: string) => void;
}

/** The 'Confirm Deletion' dialog (docs/assignments.md#assigned-patients). */
export function DeleteAssignmentDialog({
  assignmentId,
  onClose,
  removeFromPage,
}: DeleteAssignmentDialogProps) {
  return (
    <ConfirmMutationDialog
      useCommit={useDeleteAssignmentMutation}
      variables={{ id: assignmentId }}
      updater={(store, data) => {
        const deletedId = data?.deleteAssignment?.deletedId;
        if (deletedId) removeFromPage(store, deletedId);
      }}
      success="Assignment deleted successfully!"
      failure="Failed to delete assignment. Please try again."
      serverMessage={false}
      onClose={onClose}
    >
      Are you sure you want to delete this assignment? This action cannot be undone.
    </ConfirmMutationDialog>
  );
}
