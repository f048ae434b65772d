import type { UserRow } from '../users/users.table.js';

/** The signed-in user making a request, as the permission rules see them. */
export interface Actor {
  id: number;
  name: string;
  username: string;
  email: string;
  /** Admins and super admins alike. */
  isAdmin: boolean;
  isSuperAdmin: boolean;
}

export const actorFromUser = (u: UserRow): Actor => ({
  id: u.id,
  name: u.name,
  username: u.username,
  email: u.email,
  isAdmin: u.is_admin || u.is_super_admin,
  isSuperAdmin: u.is_super_admin,
});
