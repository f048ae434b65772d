import { Box, Button, Heading, HStack, Text, VStack } from '@chakra-ui/react';
import { useNavigate, useRouteError } from 'react-router';
import { GraphQLRequestError } from '../relay/request';
import { isSessionGone, SessionGone } from './SessionGone';

/** The error boundary of every page: the shell stays, the page says what failed and offers a retry. */
export function PageError() {
  const error = useRouteError();
  const navigate = useNavigate();
  if (isSessionGone(error)) return <SessionGone />;
  const message =
    error instanceof GraphQLRequestError
      ? error.message
      : 'Something went wrong while showing this page. Please try again.';
  return (
    <Box role="alert" bg="bg" borderWidth="1px" borderColor="red.200" rounded="xl" p="8" maxW="2xl">
      <VStack align="start" gap="3">
        <Heading size="md">This page could not be shown</Heading>
        <Text color="red.700">{message}</Text>
        <HStack>
          <Button onClick={() => navigate(0)}>Try again</Button>
          <Button variant="outline" onClick={() => navigate(-1)}>
            Go Back
          </Button>
        </HStack>
      </VStack>
    </Box>
  );
}
