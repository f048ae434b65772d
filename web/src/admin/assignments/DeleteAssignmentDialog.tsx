import type { RecordSourceSelectorProxy } from 'relay-runtime';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useDeleteAssignmentMutation } from './useDeleteAssignmentMutation';

interface DeleteAssignmentDialogProps {
  assignmentId: string;
  onClose: () => void;
  /** Takes the deleted assignment off the table in the store (assignmentPageUpdates.ts). */
  removeFromPage: (store: RecordSourceSelectorProxy, assignmentId: string) => void;
}

const failed = 'Failed to delete assignment. Please try again.';

/** The 'Confirm Deletion' dialog (docs/assignments.md#assigned-patients). */
export function DeleteAssignmentDialog({
  assignmentId,
  onClose,
  removeFromPage,
}: DeleteAssignmentDialogProps) {
  const [commitDelete, isDeleting] = useDeleteAssignmentMutation();

  function handleConfirm() {
    commitDelete({
      variables: { id: assignmentId },
      updater: (store, data) => {
        const deletedId = data?.deleteAssignment?.deletedId;
        if (deletedId) removeFromPage(store, deletedId);
      },
      success: 'Assignment deleted successfully!',
      failure: failed,
      serverMessage: false,
      onSuccess: onClose,
    });
  }

  return (
    <ConfirmDialog
      title="Confirm Deletion"
      confirmLabel="Delete"
      busyLabel="Deleting..."
      busy={isDeleting}
      onConfirm={handleConfirm}
      onClose={onClose}
    >
      Are you sure you want to delete this assignment? This action cannot be undone.
    </ConfirmDialog>
  );
}
