import { ChakraProvider } from '@chakra-ui/react';
import { useState, useSyncExternalStore } from 'react';
import { RelayEnvironmentProvider } from 'react-relay';
import { RouterProvider } from 'react-router/dom';
import { Toaster } from './components/toaster';
import { currentEnvironment, subscribeToEnvironment } from './relay/environment';
import { createAppRouter } from './router';
import { system } from './theme/system';

export function App() {
  const environment = useSyncExternalStore(subscribeToEnvironment, currentEnvironment);
  const [router] = useState(createAppRouter);
  return (
    <ChakraProvider value={system}>
      <RelayEnvironmentProvider environment={environment}>
        <RouterProvider router={router} />
      </RelayEnvironmentProvider>
      <Toaster />
    </ChakraProvider>
  );
}
