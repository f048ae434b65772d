import { Toaster as ChakraToaster, createToaster, Portal, Stack, Toast } from '@chakra-ui/react';

/** Every toast of the app: top right, 3 seconds, dismissible (spec §9). */
export const toaster = createToaster({ placement: 'top-end', pauseOnPageIdle: true, max: 5 });

const TOAST_DURATION_MS = 3000;

type ToastKind = 'success' | 'error' | 'info' | 'warning';

function show(type: ToastKind, title: string) {
  // Keyed by text, so a message raised twice in a row (say by two guards) shows once.
  const id = `${type}:${title}`;
  if (toaster.isVisible(id)) return;
  toaster.create({ id, type, title, duration: TOAST_DURATION_MS, closable: true });
}

export const notify = {
  success: (title: string) => show('success', title),
  error: (title: string) => show('error', title),
  info: (title: string) => show('info', title),
  warning: (title: string) => show('warning', title),
};

export function Toaster() {
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }}>
            <Toast.Indicator />
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title ? <Toast.Title>{toast.title}</Toast.Title> : null}
              {toast.description ? <Toast.Description>{toast.description}</Toast.Description> : null}
            </Stack>
            {toast.closable ? <Toast.CloseTrigger aria-label="Dismiss notification" /> : null}
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}
