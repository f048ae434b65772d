import { type UserJson, userSchema } from '@anamnesis/contract';
import type { UserRow } from './users.table.js';

export { messageSchema } from '@anamnesis/contract';
export { userSchema };

/** The user as the REST contract shows it: never the password hash. */
export const userJson = (u: UserRow): UserJson => ({
  id: u.id,
  name: u.name,
  email: u.email,
  username: u.username,
  isAdmin: u.is_admin || u.is_super_admin,
  isSuperAdmin: u.is_super_admin,
  isStatus: u.is_status,
  isActive: u.is_active,
  avatarUrl: u.avatar_url,
  mustChangePassword: u.must_change_password,
  createdAt: u.created_at.toISOString(),
  updatedAt: u.updated_at.toISOString(),
});
