import { Box, Button } from '@chakra-ui/react';
import { graphql } from 'react-relay';
import { Link as RouterLink } from 'react-router';
import type { QuickMarkPageQuery } from '../../__generated__/QuickMarkPageQuery.graphql';
import { ArrowLeftIcon } from '../../components/icons';
import { PageHeader } from '../../components/PageHeader';
import { useRouteQuery } from '../../relay/preload';
import { QuickMarkTable } from './QuickMarkTable';

export const quickMarkPageQuery = graphql`
  query QuickMarkPageQuery($first: Int!, $after: String, $search: String) {
    ...QuickMarkTable_query
  }
`;

/**
 * Quick Mark Assignments (/admin/quick-mark, docs/assignments.md#quick-mark-assignments), reached from
 * Assigned Patients.
 */
export function QuickMarkPage() {
  const data = useRouteQuery<QuickMarkPageQuery>(quickMarkPageQuery);
  return (
    <Box>
      <PageHeader
        title="Quick Mark Assignments"
        description="Mark every submitted, markable assignment of a patient at once."
        actions={
          <Button asChild variant="outline">
            <RouterLink to="/admin/table-assign-patient">
              <ArrowLeftIcon /> Assigned Patients
            </RouterLink>
          </Button>
        }
      />
      <QuickMarkTable queryRef={data} />
    </Box>
  );
}
