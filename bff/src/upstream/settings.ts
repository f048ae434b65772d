import { settingsSchema } from '@anamnesis/contract';
import { z } from 'zod';
import type { Upstream } from './upstream.js';

/** The school's settings, as the contract defines them. */
export const restSettings = settingsSchema;
export type RestSettings = z.output<typeof restSettings>;

const savedSettings = z.object({ message: z.string(), settings: restSettings });

export function settingsLoaders(up: Upstream) {
  let read: Promise<RestSettings> | undefined;
  return {
    /** The school's settings, read at most once per request. */
    get(): Promise<RestSettings> {
      read ??= up.send({ method: 'GET', path: '/settings', schema: restSettings }).then((r) => r.data);
      return read;
    },
    async update(body: RestSettings): Promise<RestSettings> {
      const r = await up.send({
        method: 'PUT',
        path: '/settings',
        body,
        schema: savedSettings,
      });
      read = Promise.resolve(r.data.settings);
      return r.data.settings;
    },
  };
}
