import { Box } from '@chakra-ui/react';
import { graphql } from 'react-relay';
import type { StudentDashboardPageQuery } from '../../__generated__/StudentDashboardPageQuery.graphql';
import { PageHeader } from '../../components/PageHeader';
import { useRouteQuery } from '../../relay/preload';
import { MyAssignmentList } from './MyAssignmentList';

export const studentDashboardPageQuery = graphql`
  query StudentDashboardPageQuery($first: Int!, $after: String, $search: String, $status: AssignmentStatus) {
    ...MyAssignmentList_query
  }
`;

/** Assigned Patients, the student's home (/dashboard, docs/assignments.md#student-dashboard). */
export function StudentDashboardPage() {
  const data = useRouteQuery<StudentDashboardPageQuery>(studentDashboardPageQuery);
  return (
    <Box>
      <PageHeader
        title="Assigned Patients"
        description="Talk to each patient, record your diagnosis and visit note, then submit for marking."
      />
      <MyAssignmentList queryRef={data} />
    </Box>
  );
}
