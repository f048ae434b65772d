import { describe, expect, it, vi } from 'vitest';
import type { useMarkAllMutation$data } from '../../__generated__/useMarkAllMutation.graphql';
import { notify } from '../../components/toaster';
import { markFailed, reportMarkAll } from './markAllOutcome';

vi.mock('../../components/toaster', () => ({
  notify: { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn() },
}));

const answer = (markAll: Record<string, unknown>) => ({ markAll }) as unknown as useMarkAllMutation$data;

describe('reportMarkAll', () => {
  it("shows the server's message for a typed error and reports nothing marked", () => {
    expect(reportMarkAll(answer({ __typename: 'ForbiddenError', message: 'Only admins can mark.' }))).toBe(
      false,
    );
    expect(notify.error).toHaveBeenCalledWith('Only admins can mark.');
  });

  it('falls back to the generic failure text when the error has no message', () => {
    reportMarkAll(answer({ __typename: '%other' }));
    expect(notify.error).toHaveBeenCalledWith(markFailed);
    expect(markFailed).toBe('Failed to mark the assignment. Please try again.');
  });

  it('says when nothing was ready to mark', () => {
    expect(reportMarkAll(answer({ __typename: 'MarkAllPayload', markedCount: 0 }))).toBe(false);
    expect(notify.info).toHaveBeenCalledWith('No assignments are ready to mark.');
  });

  it('uses the singular for one assignment and the count for several', () => {
    expect(reportMarkAll(answer({ __typename: 'MarkAllPayload', markedCount: 1 }))).toBe(true);
    expect(notify.success).toHaveBeenLastCalledWith('Assignment marked successfully!');
    reportMarkAll(answer({ __typename: 'MarkAllPayload', markedCount: 4 }));
    expect(notify.success).toHaveBeenLastCalledWith('4 assignments marked successfully!');
  });
});
