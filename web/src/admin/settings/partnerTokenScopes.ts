/** The scopes a partner token may have, in plain words (docs/partners.md). */
export const partnerTokenScopes = [
  {
    value: 'STATISTICS',
    label: 'Statistics only',
    description: 'Reads the statistics (the figures per case, room and student) and nothing else.',
  },
  {
    value: 'STATISTICS_AND_MARKS',
    label: 'Statistics and marks',
    description: 'Reads the statistics, the marks export and assignment marks; never the conversations.',
  },
  {
    value: 'READ_ONLY',
    label: 'Read-only, everything an admin sees',
    description:
      'Reads what an admin can read across the school; changes nothing, never sees keys or tokens.',
  },
] as const;

export type PartnerTokenScopeValue = (typeof partnerTokenScopes)[number]['value'];

export function scopeLabel(scope: string): string {
  return partnerTokenScopes.find((s) => s.value === scope)?.label ?? scope;
}

/** Active, Revoked or Expired, as the list shows it. */
export function tokenStatus(token: {
  readonly active: boolean;
  readonly revokedAt?: string | null | undefined;
}): 'Active' | 'Revoked' | 'Expired' {
  if (token.active) return 'Active';
  return token.revokedAt ? 'Revoked' : 'Expired';
}
