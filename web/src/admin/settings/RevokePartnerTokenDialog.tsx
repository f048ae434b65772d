import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useRevokePartnerTokenMutation } from './useRevokePartnerTokenMutation';

interface RevokePartnerTokenDialogProps {
  token: { readonly id: string; readonly name: string };
  onClose: () => void;
}

/** "Revoke" asks first: a revoked token is refused at once and cannot be brought back. */
export function RevokePartnerTokenDialog({ token, onClose }: RevokePartnerTokenDialogProps) {
  const [commitRevoke, isRevoking] = useRevokePartnerTokenMutation();

  function confirm() {
    commitRevoke({
      variables: { input: { id: token.id } },
      success: (payload) => payload.message ?? 'Partner token revoked.',
      onSuccess: onClose,
    });
  }

  return (
    <ConfirmDialog
      title="Revoke partner token"
      confirmLabel="Revoke"
      busyLabel="Revoking..."
      busy={isRevoking}
      onConfirm={confirm}
      onClose={onClose}
    >
      Revoke the token <strong>{token.name}</strong>? Whatever uses it is refused from now on; this cannot be
      undone.
    </ConfirmDialog>
  );
}
