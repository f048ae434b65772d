import { z } from 'zod';
import type { UserRow } from './users.table.js';

/** The user as the REST contract shows it: never the password hash. */
export const userJson = (u: UserRow) => ({
  id: u.id,
  name: u.name,
  email: u.email,
  username: u.username,
  isAdmin: u.is_admin || u.is_super_admin,
  isSuperAdmin: u.is_super_admin,
  isStatus: u.is_status,
  isActive: u.is_active,
  avatarUrl: u.avatar_url,
  createdAt: u.created_at.toISOString(),
  updatedAt: u.updated_at.toISOString(),
});

export const userSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  username: z.string(),
  isAdmin: z.boolean(),
  isSuperAdmin: z.boolean(),
  isStatus: z.boolean().describe('true = active, false = banned'),
  isActive: z.boolean(),
  avatarUrl: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export const messageSchema = z.object({ message: z.string() });
