import { Button, Dialog, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { DialogShell } from './DialogShell';

interface ConfirmDialogProps {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  /** The confirm button's text while the action runs. */
  busyLabel: string;
  busy: boolean;
  /** Red for destructive actions. */
  tone?: 'danger' | 'neutral';
  onConfirm: () => void;
  onClose: () => void;
}

/** A yes/no question about one action (delete, ban): Cancel, or the action itself. */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  busyLabel,
  busy,
  tone = 'danger',
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  return (
    <DialogShell title={title} role="alertdialog" busy={busy} onClose={onClose}>
      <Dialog.Body>
        <Text color="fg.muted">{children}</Text>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" colorPalette="gray" onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button colorPalette={tone === 'danger' ? 'red' : 'brand'} onClick={onConfirm} disabled={busy}>
          {busy ? busyLabel : confirmLabel}
        </Button>
      </Dialog.Footer>
    </DialogShell>
  );
}
