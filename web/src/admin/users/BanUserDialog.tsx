import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { BanUserDialog_user$key } from '../../__generated__/BanUserDialog_user.graphql';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useToggleUserBanMutation } from './useToggleUserBanMutation';

interface BanUserDialogProps {
  userRef: BanUserDialog_user$key;
  onClose: () => void;
}

/** Ban an active account or unban a banned one; the wording follows the current status. */
export function BanUserDialog({ userRef, onClose }: BanUserDialogProps) {
  const user = useFragment(
    graphql`
      fragment BanUserDialog_user on User {
        id
        name
        isBanned
      }
    `,
    userRef,
  );
  const [commitToggle, isToggling] = useToggleUserBanMutation();
  // Fixed when the dialog opens, so the wording does not flip while the answer arrives.
  const [banning] = useState(!user.isBanned);

  function handleConfirm() {
    commitToggle({
      variables: { id: user.id },
      // The row's badge and button flip at once; the answer (the user's new status) confirms it, and
      // Relay puts the row back if the server refuses.
      optimisticResponse: {
        // `message` only because Relay's development check asks the answer for every field of the
        // mutation's `... on Error`, though a UserPayload is none.
        toggleUserBan: {
          __typename: 'UserPayload',
          user: { id: user.id, isBanned: banning },
          message: undefined,
        },
      },
      // One text for both directions (docs/accounts.md#user-management).
      success: 'User Banned successfully!',
      onSuccess: onClose,
    });
  }

  return (
    <ConfirmDialog
      title={banning ? 'Ban User' : 'Unban User'}
      confirmLabel={banning ? 'Ban' : 'Unban'}
      busyLabel={banning ? 'Banning...' : 'Unbanning...'}
      busy={isToggling}
      tone={banning ? 'danger' : 'neutral'}
      onConfirm={handleConfirm}
      onClose={onClose}
    >
      {banning ? (
        <>
          Are you sure you want to ban <strong>{user.name}</strong>? They will be signed out and will not be
          able to sign in until unbanned.
        </>
      ) : (
        <>
          Are you sure you want to unban <strong>{user.name}</strong>? They will be able to sign in again.
        </>
      )}
    </ConfirmDialog>
  );
}
