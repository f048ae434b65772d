import { SkeletonCircle } from '@chakra-ui/react';
import { Suspense } from 'react';
import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router';
import type { StudentShellQuery as StudentShellQueryType } from '../__generated__/StudentShellQuery.graphql';
import { ErrorBoundary } from '../components/ErrorBoundary';
import { ClipboardListIcon } from '../components/icons';
import { isSessionGone, SessionGone } from '../components/SessionGone';
import { readSession } from '../session/storage';
import { AccountMenu } from './AccountMenu';
import { ShellFrame } from './ShellFrame';
import type { SideNavItem } from './SideNav';
import { StudentGreeting, StudentGreetingText } from './StudentGreeting';
import { useLogout } from './useLogout';

export const studentShellQuery = graphql`
  query StudentShellQuery {
    viewer {
      user {
        ...AccountMenu_user
        ...StudentGreeting_user
      }
    }
  }
`;

const studentNavItems: readonly SideNavItem[] = [
  {
    label: 'Assignments',
    to: '/dashboard',
    icon: ClipboardListIcon,
    alsoActiveOn: ['/voice-chat', '/view-marks'],
  },
];

function StudentHeaderWidgets({ queryRef }: { queryRef: PreloadedQuery<StudentShellQueryType> }) {
  const data = usePreloadedQuery<StudentShellQueryType>(studentShellQuery, queryRef);
  const logout = useLogout();
  if (!data.viewer) return <SessionGone />;
  return (
    <>
      <StudentGreeting userRef={data.viewer.user} />
      <AccountMenu
        userRef={data.viewer.user}
        profilePath="/profile"
        // Students have no settings of their own beyond their profile and password.
        settingsPath="/profile"
        onLogout={() => void logout()}
      />
    </>
  );
}

/** The frame of the student pages (docs/accounts.md#the-shells). */
export function StudentShell() {
  const queryRef = useLoaderData() as PreloadedQuery<StudentShellQueryType>;
  const storedName = readSession()?.user.name ?? '';
  return (
    <ShellFrame
      navItems={studentNavItems}
      tagline="Personal Health Portal"
      defaultTitle="Assignments"
      headerEnd={
        <ErrorBoundary fallback={(error) => (isSessionGone(error) ? <SessionGone /> : null)}>
          <Suspense
            fallback={
              <>
                <StudentGreetingText name={storedName} />
                <SkeletonCircle size="8" />
              </>
            }
          >
            <StudentHeaderWidgets queryRef={queryRef} />
          </Suspense>
        </ErrorBoundary>
      }
    />
  );
}
