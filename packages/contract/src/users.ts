import { z } from 'zod';

/** An account as the REST contract shows it: never the password hash. */
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
  mustChangePassword: z
    .boolean()
    .describe('An administrator set the password: the account must change it before anything else'),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type UserJson = z.input<typeof userSchema>;
