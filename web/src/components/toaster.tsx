import { createToaster } from '@chakra-ui/react';
import { lazy, Suspense, useEffect, useState } from 'react';

/** Every toast of the app: top right, 3 seconds, dismissible (docs/ui.md#toasts). */
export const toaster = createToaster({ placement: 'top-end', pauseOnPageIdle: true, max: 5 });

const TOAST_DURATION_MS = 3000;

type ToastKind = 'success' | 'error' | 'info' | 'warning';

/** The toast each message shows in now, by kind and text. */
const shownIn = new Map<string, string>();

/**
 * One toast per message. Raised again, the message shows afresh in a new toast, even while its first
 * one fades out: keeping that one would swallow it (it is gone a moment later). Two guards raising it
 * at once still leave one toast on screen: the second call removes the first toast.
 */
function show(type: ToastKind, title: string) {
  const key = `${type}:${title}`;
  // A success settles what went wrong before it (say 'Please fill out field.' once the note is saved):
  // its error toasts go, rather than stand beside it.
  if (type === 'success')
    for (const [k, id] of shownIn)
      if (k.startsWith('error:')) {
        if (toaster.isVisible(id)) toaster.dismiss(id);
        shownIn.delete(k);
      }
  const previous = shownIn.get(key);
  if (previous && toaster.isVisible(previous)) toaster.remove(previous);
  shownIn.set(key, toaster.create({ type, title, duration: TOAST_DURATION_MS, closable: true }));
}

export const notify = {
  success: (title: string) => show('success', title),
  error: (title: string) => show('error', title),
  info: (title: string) => show('info', title),
  warning: (title: string) => show('warning', title),
};

const ToasterView = lazy(() => import('./ToasterView').then((m) => ({ default: m.ToasterView })));

/**
 * Mounts the toast UI with the first toast: the toast machinery is not part of what the sign-in page
 * downloads before it can be used. Toasts raised before it loads (say by a route guard) still show.
 */
export function Toaster() {
  const [needed, setNeeded] = useState(() => toaster.getCount() > 0);
  useEffect(() => {
    if (needed) return;
    if (toaster.getCount() > 0) setNeeded(true);
    return toaster.subscribe(() => setNeeded(true));
  }, [needed]);
  return needed ? (
    <Suspense fallback={null}>
      <ToasterView />
    </Suspense>
  ) : null;
}
