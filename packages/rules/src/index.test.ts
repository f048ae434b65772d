import { describe, expect, it } from 'vitest';
import {
  assignmentStatuses,
  DEFAULT_SESSION_LIFETIME_SECONDS,
  rubric,
  rubricParts,
  rubricTotal,
  sessionMaxAgeSeconds,
} from './index.js';

describe('rubric', () => {
  it('totals 100 and lists every part once with its maximum', () => {
    expect(rubricTotal).toBe(100);
    expect(Object.fromEntries(rubricParts.map((p) => [p.key, p.max]))).toEqual(rubric);
  });
});

describe('sessionMaxAgeSeconds', () => {
  it("is the token's own lifetime, else what is left of it, else the 2-hour default", () => {
    expect(sessionMaxAgeSeconds({ iat: 1000, exp: 1600 })).toBe(600);
    expect(sessionMaxAgeSeconds({ exp: 1600 }, 1_000_000)).toBe(600);
    expect(sessionMaxAgeSeconds({ exp: 10 }, 1_000_000)).toBe(0);
    expect(sessionMaxAgeSeconds(null)).toBe(DEFAULT_SESSION_LIFETIME_SECONDS);
    expect(DEFAULT_SESSION_LIFETIME_SECONDS).toBe(7200);
  });
});

describe('assignmentStatuses', () => {
  it('labels and colours each status as docs/assignments.md says', () => {
    expect(
      Object.fromEntries(Object.entries(assignmentStatuses).map(([s, v]) => [s, `${v.label}/${v.colour}`])),
    ).toEqual({
      ASSIGNED: 'Assigned/blue',
      INPROGRESS: 'In Progress/purple',
      COMPLETED: 'Completed/green',
      MARKED: 'Marked/yellow',
    });
  });
});
