import { userSchema } from '@anamnesis/contract';
import DataLoader from 'dataloader';
import { z } from 'zod';
import type { Page, Upstream } from './upstream.js';

/** An account, as the contract defines it; older servers of the contract may leave out the last fields. */
export const restUser = userSchema.omit({ updatedAt: true }).extend({
  isActive: userSchema.shape.isActive.optional().default(true),
  avatarUrl: userSchema.shape.avatarUrl.optional().default(null),
  mustChangePassword: userSchema.shape.mustChangePassword.optional().default(false),
  createdAt: userSchema.shape.createdAt.optional(),
});
export type RestUser = z.output<typeof restUser>;

const withUser = z.object({ message: z.string().optional(), user: restUser });
const message = z.object({ message: z.string() });

export interface UserListArgs {
  search?: string;
  role?: 'all' | 'admin' | 'student';
  limit: number;
  offset: number;
}

const issuedToken = z.object({ message: z.string(), token: z.string() });
const userWithToken = z.object({ user: restUser, token: z.string() });
const currentUser = z.object({ user: restUser });
const restUserList = z.array(restUser);

export function usersLoaders(up: Upstream) {
  const byId = new DataLoader<number, RestUser>(
    // The REST API has no batch read; DataLoader still removes duplicates within a request.
    (ids) =>
      Promise.all(
        ids.map((id) =>
          up
            .send({ method: 'GET', path: `/users/${id}`, schema: withUser })
            .then((r) => r.data.user)
            .catch((e: Error) => e),
        ),
      ),
  );
  return {
    byId,
    async list(args: UserListArgs): Promise<Page<RestUser>> {
      const r = await up.send({
        method: 'GET',
        path: '/users',
        query: { ...args },
        schema: restUserList,
      });
      return { items: r.data, total: r.totalCount ?? r.data.length };
    },
    async unassignedToRoom() {
      return (await up.send({ method: 'GET', path: '/users/un-assign-students', schema: restUserList })).data;
    },
    /**
     * The ids of banned students (`isStatus` false), from the student list a thousand at a time (one call
     * for most schools): for lists whose REST answer does not say who is banned.
     */
    async bannedStudentIds(): Promise<Set<number>> {
      const banned = new Set<number>();
      const limit = 1000;
      for (let offset = 0; ; offset += limit) {
        const r = await up.send({
          method: 'GET',
          path: '/users',
          query: { role: 'student', limit, offset },
          schema: restUserList,
        });
        for (const u of r.data) if (!u.isStatus) banned.add(u.id);
        if (r.data.length < limit || offset + limit >= (r.totalCount ?? 0)) return banned;
      }
    },
    async create(body: {
      name: string;
      email: string;
      username: string;
      password: string;
      isAdmin: boolean;
      isActive: boolean;
    }) {
      return (await up.send({ method: 'POST', path: '/users', body, schema: withUser })).data.user;
    },
    async update(id: number, body: Record<string, unknown>) {
      const user = (await up.send({ method: 'PUT', path: `/users/${id}`, body, schema: withUser })).data.user;
      byId.clear(id).prime(id, user);
      return user;
    },
    async remove(id: number) {
      await up.send({ method: 'DELETE', path: `/users/${id}`, schema: message });
      byId.clear(id);
    },
    async toggleBan(id: number) {
      const user = (await up.send({ method: 'PATCH', path: `/users/restrict-user/${id}`, schema: withUser }))
        .data.user;
      byId.clear(id).prime(id, user);
      return user;
    },
    async changePassword(id: number, oldPassword: string, newPassword: string) {
      return (
        await up.send({
          method: 'PUT',
          path: `/users/${id}/update-password`,
          body: { oldPassword, newPassword },
          schema: issuedToken,
        })
      ).data;
    },
  };
}

export function authLoaders(up: Upstream) {
  let me: Promise<RestUser> | undefined;
  return {
    login: async (email: string, password: string) =>
      (
        await up.send({
          method: 'POST',
          path: '/auth/login',
          body: { email, password },
          schema: userWithToken,
        })
      ).data,
    register: async (body: { name: string; username: string; email: string; password: string }) =>
      (await up.send({ method: 'POST', path: '/auth/register', body, schema: withUser })).data.user,
    /** The signed-in user, read once per request. */
    me: () => {
      me ??= up.send({ method: 'GET', path: '/auth/me', schema: currentUser }).then((r) => r.data.user);
      return me;
    },
  };
}
