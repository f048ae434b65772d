import { Center, Spinner, Text, VStack } from '@chakra-ui/react';

/** The Suspense fallback of a page: a spinner with the 'Loading...' text. */
export function PageSpinner({ label = 'Loading...' }: { label?: string }) {
  return (
    <Center minH="40" py="10" role="status" aria-live="polite">
      <VStack gap="3">
        <Spinner size="lg" color="brand.solid" borderWidth="3px" />
        <Text color="fg.muted" fontSize="sm">
          {label}
        </Text>
      </VStack>
    </Center>
  );
}
