import type { z } from 'zod';
import type { RestCall, RestRequest, RestResponse } from './restClient.js';

/** A RestCall bound to one GraphQL request's credentials and request id. */
export interface Upstream {
  token?: string;
  requestId: string;
  send<S extends z.ZodType>(
    req: Omit<RestRequest<S>, 'token' | 'requestId'>,
  ): Promise<RestResponse<z.output<S>>>;
}

export function bindUpstream(call: RestCall, token: string | undefined, requestId: string): Upstream {
  return { token, requestId, send: (req) => call({ ...req, token, requestId }) };
}

/** `{ message }` answers of writes that return nothing else we need. */
export type Page<T> = { items: T[]; total: number };
