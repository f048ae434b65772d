import { Box } from '@chakra-ui/react';
import { graphql } from 'react-relay';
import type { RequestsPageQuery } from '../../__generated__/RequestsPageQuery.graphql';
import { PageHeader } from '../../components/PageHeader';
import { useRouteQuery } from '../../relay/preload';
import { RequestList } from './RequestList';

export const requestsPageQuery = graphql`
  query RequestsPageQuery($first: Int!, $after: String, $status: ResetRequestStatusFilter) {
    ...RequestList_query
  }
`;

/**
 * Requests (/admin/requests, docs/assignments.md#reset-requests): students' reset requests, accepted or
 * declined here.
 */
export function RequestsPage() {
  const data = useRouteQuery<RequestsPageQuery>(requestsPageQuery);
  return (
    <Box>
      <PageHeader
        title="Requests"
        description="Students asking for a fresh attempt at a submitted assignment. Accepting keeps the old attempt in the history."
      />
      <RequestList queryRef={data} />
    </Box>
  );
}
