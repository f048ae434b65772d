import { Box } from '@chakra-ui/react';
import { graphql } from 'react-relay';
import type { AssignedPatientsPageQuery } from '../../__generated__/AssignedPatientsPageQuery.graphql';
import { ClipboardCheckIcon } from '../../components/icons';
import { LinkButton } from '../../components/LinkButton';
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
            <LinkButton to="/admin/quick-mark" variant="outline" icon={<ClipboardCheckIcon />}>
              Quick Mark
            </LinkButton>
            <SelectAssignmentMenu />
          </>
        }
      />
      <AssignmentTable queryRef={data} />
    </Box>
  );
}
