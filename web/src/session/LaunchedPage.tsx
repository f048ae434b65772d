import { Center, Text, VStack } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { PageSpinner } from '../components/PageSpinner';
import { postGraphQL, resetEnvironmentIfLoaded } from '../relay/request';
import { homePath, type StoredUser, saveSession } from './storage';

// After a launch from a learning platform (docs/lti.md#session) the session cookie is set but this
// browser holds no record of who is signed in: read the viewer once, record it as a sign-in does, and go on
// to where the launch leads.
const viewerQuery = `query LaunchedViewer {
  viewer { sessionExpiresAt mustChangePassword user { id name email username avatarUrl isAdmin isSuperAdmin } }
}`;

/** Only a path of this app: never another site. */
export const launchTarget = (to: string | null) => (to && /^\/(?![/\\])/.test(to) ? to : null);

export function LaunchedPage() {
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    resetEnvironmentIfLoaded();
    postGraphQL(viewerQuery, 'LaunchedViewer', {})
      .then(({ data }) => {
        const viewer = (
          data as {
            viewer?: { sessionExpiresAt: string | null; mustChangePassword: boolean; user: StoredUser };
          } | null
        )?.viewer;
        if (!viewer) throw new Error('no viewer');
        saveSession(
          { ...viewer.user, mustChangePassword: viewer.mustChangePassword },
          viewer.sessionExpiresAt,
        );
        const to = launchTarget(new URLSearchParams(window.location.search).get('to'));
        // A full load, so every guard reads the session just recorded.
        window.location.replace(to ?? homePath(viewer.user));
      })
      .catch(() => setFailed(true));
  }, []);
  if (!failed) return <PageSpinner label="Opening Anamnesis..." />;
  return (
    <Center minH="40" py="10">
      <VStack gap="3" maxW="md" textAlign="center">
        <Text role="alert">
          Anamnesis could not sign you in from your course. Go back to your course and open the activity
          again.
        </Text>
      </VStack>
    </Center>
  );
}
