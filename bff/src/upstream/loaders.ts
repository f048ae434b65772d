import { apiKeysLoaders } from './apiKeys.js';
import { assignmentsLoaders } from './assignments.js';
import { homeLoaders } from './home.js';
import { ltiLoaders } from './lti.js';
import { markingQualityLoaders } from './markingQuality.js';
import { partnerTokensLoaders } from './partnerTokens.js';
import { patientsLoaders } from './patients.js';
import { requestsLoaders } from './requests.js';
import type { RestCall } from './restClient.js';
import { roomsLoaders } from './rooms.js';
import { settingsLoaders } from './settings.js';
import { statisticsLoaders } from './statistics.js';
import { symptomsLoaders } from './symptoms.js';
import { bindUpstream, type Upstream } from './upstream.js';
import { authLoaders, usersLoaders } from './users.js';
import { voiceLoaders } from './voice.js';
import { voicesLoaders } from './voices.js';

const domains = {
  auth: authLoaders,
  users: usersLoaders,
  requests: requestsLoaders,
  assignments: assignmentsLoaders,
  home: homeLoaders,
  symptoms: symptomsLoaders,
  patients: patientsLoaders,
  voices: voicesLoaders,
  rooms: roomsLoaders,
  apiKeys: apiKeysLoaders,
  voice: voiceLoaders,
  settings: settingsLoaders,
  markingQuality: markingQualityLoaders,
  statistics: statisticsLoaders,
  partnerTokens: partnerTokensLoaders,
  lti: ltiLoaders,
};

type DomainLoaders = { readonly [K in keyof typeof domains]: ReturnType<(typeof domains)[K]> };

/**
 * Each domain's loaders, made from the request's upstream when first read, then kept on the object:
 * an operation touches one or two domains, and making all of them (with their DataLoaders) for every
 * request cost a few per cent of it. The getters are made once, on the class's prototype: a `new` of a
 * one-field class is a fast allocation, where `Object.create` with a property descriptor took the
 * runtime's slow path on every request (tests/bench/README.md, issue 28 item 1).
 */
class RequestLoaders {
  constructor(readonly up: Upstream) {}
}
for (const [name, make] of Object.entries(domains)) {
  Object.defineProperty(RequestLoaders.prototype, name, {
    enumerable: true,
    get(this: RequestLoaders) {
      const value = make(this.up);
      Object.defineProperty(this, name, { value, enumerable: true });
      return value;
    },
  });
}

/** Everything the schema may ask of the REST API, for one request. Tests replace this object. */
export function createLoaders(call: RestCall, token: string | undefined, requestId: string): DomainLoaders {
  return new RequestLoaders(bindUpstream(call, token, requestId)) as unknown as DomainLoaders;
}

export type Loaders = ReturnType<typeof createLoaders>;
