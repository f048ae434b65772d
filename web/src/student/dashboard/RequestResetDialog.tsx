import { graphql, useFragment } from 'react-relay';
import type { RequestResetDialog_assignment$key } from '../../__generated__/RequestResetDialog_assignment.graphql';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useRequestResetMutation } from './useRequestResetMutation';

interface RequestResetDialogProps {
  assignmentRef: RequestResetDialog_assignment$key;
  onClose: () => void;
}

/**
 * The reset request (docs/assignments.md#reset-requests): asks a teacher for a fresh attempt at a submitted
 * assignment.
 */
export function RequestResetDialog({ assignmentRef, onClose }: RequestResetDialogProps) {
  const assignment = useFragment(
    graphql`
      fragment RequestResetDialog_assignment on Assignment {
        id
        patient {
          name
        }
      }
    `,
    assignmentRef,
  );
  const [commitRequest, isRequesting] = useRequestResetMutation();

  function handleConfirm() {
    commitRequest({
      variables: { assignmentId: assignment.id },
      success: 'Reset Request Sent successfully.',
      onSuccess: onClose,
    });
  }

  return (
    <ConfirmDialog
      title="Request Reset"
      confirmLabel="Send Request"
      busyLabel="Sending..."
      busy={isRequesting}
      tone="neutral"
      onConfirm={handleConfirm}
      onClose={onClose}
    >
      Ask your teacher for a fresh attempt at <strong>{assignment.patient.name}</strong>? If they accept, you
      start again with an empty conversation; this attempt and its marks are kept in your history.
    </ConfirmDialog>
  );
}
