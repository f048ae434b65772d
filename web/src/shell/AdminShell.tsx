import { HStack, Skeleton, SkeletonCircle, Text } from '@chakra-ui/react';
import { Suspense } from 'react';
import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router';
import type { AdminShellQuery as AdminShellQueryType } from '../__generated__/AdminShellQuery.graphql';
import { ErrorBoundary } from '../components/ErrorBoundary';
import {
  ActivityIcon,
  BotIcon,
  BuildingIcon,
  ClipboardCheckIcon,
  ClipboardListIcon,
  DashboardIcon,
  InboxIcon,
  SettingsIcon,
  UsersIcon,
} from '../components/icons';
import { isSessionGone, SessionGone } from '../components/SessionGone';
import { AccountMenu } from './AccountMenu';
import { NotificationsPopover } from './NotificationsPopover';
import { RequestsNavBadge } from './RequestsNavBadge';
import { ShellFrame } from './ShellFrame';
import type { SideNavItem } from './SideNav';
import { useLogout } from './useLogout';

export const adminShellQuery = graphql`
  query AdminShellQuery {
    viewer {
      user {
        ...AccountMenu_user
      }
    }
    ...NotificationsPopover_query
    ...RequestsNavBadge_query
  }
`;

const adminNavItems = (queryRef: PreloadedQuery<AdminShellQueryType>): readonly SideNavItem[] => [
  { label: 'Dashboard', to: '/admin/dashboard', icon: DashboardIcon },
  { label: 'Users', to: '/admin/users', icon: UsersIcon, alsoActiveOn: ['/admin/add-users'] },
  { label: 'Patient Bots', to: '/admin/patient-bot', icon: BotIcon, alsoActiveOn: ['/admin/add-patient'] },
  {
    label: 'Manage Symptoms',
    to: '/admin/symptoms',
    icon: ActivityIcon,
    alsoActiveOn: ['/admin/add-symptom'],
  },
  {
    label: 'Assigned Patients',
    to: '/admin/table-assign-patient',
    icon: ClipboardListIcon,
    alsoActiveOn: [
      '/admin/assign-patient',
      '/admin/assign-student',
      '/admin/assign-classroom',
      '/admin/edit-assignment',
      '/admin/quick-mark',
    ],
  },
  {
    label: 'Class Rooms',
    to: '/admin/rooms',
    icon: BuildingIcon,
    alsoActiveOn: ['/admin/add-rooms', '/admin/assign-rooms', '/admin/view-room'],
  },
  {
    label: 'Requests',
    to: '/admin/requests',
    icon: InboxIcon,
    // The pending count, live; nothing while it loads or if it cannot be read.
    badge: (
      <ErrorBoundary fallback={() => null}>
        <Suspense fallback={null}>
          <RequestsNavBadge queryRef={queryRef} />
        </Suspense>
      </ErrorBoundary>
    ),
  },
  { label: 'Marking quality', to: '/admin/marking-quality', icon: ClipboardCheckIcon },
  { label: 'Settings', to: '/admin/settings', icon: SettingsIcon },
];

function AdminHeaderWidgets({ queryRef }: { queryRef: PreloadedQuery<AdminShellQueryType> }) {
  const data = usePreloadedQuery<AdminShellQueryType>(adminShellQuery, queryRef);
  const logout = useLogout();
  if (!data.viewer) return <SessionGone />;
  return (
    <>
      <NotificationsPopover queryRef={data} />
      <AccountMenu
        userRef={data.viewer.user}
        profilePath="/admin/profile"
        settingsPath="/admin/settings"
        onLogout={() => void logout()}
      />
    </>
  );
}

/** The frame of every /admin page (docs/accounts.md#the-shells). */
export function AdminShell() {
  const queryRef = useLoaderData() as PreloadedQuery<AdminShellQueryType>;
  return (
    <ShellFrame
      navItems={adminNavItems(queryRef)}
      tagline="AI Medical Training Platform"
      defaultTitle="Dashboard"
      headerEnd={
        <>
          <Text color="fg.muted" fontSize="sm" display={{ base: 'none', md: 'block' }}>
            Welcome back, Admin
          </Text>
          <ErrorBoundary fallback={(error) => (isSessionGone(error) ? <SessionGone /> : null)}>
            <Suspense
              fallback={
                <HStack gap="4">
                  <Skeleton boxSize="8" rounded="md" />
                  <SkeletonCircle size="8" />
                </HStack>
              }
            >
              <AdminHeaderWidgets queryRef={queryRef} />
            </Suspense>
          </ErrorBoundary>
        </>
      }
    />
  );
}
