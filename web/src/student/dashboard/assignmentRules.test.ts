import { describe, expect, it } from 'vitest';
import { rowActions, statusFilters } from './assignmentRules';

const base = { isMarkable: true, isNoteAllow: true, requestStatus: null };

describe('statusFilters', () => {
  it("offers All first, then the statuses in the dashboard's order", () => {
    expect(statusFilters.map((f) => f.label)).toEqual([
      'All',
      'Assigned',
      'Completed',
      'Marked',
      'In Progress',
    ]);
    expect(statusFilters[0]?.value).toBeNull();
  });
});

describe('rowActions', () => {
  it('lets a student talk, diagnose, note and submit an assigned case', () => {
    const a = rowActions({ ...base, status: 'ASSIGNED' });
    expect(a).toMatchObject({ talk: true, talkDisabled: false, diagnosis: true, note: true, submit: true });
    expect(a).toMatchObject({ requestReset: false, resetPending: false, viewMarks: false });
  });

  it('shows Talk to Patient but disabled while the assignment is in progress', () => {
    const a = rowActions({ ...base, status: 'INPROGRESS' });
    expect(a.talk).toBe(true);
    expect(a.talkDisabled).toBe(true);
    expect(a.submit).toBe(true);
  });

  it('hides talking, diagnosis, note and submit once submitted, and offers a reset request', () => {
    const a = rowActions({ ...base, status: 'COMPLETED' });
    expect(a).toMatchObject({
      talk: false,
      diagnosis: false,
      note: false,
      submit: false,
      requestReset: true,
    });
    expect(a.viewMarks).toBe(false);
  });

  it('offers View Marks only for a marked assignment', () => {
    expect(rowActions({ ...base, status: 'MARKED' }).viewMarks).toBe(true);
    expect(rowActions({ ...base, status: 'COMPLETED' }).viewMarks).toBe(false);
    expect(rowActions({ ...base, status: 'ASSIGNED' }).viewMarks).toBe(false);
  });

  it('says a reset is pending instead of offering another request', () => {
    const a = rowActions({ ...base, status: 'MARKED', requestStatus: 'PENDING' });
    expect(a.requestReset).toBe(false);
    expect(a.resetPending).toBe(true);
  });

  it('offers a new reset request after an earlier one was handled', () => {
    const a = rowActions({ ...base, status: 'COMPLETED', requestStatus: 'REJECTED' });
    expect(a.requestReset).toBe(true);
    expect(a.resetPending).toBe(false);
  });

  it('hides diagnosis when the case is not markable and the note when notes are not allowed', () => {
    const a = rowActions({ status: 'ASSIGNED', isMarkable: false, isNoteAllow: false, requestStatus: null });
    expect(a.diagnosis).toBe(false);
    expect(a.note).toBe(false);
    expect(a.submit).toBe(true);
  });
});
