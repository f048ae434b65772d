import { describe, expect, it, vi } from 'vitest';
import { notify } from '../../components/toaster';
import { markFailed, reportMarked } from './markAllOutcome';

vi.mock('../../components/toaster', () => ({
  notify: { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn() },
}));

describe('reportMarked', () => {
  it('says when nothing was ready to mark', () => {
    expect(reportMarked(0)).toBe(false);
    expect(notify.info).toHaveBeenCalledWith('No assignments are ready to mark.');
    expect(reportMarked(null)).toBe(false);
  });

  it('uses the singular for one assignment and the count for several', () => {
    expect(reportMarked(1)).toBe(true);
    expect(notify.success).toHaveBeenLastCalledWith('Assignment marked successfully!');
    expect(reportMarked(4)).toBe(true);
    expect(notify.success).toHaveBeenLastCalledWith('4 assignments marked successfully!');
  });

  it('keeps the failure text of the specification', () => {
    expect(markFailed).toBe('Failed to mark the assignment. Please try again.');
  });
});
