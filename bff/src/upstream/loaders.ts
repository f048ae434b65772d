import { apiKeysLoaders } from './apiKeys.js';
import { assignmentsLoaders } from './assignments.js';
import { homeLoaders } from './home.js';
import { patientsLoaders } from './patients.js';
import { requestsLoaders } from './requests.js';
import type { RestCall } from './restClient.js';
import { roomsLoaders } from './rooms.js';
import { symptomsLoaders } from './symptoms.js';
import { bindUpstream } from './upstream.js';
import { authLoaders, usersLoaders } from './users.js';
import { voiceLoaders } from './voice.js';
import { voicesLoaders } from './voices.js';

/** Everything the schema may ask of the REST API, for one request. Tests replace this object. */
export function createLoaders(call: RestCall, token: string | undefined, requestId: string) {
  const up = bindUpstream(call, token, requestId);
  return {
    auth: authLoaders(up),
    users: usersLoaders(up),
    requests: requestsLoaders(up),
    assignments: assignmentsLoaders(up),
    home: homeLoaders(up),
    symptoms: symptomsLoaders(up),
    patients: patientsLoaders(up),
    voices: voicesLoaders(up),
    rooms: roomsLoaders(up),
    apiKeys: apiKeysLoaders(up),
    voice: voiceLoaders(up),
  };
}

export type Loaders = ReturnType<typeof createLoaders>;
