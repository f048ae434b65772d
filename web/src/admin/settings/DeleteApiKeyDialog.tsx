import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useDeleteApiKeyMutation } from './useDeleteApiKeyMutation';

interface DeleteApiKeyDialogProps {
  apiKey: { readonly id: string; readonly keyName: string };
  onClose: () => void;
  /** The key table's connection: the key's row leaves it. */
  connectionId: string;
}

export function DeleteApiKeyDialog({ apiKey, onClose, connectionId }: DeleteApiKeyDialogProps) {
  const [commitDelete, isDeleting] = useDeleteApiKeyMutation();

  function handleConfirm() {
    commitDelete({
      variables: { id: apiKey.id, connections: [connectionId] },
      success: 'API Key deleted.',
      onSuccess: onClose,
    });
  }

  return (
    <ConfirmDialog
      title="Delete API Key"
      confirmLabel="Delete"
      busyLabel="Deleting..."
      busy={isDeleting}
      onConfirm={handleConfirm}
      onClose={onClose}
    >
      Are you sure you want to delete the key <strong>{apiKey.keyName}</strong>? Features that use it stop
      working until another key of its service is active.
    </ConfirmDialog>
  );
}
