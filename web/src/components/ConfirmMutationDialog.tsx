import type { ReactNode } from 'react';
import type { Disposable, MutationParameters } from 'relay-runtime';
import type { CommitOptions } from '../relay/useMutation';
import { ConfirmDialog } from './ConfirmDialog';

interface ConfirmMutationDialogProps<T extends MutationParameters>
  extends Pick<CommitOptions<T>, 'variables' | 'updater' | 'success' | 'failure' | 'serverMessage'> {
  /** The mutation's hook (`useDeleteSymptomMutation`); called once, as a hook. */
  useCommit: () => [(options: CommitOptions<T>) => Disposable, boolean];
  /** By default the dialog asks to delete: 'Confirm Deletion', Delete, 'Deleting...'. */
  title?: string;
  confirmLabel?: string;
  busyLabel?: string;
  onClose: () => void;
  /** The question ('Are you sure you want to delete …?'). */
  children: ReactNode;
}

/**
 * A yes/no question whose yes commits one mutation (delete a record, revoke a token): Cancel, or the
 * action, which shows its busy label while the server works and closes the dialog after the success toast.
 */
export function ConfirmMutationDialog<T extends MutationParameters>({
  useCommit,
  variables,
  updater,
  success,
  failure,
  serverMessage,
  title = 'Confirm Deletion',
  confirmLabel = 'Delete',
  busyLabel = 'Deleting...',
  onClose,
  children,
}: ConfirmMutationDialogProps<T>) {
  const [commit, isCommitting] = useCommit();
  return (
    <ConfirmDialog
      title={title}
      confirmLabel={confirmLabel}
      busyLabel={busyLabel}
      busy={isCommitting}
      onConfirm={() => commit({ variables, updater, success, failure, serverMessage, onSuccess: onClose })}
      onClose={onClose}
    >
      {children}
    </ConfirmDialog>
  );
}
