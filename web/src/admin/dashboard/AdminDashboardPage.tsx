import { Box, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { graphql } from 'react-relay';
import { useRouteError } from 'react-router';
import type { AdminDashboardPageQuery } from '../../__generated__/AdminDashboardPageQuery.graphql';
import { BotIcon, UsersIcon } from '../../components/icons';
import { LinkButton } from '../../components/LinkButton';
import { PageHeader } from '../../components/PageHeader';
import { isSessionGone, SessionGone } from '../../components/SessionGone';
import { useRouteQuery } from '../../relay/preload';
import { RecentAssessments } from './RecentAssessments';
import { StatCards } from './StatCards';

export const adminDashboardPageQuery = graphql`
  query AdminDashboardPageQuery {
    adminDashboard {
      stats {
        ...StatCards_stats
      }
      ...RecentAssessments_dashboard
    }
  }
`;

function DashboardFrame({ children }: { children: ReactNode }) {
  return (
    <Box>
      <PageHeader
        title="Dashboard"
        description="Your cohort at a glance."
        actions={
          <>
            <LinkButton to="/admin/users" variant="outline" icon={<UsersIcon />}>
              Manage Students
            </LinkButton>
            <LinkButton to="/admin/patient-bot" icon={<BotIcon />}>
              Manage Patients
            </LinkButton>
          </>
        }
      />
      {children}
    </Box>
  );
}

/** Admin Dashboard (/admin/dashboard, docs/assignments.md#admin-dashboard). */
export function AdminDashboardPage() {
  const { adminDashboard } = useRouteQuery<AdminDashboardPageQuery>(adminDashboardPageQuery);
  return (
    <DashboardFrame>
      <Stack gap="6">
        <StatCards statsRef={adminDashboard.stats} />
        <RecentAssessments dashboardRef={adminDashboard} />
      </Stack>
    </DashboardFrame>
  );
}

/** The dashboard's error boundary: the red failure message under the page's buttons. */
export function AdminDashboardError() {
  const error = useRouteError();
  if (isSessionGone(error)) return <SessionGone />;
  return (
    <DashboardFrame>
      <Text role="alert" color="red.600" fontWeight="medium">
        Failed to load stats. Please try again later.
      </Text>
    </DashboardFrame>
  );
}
