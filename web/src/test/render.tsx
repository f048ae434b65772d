import { ChakraProvider } from '@chakra-ui/react';
import { type RenderOptions, render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { RelayEnvironmentProvider } from 'react-relay';
import type { Environment } from 'relay-runtime';
import type { RelayMockEnvironment } from 'relay-test-utils/lib/RelayModernMockEnvironment';
import { system } from '../theme/system';

/** Renders inside the app's Chakra theme and, when given, a Relay environment (as `App` does). */
export function renderWithApp(
  ui: ReactElement,
  {
    environment,
    ...options
  }: { environment?: Environment | RelayMockEnvironment } & Omit<RenderOptions, 'wrapper'> = {},
) {
  function Wrapper({ children }: { children: ReactNode }) {
    const themed = <ChakraProvider value={system}>{children}</ChakraProvider>;
    return environment ? (
      // @types/relay-test-utils lags @types/relay-runtime by a few members; the object is a real Environment.
      <RelayEnvironmentProvider environment={environment as Environment}>{themed}</RelayEnvironmentProvider>
    ) : (
      themed
    );
  }
  return render(ui, { wrapper: Wrapper, ...options });
}
