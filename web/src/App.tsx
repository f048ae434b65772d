import { ChakraProvider } from '@chakra-ui/react';
import { useState } from 'react';
import { RouterProvider } from 'react-router/dom';
import { Toaster } from './components/toaster';
import { createAppRouter } from './router';
import { system } from './theme/system';

export function App() {
  const [router] = useState(createAppRouter);
  return (
    <ChakraProvider value={system}>
      {/* Relay's environment is provided by the routes that use it (relay/RelayLayout.tsx). */}
      <RouterProvider router={router} />
      <Toaster />
    </ChakraProvider>
  );
}
