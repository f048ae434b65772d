import { Text } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import type { StudentGreeting_user$key } from '../__generated__/StudentGreeting_user.graphql';

export function StudentGreeting({ userRef }: { userRef: StudentGreeting_user$key }) {
  const user = useFragment(
    graphql`
      fragment StudentGreeting_user on User {
        name
      }
    `,
    userRef,
  );
  return <StudentGreetingText name={user.name} />;
}

export function StudentGreetingText({ name }: { name: string }) {
  return (
    <Text color="fg.muted" fontSize="sm" display={{ base: 'none', md: 'block' }} truncate maxW="xs">
      Welcome back, {name}
    </Text>
  );
}
