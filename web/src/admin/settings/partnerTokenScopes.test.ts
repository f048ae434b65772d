import { describe, expect, it } from 'vitest';
import { scopeLabel, tokenStatus } from './partnerTokenScopes';

describe('partner token scopes and status', () => {
  it('names each scope in plain words, and an unknown one as it came', () => {
    expect(scopeLabel('STATISTICS')).toBe('Statistics only');
    expect(scopeLabel('STATISTICS_AND_MARKS')).toBe('Statistics and marks');
    expect(scopeLabel('READ_ONLY')).toBe('Read-only, everything an admin sees');
    expect(scopeLabel('SOMETHING_NEW')).toBe('SOMETHING_NEW');
  });

  it('tells a revoked token from one that expired', () => {
    expect(tokenStatus({ active: true, revokedAt: null })).toBe('Active');
    expect(tokenStatus({ active: false, revokedAt: '2026-11-25T12:00:00Z' })).toBe('Revoked');
    expect(tokenStatus({ active: false, revokedAt: null })).toBe('Expired');
  });
});
