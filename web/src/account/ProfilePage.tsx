import { Box } from '@chakra-ui/react';
import { graphql } from 'react-relay';
import type { ProfilePageQuery } from '../__generated__/ProfilePageQuery.graphql';
import { PageHeader } from '../components/PageHeader';
import { SessionGone } from '../components/SessionGone';
import { useRouteQuery } from '../relay/preload';
import { ProfileForm } from './ProfileForm';

export const profilePageQuery = graphql`
  query ProfilePageQuery {
    viewer {
      user {
        ...ProfileForm_user
      }
    }
  }
`;

/** Edit Profile, for admins and students (docs/accounts.md#profile-and-password). */
export function ProfilePage() {
  const data = useRouteQuery<ProfilePageQuery>(profilePageQuery);
  if (!data.viewer) return <SessionGone />;
  return (
    <Box maxW="3xl">
      <PageHeader title="Edit Profile" description="Your name and username as others see them." />
      <ProfileForm userRef={data.viewer.user} />
    </Box>
  );
}
