import { CloseButton, Dialog, Portal } from '@chakra-ui/react';
import type { FormEvent, ReactNode } from 'react';

interface DialogShellProps {
  /** The dialog's title; left out where the dialog draws a header of its own. */
  title?: ReactNode;
  onClose: () => void;
  /** While a request runs, Escape and the backdrop do not close the dialog. */
  busy?: boolean;
  size?: 'md' | 'lg' | 'xl';
  /** A long body scrolls inside the dialog. */
  scrollable?: boolean;
  role?: 'alertdialog';
  /** The close button's accessible name. */
  closeLabel?: string;
  /** The dialog is a form: Enter or a submit button sends it. */
  onSubmit?: () => void;
  /** Marks the dialog busy for assistive tech while it works. */
  ariaBusy?: boolean;
  /** The header (when no `title`), body and footer. */
  children: ReactNode;
}

/** What every dialog is drawn in: centred over a backdrop, with its title and a close button in the corner. */
export function DialogShell({
  title,
  onClose,
  busy = false,
  size,
  scrollable = false,
  role,
  closeLabel = 'Close',
  onSubmit,
  ariaBusy,
  children,
}: DialogShellProps) {
  const content = (
    <>
      {title ? (
        <Dialog.Header>
          <Dialog.Title>{title}</Dialog.Title>
        </Dialog.Header>
      ) : null}
      {children}
      <Dialog.CloseTrigger asChild>
        <CloseButton size="sm" aria-label={closeLabel} />
      </Dialog.CloseTrigger>
    </>
  );
  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSubmit?.();
  }
  return (
    <Dialog.Root
      open
      role={role}
      placement="center"
      size={size}
      scrollBehavior={scrollable ? 'inside' : undefined}
      onOpenChange={(event) => {
        if (!event.open && !busy) onClose();
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          {onSubmit ? (
            <Dialog.Content asChild>
              <form onSubmit={handleSubmit} noValidate>
                {content}
              </form>
            </Dialog.Content>
          ) : (
            <Dialog.Content aria-busy={ariaBusy}>{content}</Dialog.Content>
          )}
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
