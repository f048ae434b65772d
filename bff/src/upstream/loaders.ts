import { requestsLoaders } from './requests.js';
import type { RestCall } from './restClient.js';
import { bindUpstream } from './upstream.js';
import { authLoaders, usersLoaders } from './users.js';

/** Everything the schema may ask of the REST API, for one request. Tests replace this object. */
export function createLoaders(call: RestCall, token: string | undefined, requestId: string) {
  const up = bindUpstream(call, token, requestId);
  return {
    auth: authLoaders(up),
    users: usersLoaders(up),
    requests: requestsLoaders(up),
  };
}

export type Loaders = ReturnType<typeof createLoaders>;
