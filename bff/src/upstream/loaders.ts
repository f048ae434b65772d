import { apiKeysLoaders } from './apiKeys.js';
import { assignmentsLoaders } from './assignments.js';
import { homeLoaders } from './home.js';
import { markingQualityLoaders } from './markingQuality.js';
import { partnerTokensLoaders } from './partnerTokens.js';
import { patientsLoaders } from './patients.js';
import { requestsLoaders } from './requests.js';
import type { RestCall } from './restClient.js';
import { roomsLoaders } from './rooms.js';
import { settingsLoaders } from './settings.js';
import { statisticsLoaders } from './statistics.js';
import { symptomsLoaders } from './symptoms.js';
import { bindUpstream } from './upstream.js';
import { authLoaders, usersLoaders } from './users.js';
import { voiceLoaders } from './voice.js';
import { voicesLoaders } from './voices.js';

/**
 * Everything the schema may ask of the REST API, for one request. Tests replace this object. Each
 * domain's loaders are made on first use: an operation touches one or two domains, and making all
 * eleven (with their DataLoaders) for every request cost a few per cent of each.
 */
export function createLoaders(call: RestCall, token: string | undefined, requestId: string) {
  const up = bindUpstream(call, token, requestId);
  return onFirstUse({
    auth: () => authLoaders(up),
    users: () => usersLoaders(up),
    requests: () => requestsLoaders(up),
    assignments: () => assignmentsLoaders(up),
    home: () => homeLoaders(up),
    symptoms: () => symptomsLoaders(up),
    patients: () => patientsLoaders(up),
    voices: () => voicesLoaders(up),
    rooms: () => roomsLoaders(up),
    apiKeys: () => apiKeysLoaders(up),
    voice: () => voiceLoaders(up),
    settings: () => settingsLoaders(up),
    markingQuality: () => markingQualityLoaders(up),
    statistics: () => statisticsLoaders(up),
    partnerTokens: () => partnerTokensLoaders(up),
  });
}

/** An object whose properties are made by their factories when first read, then kept. */
function onFirstUse<T extends Record<string, () => unknown>>(
  factories: T,
): { readonly [K in keyof T]: ReturnType<T[K]> } {
  const made = {} as { [K in keyof T]: ReturnType<T[K]> };
  for (const key of Object.keys(factories) as (keyof T)[]) {
    Object.defineProperty(made, key, {
      enumerable: true,
      configurable: true,
      get() {
        const value = (factories[key] as () => ReturnType<T[typeof key]>)();
        Object.defineProperty(made, key, { value, enumerable: true });
        return value;
      },
    });
  }
  return made;
}

export type Loaders = ReturnType<typeof createLoaders>;
