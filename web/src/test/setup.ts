import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// relay-test-utils' mock environment makes its spies with the global `jest`: Vitest's `vi` is the same API.
(globalThis as { jest?: typeof vi }).jest = vi;

// Each test starts with an empty page and empty local storage.
afterEach(() => {
  cleanup();
  localStorage.clear();
});
