import { NativeSelect } from '@chakra-ui/react';
import { useState } from 'react';
import { graphql, useQueryLoader, useRefetchableFragment } from 'react-relay';
import type { AssignmentDetailsQuery } from '../../__generated__/AssignmentDetailsQuery.graphql';
import type { AssignmentTable_query$key } from '../../__generated__/AssignmentTable_query.graphql';
import type {
  AssignmentStatus,
  AssignmentTableRefetchQuery,
} from '../../__generated__/AssignmentTableRefetchQuery.graphql';
import { PagedTable } from '../../components/PagedTable';
import { type PagedListFilters, usePagedList } from '../../components/usePagedList';
import { ExportMarksLink } from '../statistics/ExportMarksLink';
import { assignmentDetailsQuery } from './AssignmentDetails';
import { AssignmentDetailsDialog } from './AssignmentDetailsDialog';
import { ASSIGNED_PAGE_SIZE } from './assignedPatientsVariables';
import { takeAssignmentOffPage } from './assignmentPageUpdates';
import { DeleteAssignmentDialog } from './DeleteAssignmentDialog';
import { StudentAssignmentRows } from './StudentAssignmentRows';

/** docs/assignments.md#assigned-patients: All Statuses, Assigned, Completed, Marked. */
const statusFilters: { value: AssignmentStatus | ''; label: string }[] = [
  { value: '', label: 'All Statuses' },
  { value: 'ASSIGNED', label: 'Assigned' },
  { value: 'COMPLETED', label: 'Completed' },
  { value: 'MARKED', label: 'Marked' },
];

interface ListFilters extends PagedListFilters {
  status: AssignmentStatus | null;
}

type OpenDialog = { kind: 'details' | 'delete'; assignmentId: string } | null;

/** Search, status filter, the grouped table and its pages; the server searches, filters and pages. */
export function AssignmentTable({ queryRef }: { queryRef: AssignmentTable_query$key }) {
  const [data, refetch] = useRefetchableFragment<AssignmentTableRefetchQuery, AssignmentTable_query$key>(
    graphql`
      fragment AssignmentTable_query on Query @refetchable(queryName: "AssignmentTableRefetchQuery") {
        assignedPatients(first: $first, after: $after, search: $search, status: $status) {
          __id
          totalCount
          pageCursors {
            page
            cursor
            isCurrent
          }
          edges {
            node {
              student {
                id
              }
              ...StudentAssignmentRows_group
            }
          }
        }
      }
    `,
    queryRef,
  );
  const { assignedPatients } = data;
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const [detailsRef, loadDetails, disposeDetails] =
    useQueryLoader<AssignmentDetailsQuery>(assignmentDetailsQuery);
  const list = usePagedList<ListFilters, AssignmentTableRefetchQuery['variables']>({
    refetch,
    pageSize: ASSIGNED_PAGE_SIZE,
    initial: { search: '', status: null, after: null },
    connection: assignedPatients,
  });
  const { filters, pages } = list;
  const groups = assignedPatients.edges;

  return (
    <>
      <PagedTable
        list={list}
        connection={assignedPatients}
        pageSize={ASSIGNED_PAGE_SIZE}
        search={{ label: 'Search assignments', placeholder: 'Search by student or patient name' }}
        emptySummary="No assignments"
        summary={assignedPatients.totalCount === 1 ? '1 student' : `${assignedPatients.totalCount} students`}
        emptyText="No assignments found"
        pagesLabel="Assigned patients pages"
        actions={<ExportMarksLink filter={{ status: filters.status, search: filters.search }} />}
        interactive={false}
        columns={['Student Name', 'Patient Name', 'Status', 'Actions']}
        filters={
          <NativeSelect.Root width="48" bg="bg">
            <NativeSelect.Field
              aria-label="Filter by status"
              value={filters.status ?? ''}
              onChange={(e) =>
                list.show({ status: (e.target.value || null) as AssignmentStatus | null, after: null })
              }
            >
              {statusFilters.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        }
      >
        {groups.map(({ node }) => (
          <StudentAssignmentRows
            key={node.student.id}
            groupRef={node}
            onDetails={(assignmentId) => {
              loadDetails({ id: assignmentId }, { fetchPolicy: 'network-only' });
              setDialog({ kind: 'details', assignmentId });
            }}
            onDelete={(assignmentId) => setDialog({ kind: 'delete', assignmentId })}
          />
        ))}
      </PagedTable>

      {dialog?.kind === 'details' && detailsRef ? (
        <AssignmentDetailsDialog
          queryRef={detailsRef}
          onClose={() => {
            setDialog(null);
            disposeDetails();
          }}
          onMarked={(store, assignmentId, status) => {
            // Marked work leaves a table filtered to another status; unfiltered, its row shows the mark.
            if (filters.status && filters.status !== status)
              takeAssignmentOffPage(store, pages, assignmentId);
          }}
        />
      ) : null}
      {dialog?.kind === 'delete' ? (
        <DeleteAssignmentDialog
          assignmentId={dialog.assignmentId}
          onClose={() => setDialog(null)}
          removeFromPage={(store, assignmentId) => takeAssignmentOffPage(store, pages, assignmentId)}
        />
      ) : null}
    </>
  );
}
