import { Box, Button, Dialog } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { DialogShell } from './DialogShell';

interface FormDialogProps {
  title: string;
  submitLabel: string;
  /** The submit button's text while saving ('Updating...'). */
  busyLabel: string;
  busy: boolean;
  onSubmit: () => void;
  onClose: () => void;
  size?: 'md' | 'lg';
  /** A button of the form's own, at the start of the footer (say Edit Patient's Check this case). */
  secondaryAction?: ReactNode;
  children: ReactNode;
}

/** An edit form in a dialog: Enter or the submit button saves, Cancel or Escape closes. */
export function FormDialog({
  title,
  submitLabel,
  busyLabel,
  busy,
  onSubmit,
  onClose,
  size = 'md',
  secondaryAction,
  children,
}: FormDialogProps) {
  return (
    <DialogShell title={title} busy={busy} size={size} scrollable onSubmit={onSubmit} onClose={onClose}>
      <Dialog.Body>{children}</Dialog.Body>
      <Dialog.Footer>
        {secondaryAction ? <Box me="auto">{secondaryAction}</Box> : null}
        <Button variant="outline" colorPalette="gray" onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" disabled={busy}>
          {busy ? busyLabel : submitLabel}
        </Button>
      </Dialog.Footer>
    </DialogShell>
  );
}
