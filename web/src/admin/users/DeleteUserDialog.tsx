import { graphql, useFragment } from 'react-relay';
import type { DeleteUserDialog_user$key } from '../../__generated__/DeleteUserDialog_user.graphql';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import type { PageRemoval } from '../../relay/pageUpdates';
import { useDeleteUserMutation } from './useDeleteUserMutation';

interface DeleteUserDialogProps {
  userRef: DeleteUserDialog_user$key;
  onClose: () => void;
  /** The page the user is on (usePagedList's `removal`): the row leaves it, the rest stays. */
  removal: PageRemoval;
}

export function DeleteUserDialog({ userRef, onClose, removal }: DeleteUserDialogProps) {
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
      variables: { id, connections: removal.connections },
      updater: removal.updater,
      success: 'User deleted successfully!',
      failure: 'Failed to delete user.',
      onSuccess: onClose,
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
