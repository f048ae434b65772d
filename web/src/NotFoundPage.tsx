import { Button, Center, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useNavigate } from 'react-router';
import { ArrowLeftIcon } from './components/icons';
import { readSession } from './session/storage';

/** The final catch-all (docs/accounts.md#not-found-page). */
export function NotFoundPage() {
  const navigate = useNavigate();
  // The original homepage is /dashboard (docs/accounts.md#not-found-page); an admin's is the admin dashboard
  // (/dashboard would refuse them).
  const home = readSession()?.isAdmin ? '/admin/dashboard' : '/dashboard';
  return (
    <Center as="main" minH="100dvh" px="6" bg="bg.canvas">
      <Stack gap="5" align="center" textAlign="center" maxW="lg">
        <Text fontSize="7xl" fontWeight="bold" color="brand.fg" lineHeight="1">
          404
        </Text>
        <Heading as="h1" size="2xl">
          Oops! Page not found
        </Heading>
        <Text color="fg.muted" fontSize="lg">
          The page you're looking for doesn't exist or has been moved.
        </Text>
        <HStack gap="3" mt="2">
          <Button onClick={() => navigate(home)}>Go to Homepage</Button>
          <Button variant="outline" onClick={() => navigate(-1)}>
            <ArrowLeftIcon /> Go Back
          </Button>
        </HStack>
      </Stack>
    </Center>
  );
}
