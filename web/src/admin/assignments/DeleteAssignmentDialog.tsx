import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useDeleteAssignmentMutation } from './useDeleteAssignmentMutation';

interface DeleteAssignmentDialogProps {
  assignmentId: string;
  onClose: () => void;
  onDeleted: () => void;
}

const failed = 'Failed to delete assignment. Please try again.';

/** The 'Confirm Deletion' dialog (docs/assignments.md#assigned-patients). */
export function DeleteAssignmentDialog({ assignmentId, onClose, onDeleted }: DeleteAssignmentDialogProps) {
  const [commitDelete, isDeleting] = useDeleteAssignmentMutation();

  function handleConfirm() {
    commitDelete({
      variables: { id: assignmentId },
      success: 'Assignment deleted successfully!',
      failure: failed,
      serverMessage: false,
      onSuccess: () => {
        onClose();
        onDeleted();
      },
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
