import type { PartnerScope } from '../partnerTokens/partnerTokens.table.js';
import type { Account } from '../users/accountCache.js';

/** The signed-in user making a request, as the permission rules see them. */
export interface Actor {
  id: number;
  name: string;
  username: string;
  email: string;
  /** Admins and super admins alike. */
  isAdmin: boolean;
  isSuperAdmin: boolean;
  /** An administrator set the password: only changing it is allowed (docs/accounts.md#profile-and-password). */
  mustChangePassword?: boolean;
  /** Set when the caller is a partner token, not a person (docs/partners.md). */
  partner?: { id: number; scope: PartnerScope };
  /**
   * A call made by the BFF with its service credential (docs/trust.md), on a person's behalf (their
   * permissions) or its own (`serviceActor`): patient lines it writes count, it reads them whole with
   * their ledgers, and it may read a case's answer key.
   */
  viaBff?: boolean;
}

/** The BFF calling a service route with its credential and no person's token. Id 0 is nobody's. */
export const serviceActor: Actor = {
  id: 0,
  name: 'Anamnesis BFF',
  username: 'service',
  email: '',
  isAdmin: false,
  isSuperAdmin: false,
  viaBff: true,
};

/**
 * A partner token as the permission rules see it: a read-only token reads what an admin reads, school-wide
 * (as a super admin's reads are); the other scopes are no admin at all, and reach only the routes that
 * name them. Id 0 is nobody's, so nothing is "theirs".
 */
export const actorFromPartner = (t: { id: number; name: string; scope: PartnerScope }): Actor => ({
  id: 0,
  name: t.name,
  username: `partner-${t.id}`,
  email: '',
  isAdmin: t.scope === 'read_only',
  isSuperAdmin: t.scope === 'read_only',
  partner: { id: t.id, scope: t.scope },
});

export const actorFromUser = (u: Account): Actor => ({
  id: u.id,
  name: u.name,
  username: u.username,
  email: u.email,
  isAdmin: u.is_admin || u.is_super_admin,
  isSuperAdmin: u.is_super_admin,
  mustChangePassword: u.must_change_password,
});
