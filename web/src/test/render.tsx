import { ChakraProvider } from '@chakra-ui/react';
import { type RenderOptions, render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { RelayEnvironmentProvider } from 'react-relay';
import type { Environment } from 'relay-runtime';
import { system } from '../theme/system';

/** Renders inside the app's Chakra theme and, when given, a Relay environment (as `App` does). */
export function renderWithApp(
  ui: ReactElement,
  { environment, ...options }: { environment?: Environment } & Omit<RenderOptions, 'wrapper'> = {},
) {
  function Wrapper({ children }: { children: ReactNode }) {
    const themed = <ChakraProvider value={system}>{children}</ChakraProvider>;
    return environment ? (
      <RelayEnvironmentProvider environment={environment}>{themed}</RelayEnvironmentProvider>
    ) : (
      themed
    );
  }
  return render(ui, { wrapper: Wrapper, ...options });
}
