import { Box } from '@chakra-ui/react';
import { graphql } from 'react-relay';
import type { QuickMarkPageQuery } from '../../__generated__/QuickMarkPageQuery.graphql';
import { ArrowLeftIcon } from '../../components/icons';
import { LinkButton } from '../../components/LinkButton';
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
          <LinkButton to="/admin/table-assign-patient" variant="outline" icon={<ArrowLeftIcon />}>
            Assigned Patients
          </LinkButton>
        }
      />
      <QuickMarkTable queryRef={data} />
    </Box>
  );
}
