import { assignments } from '../assignments/assignments.repository.js';
import type { Db } from '../db/database.js';
import type { Actor } from '../lib/actor.js';
import { badRequest, conflict, forbidden, notFound } from '../lib/errors.js';
import { hashPassword, verifyPassword } from '../lib/passwords.js';
import { users } from './users.repository.js';
import type { UserRow } from './users.table.js';

/** The seeded super admin: never listed, deleted or banned. */
export const rootUsername = 'admin';

const isAdminRow = (u: UserRow) => u.is_admin || u.is_super_admin;

export async function requireUser(db: Db, id: number): Promise<UserRow> {
  const user = await users.findById(db, id);
  if (!user) throw notFound('User not found.');
  return user;
}

/** The rules of api/README.md for one admin action on one account. */
export function assertMayManage(actor: Actor, target: UserRow, action: 'edit' | 'delete' | 'ban'): void {
  if (action !== 'edit') {
    if (target.username === rootUsername)
      throw forbidden('The super admin account cannot be deleted or banned.');
    if (target.id === actor.id) throw forbidden('You cannot delete or ban your own account.');
  }
  if (target.id === actor.id) return;
  if (!actor.isAdmin) throw forbidden('You can only change your own account.');
  if (isAdminRow(target) && !actor.isSuperAdmin)
    throw forbidden('Only a super admin can manage admin accounts.');
}

const notYourStudent = 'You can only set the password of students in your own assignments or classrooms.';

const othersAssignedThisStudent =
  'This student has assignments other admins created: only a super admin can delete the student.';

/**
 * Deleting an account deletes the student's assignments with their marks and conversations: a plain
 * admin only when every one of them is theirs (docs/accounts.md#user-management).
 */
export async function deleteUser(db: Db, actor: Actor, id: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const target = await requireUser(trx, id);
    assertMayManage(actor, target, 'delete');
    if (!actor.isSuperAdmin && (await assignments.anyByOthers(trx, { studentId: id }, actor.id)))
      throw forbidden(othersAssignedThisStudent);
    await users.remove(trx, id);
  });
}

export async function assertUnique(db: Db, fields: { email?: string; username?: string }, exceptId?: number) {
  const clash = await users.findClash(db, fields, exceptId);
  if (!clash) return;
  if (fields.email && clash.email === fields.email.toLowerCase())
    throw conflict('Email is already registered.');
  throw conflict('Username is already taken.');
}

export interface UserEdit {
  name?: string;
  email?: string;
  username?: string;
  password?: string;
  isAdmin?: boolean;
  isSuperAdmin?: boolean;
}

export async function editUser(db: Db, actor: Actor, id: number, edit: UserEdit): Promise<UserRow> {
  const target = await requireUser(db, id);
  assertMayManage(actor, target, 'edit');
  const self = target.id === actor.id;
  const wantsAdmin = edit.isAdmin !== undefined && edit.isAdmin !== isAdminRow(target);
  const wantsSuper = edit.isSuperAdmin !== undefined && edit.isSuperAdmin !== target.is_super_admin;
  if (wantsAdmin || wantsSuper) {
    if (!actor.isSuperAdmin) throw forbidden('Only a super admin can change admin access.');
    if (self || target.username === rootUsername) throw forbidden('You cannot change your own admin access.');
  }
  if (edit.password && self) throw badRequest('Use Change Password to change your own password.');
  // Setting a password lets the admin sign in as the student: a plain admin only for their own students
  // (docs/accounts.md#user-management).
  if (edit.password && !actor.isSuperAdmin && !(await assignments.isStudentOf(db, id, actor.id)))
    throw forbidden(notYourStudent);
  await assertUnique(db, { email: edit.email, username: edit.username }, id);
  return users.update(db, id, {
    ...(edit.name !== undefined ? { name: edit.name } : {}),
    ...(edit.email !== undefined ? { email: edit.email } : {}),
    ...(edit.username !== undefined ? { username: edit.username } : {}),
    // A role change ends the account's sessions: tokens carry the role they were issued with.
    ...(wantsAdmin || wantsSuper ? { token_version: target.token_version + 1 } : {}),
    ...(wantsAdmin ? { is_admin: edit.isAdmin } : {}),
    ...(wantsSuper
      ? { is_super_admin: edit.isSuperAdmin, ...(edit.isSuperAdmin ? { is_admin: true } : {}) }
      : {}),
    // A password someone else set is the student's to replace at their next sign-in
    // (docs/accounts.md#profile-and-password); an administrator's account has no such step.
    ...(edit.password
      ? {
          password_hash: await hashPassword(edit.password),
          token_version: target.token_version + 1,
          must_change_password: !(isAdminRow(target) || edit.isAdmin || edit.isSuperAdmin),
        }
      : wantsAdmin || wantsSuper
        ? { must_change_password: false }
        : {}),
  });
}

export async function changeOwnPassword(
  db: Db,
  actor: Actor,
  id: number,
  oldPassword: string,
  newPassword: string,
) {
  if (id !== actor.id) throw forbidden('You can only change your own password.');
  const user = await requireUser(db, id);
  if (!(await verifyPassword(user.password_hash, oldPassword)))
    throw badRequest('Current password is incorrect.');
  return users.update(db, id, {
    password_hash: await hashPassword(newPassword),
    token_version: user.token_version + 1,
    must_change_password: false,
  });
}
