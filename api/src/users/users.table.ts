import type { ColumnType, Generated, Selectable } from 'kysely';

export interface UsersTable {
  id: Generated<number>;
  name: string;
  username: string;
  /** Stored lower-cased: email is unique case-insensitively. */
  email: string;
  password_hash: string;
  is_admin: Generated<boolean>;
  is_super_admin: Generated<boolean>;
  /** true = active, false = banned (docs/decisions.md#account-status). */
  is_status: Generated<boolean>;
  is_active: Generated<boolean>;
  avatar_url: string | null;
  /** An administrator set the password: every call but changing it is refused until the user does. */
  must_change_password: Generated<boolean>;
  /** Bumped on ban, password change: tokens carrying an older value stop working. */
  token_version: Generated<number>;
  created_at: ColumnType<Date, never, never>;
  updated_at: ColumnType<Date, never, Date>;
}

export type UserRow = Selectable<UsersTable>;
