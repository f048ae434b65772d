// The REST contract's answers, one definition: the API answers them (its answers are typed by them and
// its OpenAPI document is made from them) and the BFF reads the API through them. With them, how the two
// trust each other's calls (trust.ts: the session token's check, the BFF's service credential).

export * from './apiKeys.js';
export * from './assignments.js';
export * from './common.js';
export * from './home.js';
export * from './markingQuality.js';
export * from './partnerTokens.js';
export * from './patients.js';
export * from './requests.js';
export * from './rooms.js';
export * from './settings.js';
export * from './statistics.js';
export * from './symptoms.js';
export * from './trust.js';
export * from './users.js';
export * from './voices.js';
