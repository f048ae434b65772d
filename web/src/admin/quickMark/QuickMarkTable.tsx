import { Button } from '@chakra-ui/react';
import { graphql, useRefetchableFragment } from 'react-relay';
import type { QuickMarkTable_query$key } from '../../__generated__/QuickMarkTable_query.graphql';
import type { QuickMarkTableRefetchQuery } from '../../__generated__/QuickMarkTableRefetchQuery.graphql';
import { ClipboardCheckIcon } from '../../components/icons';
import { PagedTable } from '../../components/PagedTable';
import { type PagedListFilters, usePagedList } from '../../components/usePagedList';
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
          __id
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
    pageSize: QUICK_MARK_PAGE_SIZE,
    connection: quickMarkPatients,
  });
  const { reload } = list;
  const [markAll, isMarkingAll] = useMarkAllMutation();

  function handleMarkAll() {
    markAll(null, reload);
  }

  return (
    <PagedTable
      list={list}
      connection={quickMarkPatients}
      pageSize={QUICK_MARK_PAGE_SIZE}
      search={{ label: 'Search patients or students', placeholder: 'Search by patient or student name' }}
      emptySummary="No patients"
      emptyText="No patients with assigned students"
      pagesLabel="Quick mark pages"
      interactive={false}
      columns={['Patient Name', 'Assigned Students', 'Status', 'Actions']}
      actions={
        <Button onClick={handleMarkAll} disabled={isMarkingAll}>
          <ClipboardCheckIcon /> {isMarkingAll ? 'Marking...' : 'Mark All'}
        </Button>
      }
    >
      {quickMarkPatients.edges.map(({ node }) => (
        <QuickMarkRow key={node.patient.id} entryRef={node} disabled={isMarkingAll} onMarked={reload} />
      ))}
    </PagedTable>
  );
}
