import { ConfirmDialog } from '../../components/ConfirmDialog';
import { notify } from '../../components/toaster';
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
      onCompleted: ({ revokePartnerToken: result }) => {
        if (result.__typename === 'RevokePartnerTokenPayload') {
          notify.success(result.message ?? 'Partner token revoked.');
          onClose();
        } else {
          notify.error(result.message ?? 'Something went wrong');
        }
      },
      onError: () => notify.error('Something went wrong'),
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
