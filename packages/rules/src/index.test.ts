import { describe, expect, it } from 'vitest';
import {
  assignmentStatuses,
  DEFAULT_SESSION_LIFETIME_SECONDS,
  hasControlCharacters,
  isIsoTimestamp,
  noControlCharacters,
  rubric,
  rubricParts,
  rubricTotal,
  sessionMaxAgeSeconds,
  withoutControlCharacters,
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

describe('control characters', () => {
  it('finds NUL, the other C0 controls, DEL and the C1 controls, but not tab, line feed or carriage return', () => {
    for (const c of ['\u0000', '\u0007', '\u000b', '\u001f', '\u007f', '\u0085', '\u009f'])
      expect(hasControlCharacters(`Do you smoke?${c}`), JSON.stringify(c)).toBe(true);
    for (const ok of ['Do you smoke?', 'Line one\nline two\r\n\tindented', 'Café – “quotes” 🙂', '\u00a0'])
      expect(hasControlCharacters(ok), JSON.stringify(ok)).toBe(false);
    expect(withoutControlCharacters('Do\u0000 you\u0007 smoke?\n')).toBe('Do you smoke?\n');
    expect(noControlCharacters('A question')).toBe('A question cannot contain control characters.');
  });
});

describe('isIsoTimestamp', () => {
  it('takes an ISO 8601 instant with a zone on a real calendar day, and nothing else', () => {
    for (const ok of [
      '2026-11-22T10:00:00.000Z',
      '2026-11-22T10:00:00Z',
      '2026-11-22T10:00Z',
      '2026-11-22T11:00:00+01:00',
      '2024-02-29T00:00:00.123456Z',
    ])
      expect(isIsoTimestamp(ok), ok).toBe(true);
    for (const bad of [
      '',
      'yesterday',
      'Invalid Date',
      '2026-11-22',
      '2026-11-22 10:00:00',
      '2026-11-22T10:00:00',
      '2026-02-31T08:00:00Z',
      '2025-02-29T08:00:00Z',
      '2026-13-01T00:00:00Z',
      '2026-01-01T25:00:00Z',
      '2026-11-22T10:00:00.000Z\u0000',
      1_790_000_000_000,
      null,
    ])
      expect(isIsoTimestamp(bad), String(bad)).toBe(false);
  });
});
