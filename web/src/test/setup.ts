import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Each test starts with an empty page and empty local storage.
afterEach(() => {
  cleanup();
  localStorage.clear();
});
