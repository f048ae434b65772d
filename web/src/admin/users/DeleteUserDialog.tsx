import { graphql, useFragment } from 'react-relay';
import type { DeleteUserDialog_user$key } from '../../__generated__/DeleteUserDialog_user.graphql';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useDeleteUserMutation } from './useDeleteUserMutation';

interface DeleteUserDialogProps {
  userRef: DeleteUserDialog_user$key;
  onClose: () => void;
  onDeleted: () => void;
}

export function DeleteUserDialog({ userRef, onClose, onDeleted }: DeleteUserDialogProps) {
  const user = useFragment(
    graphql`
      fragment DeleteUserDialog_user on User {
        id
        name
      }
    `,
    userRef,
  );
  const [commitDelete, isDeleting] = useDeleteUserMutation();

  function handleConfirm() {
    const { id } = user;
    commitDelete({
      variables: { id },
      success: 'User deleted successfully!',
      failure: 'Failed to delete user.',
      onSuccess: () => {
        onClose();
        onDeleted();
      },
    });
  }

  return (
    <ConfirmDialog
      title="Delete User"
      confirmLabel="Delete"
      busyLabel="Deleting..."
      busy={isDeleting}
      onConfirm={handleConfirm}
      onClose={onClose}
    >
      Are you sure you want to delete <strong>{user.name}</strong>? This action cannot be undone.
    </ConfirmDialog>
  );
}
