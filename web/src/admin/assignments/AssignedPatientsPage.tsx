import { Box, Button } from '@chakra-ui/react';
import { graphql } from 'react-relay';
import { Link as RouterLink } from 'react-router';
import type { AssignedPatientsPageQuery } from '../../__generated__/AssignedPatientsPageQuery.graphql';
import { ClipboardCheckIcon } from '../../components/icons';
import { PageHeader } from '../../components/PageHeader';
import { useRouteQuery } from '../../relay/preload';
import { AssignmentTable } from './AssignmentTable';
import { SelectAssignmentMenu } from './SelectAssignmentMenu';

export const assignedPatientsPageQuery = graphql`
  query AssignedPatientsPageQuery($first: Int!, $after: String, $search: String, $status: AssignmentStatus) {
    ...AssignmentTable_query
  }
`;

/**
 * Assigned Patients (/admin/table-assign-patient, docs/assignments.md#assigned-patients). The server scopes
 * what a viewer sees.
 */
export function AssignedPatientsPage() {
  const data = useRouteQuery<AssignedPatientsPageQuery>(assignedPatientsPageQuery);
  return (
    <Box>
      <PageHeader
        title="Assigned Patients"
        description="Patient cases given to students, grouped by student."
        actions={
          <>
            <Button asChild variant="outline">
              <RouterLink to="/admin/quick-mark">
                <ClipboardCheckIcon /> Quick Mark
              </RouterLink>
            </Button>
            <SelectAssignmentMenu />
          </>
        }
      />
      <AssignmentTable queryRef={data} />
    </Box>
  );
}
