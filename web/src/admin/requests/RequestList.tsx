import { Box, Button, ButtonGroup, Flex, Text } from '@chakra-ui/react';
import { useState, useTransition } from 'react';
import { graphql, useRefetchableFragment } from 'react-relay';
import type { RequestList_query$key } from '../../__generated__/RequestList_query.graphql';
import type {
  RequestListRefetchQuery,
  ResetRequestStatusFilter,
} from '../../__generated__/RequestListRefetchQuery.graphql';
import { DataTable } from '../../components/DataTable';
import { Pagination } from '../../components/Pagination';
import { takeOffPage, useListPages } from '../../relay/pageUpdates';
import { RequestRow } from './RequestRow';
import { REQUESTS_PAGE_SIZE } from './requestListVariables';

const filters: { value: ResetRequestStatusFilter; label: string }[] = [
  { value: 'ALL', label: 'All' },
  { value: 'PENDING', label: 'Pending' },
  { value: 'ACCEPTED', label: 'Accepted' },
  { value: 'DECLINED', label: 'Declined' },
];

/** The status filter (default Pending), the request table and its pages. */
export function RequestList({ queryRef }: { queryRef: RequestList_query$key }) {
  const [data, refetch] = useRefetchableFragment<RequestListRefetchQuery, RequestList_query$key>(
    graphql`
      fragment RequestList_query on Query @refetchable(queryName: "RequestListRefetchQuery") {
        resetRequests(first: $first, after: $after, status: $status) {
          __id
          totalCount
          pageCursors {
            page
            cursor
            isCurrent
          }
          edges {
            node {
              id
              ...RequestRow_request
            }
          }
        }
      }
    `,
    queryRef,
  );
  const { resetRequests } = data;
  const [status, setStatus] = useState<ResetRequestStatusFilter>('PENDING');
  const [after, setAfter] = useState<string | null>(null);
  const [isLoading, startTransition] = useTransition();
  const pages = useListPages(resetRequests.__id);

  function show(next: { status: ResetRequestStatusFilter; after: string | null }, network = false) {
    setStatus(next.status);
    setAfter(next.after);
    startTransition(() => {
      refetch(
        { first: REQUESTS_PAGE_SIZE, ...next },
        { fetchPolicy: network ? 'network-only' : 'store-or-network' },
      );
    });
  }

  return (
    <Box>
      <Flex gap="3" mb="4" wrap="wrap" align="center">
        <ButtonGroup size="sm" attached variant="outline" role="group" aria-label="Filter by status">
          {filters.map((option) => {
            const active = status === option.value;
            return (
              <Button
                key={option.value}
                variant={active ? 'solid' : 'outline'}
                aria-pressed={active}
                onClick={() => {
                  // Always from the server: another admin may have handled requests meanwhile.
                  if (!active) show({ status: option.value, after: null }, true);
                }}
              >
                {option.label}
              </Button>
            );
          })}
        </ButtonGroup>
        <Text fontSize="sm" color="fg.muted" ms="auto" aria-live="polite">
          {isLoading
            ? 'Loading...'
            : resetRequests.totalCount === 1
              ? '1 request'
              : `${resetRequests.totalCount} requests`}
        </Text>
      </Flex>

      <DataTable
        columns={['Student Name', 'Patient Name', 'Status', 'Actions']}
        interactive
        busy={isLoading}
        mb="4"
        empty={resetRequests.edges.length === 0 ? (isLoading ? 'Loading...' : 'No requests available') : null}
      >
        {resetRequests.edges.map(({ node }) => (
          <RequestRow
            key={node.id}
            requestRef={node}
            onHandled={(store, requestId, handled) => {
              // A handled request leaves the Pending list; under All its row shows the outcome.
              if (status !== 'ALL' && status !== handled) takeOffPage(store, pages, requestId);
            }}
          />
        ))}
      </DataTable>

      {resetRequests.totalCount > REQUESTS_PAGE_SIZE ? (
        <Pagination
          label="Request list pages"
          pages={resetRequests.pageCursors}
          disabled={isLoading}
          onPage={(cursor) => show({ status, after: cursor })}
        />
      ) : null}
    </Box>
  );
}
