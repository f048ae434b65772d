import { Box, Button, Flex, Input, InputGroup, Table, Text } from '@chakra-ui/react';
import { graphql, useRefetchableFragment } from 'react-relay';
import type { QuickMarkTable_query$key } from '../../__generated__/QuickMarkTable_query.graphql';
import type { QuickMarkTableRefetchQuery } from '../../__generated__/QuickMarkTableRefetchQuery.graphql';
import { ClipboardCheckIcon, SearchIcon } from '../../components/icons';
import { Pagination } from '../../components/Pagination';
import { notify } from '../../components/toaster';
import { listSummary, type PagedListFilters, usePagedList } from '../../components/usePagedList';
import { markFailed, reportMarkAll } from './markAllOutcome';
import { QuickMarkRow } from './QuickMarkRow';
import { QUICK_MARK_PAGE_SIZE } from './quickMarkVariables';
import { useMarkAllMutation } from './useMarkAllMutation';

/**
 * The patients with assigned students, 'Mark All', and each patient's 'Mark'
 * (docs/assignments.md#quick-mark-assignments).
 */
export function QuickMarkTable({ queryRef }: { queryRef: QuickMarkTable_query$key }) {
  const [data, refetch] = useRefetchableFragment<QuickMarkTableRefetchQuery, QuickMarkTable_query$key>(
    graphql`
      fragment QuickMarkTable_query on Query @refetchable(queryName: "QuickMarkTableRefetchQuery") {
        quickMarkPatients(first: $first, after: $after, search: $search) {
          totalCount
          pageCursors {
            page
            cursor
            isCurrent
          }
          edges {
            node {
              patient {
                id
              }
              ...QuickMarkRow_entry
            }
          }
        }
      }
    `,
    queryRef,
  );
  const { quickMarkPatients } = data;
  const list = usePagedList<PagedListFilters, QuickMarkTableRefetchQuery['variables']>({
    refetch,
    initial: { search: '', after: null },
    toVariables: (f) => ({ first: QUICK_MARK_PAGE_SIZE, search: f.search || null, after: f.after }),
    connection: quickMarkPatients,
  });
  const { isLoading, reload } = list;
  const [commitMarkAll, isMarkingAll] = useMarkAllMutation();

  function handleMarkAll() {
    commitMarkAll({
      variables: { patientId: null },
      onCompleted: (result) => {
        if (reportMarkAll(result)) reload();
      },
      onError: () => notify.error(markFailed),
    });
  }

  return (
    <Box>
      <Flex gap="3" mb="4" wrap="wrap" align="center">
        <InputGroup startElement={<SearchIcon color="fg.muted" />} flex="1 1 18rem" maxW="md">
          <Input
            type="search"
            aria-label="Search patients or students"
            placeholder="Search by patient or student name"
            value={list.searchText}
            onChange={(e) => list.setSearchText(e.target.value)}
            bg="bg"
          />
        </InputGroup>
        <Text fontSize="sm" color="fg.muted" aria-live="polite">
          {listSummary(
            { isLoading, currentPage: list.currentPage, pageSize: QUICK_MARK_PAGE_SIZE },
            quickMarkPatients.edges.length,
            quickMarkPatients.totalCount,
            'No patients',
          )}
        </Text>
        <Button ms="auto" onClick={handleMarkAll} disabled={isMarkingAll}>
          <ClipboardCheckIcon /> {isMarkingAll ? 'Marking...' : 'Mark All'}
        </Button>
      </Flex>

      <Table.ScrollArea borderWidth="1px" rounded="xl" bg="bg" mb="4">
        <Table.Root size="md" aria-busy={isLoading} opacity={isLoading ? 0.6 : 1}>
          <Table.Header>
            <Table.Row bg="bg.muted">
              <Table.ColumnHeader>Patient Name</Table.ColumnHeader>
              <Table.ColumnHeader>Assigned Students</Table.ColumnHeader>
              <Table.ColumnHeader>Status</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Actions</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {quickMarkPatients.edges.length === 0 ? (
              <Table.Row>
                <Table.Cell colSpan={4} textAlign="center" py="10" color="fg.muted">
                  {isLoading ? 'Loading...' : 'No patients with assigned students'}
                </Table.Cell>
              </Table.Row>
            ) : (
              quickMarkPatients.edges.map(({ node }) => (
                <QuickMarkRow
                  key={node.patient.id}
                  entryRef={node}
                  disabled={isMarkingAll}
                  onMarked={reload}
                />
              ))
            )}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>

      {quickMarkPatients.totalCount > 0 ? (
        <Pagination
          label="Quick mark pages"
          pages={quickMarkPatients.pageCursors}
          disabled={isLoading}
          onPage={list.goToPage}
        />
      ) : null}
    </Box>
  );
}
