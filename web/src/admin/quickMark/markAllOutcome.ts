import { notify } from '../../components/toaster';

export const markFailed = 'Failed to mark the assignment. Please try again.';

/** Tells the admin what Mark All (or a row's Mark) did; true when something was marked. */
export function reportMarked(markedCount: number | null | undefined): boolean {
  const n = markedCount ?? 0;
  if (n === 0) notify.info('No assignments are ready to mark.');
  else if (n === 1) notify.success('Assignment marked successfully!');
  else notify.success(`${n} assignments marked successfully!`);
  return n > 0;
}
