import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { useUpdateLtiPlatformMutation } from './useUpdateLtiPlatformMutation';

interface DisableLtiPlatformDialogProps {
  platform: { readonly id: string; readonly name: string };
  onClose: () => void;
}

/** "Disable" asks first: every launch from the platform is refused at once (docs/lti.md#refusals). */
export function DisableLtiPlatformDialog({ platform, onClose }: DisableLtiPlatformDialogProps) {
  const [commitUpdate, isUpdating] = useUpdateLtiPlatformMutation();

  function confirm() {
    commitUpdate({
      variables: { input: { id: platform.id, status: 'DISABLED' } },
      success: (payload) => payload.message ?? 'Platform disabled.',
      onSuccess: onClose,
    });
  }

  return (
    <ConfirmDialog
      title="Disable learning platform"
      confirmLabel="Disable"
      busyLabel="Disabling..."
      busy={isUpdating}
      onConfirm={confirm}
      onClose={onClose}
    >
      Disable <strong>{platform.name}</strong>? Students and teachers can no longer open Anamnesis from its
      courses until you turn it on again. Its courses, accounts and marks stay.
    </ConfirmDialog>
  );
}
