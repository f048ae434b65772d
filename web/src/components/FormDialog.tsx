import { Box, Button, CloseButton, Dialog, Portal } from '@chakra-ui/react';
import type { FormEvent, ReactNode } from 'react';

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
  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSubmit();
  }
  return (
    <Dialog.Root
      open
      placement="center"
      size={size}
      scrollBehavior="inside"
      onOpenChange={(event) => {
        if (!event.open && !busy) onClose();
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content asChild>
            <form onSubmit={handleSubmit} noValidate>
              <Dialog.Header>
                <Dialog.Title>{title}</Dialog.Title>
              </Dialog.Header>
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
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label="Close" />
              </Dialog.CloseTrigger>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
