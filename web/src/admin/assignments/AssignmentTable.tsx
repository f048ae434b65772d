import { Box, Flex, Input, InputGroup, NativeSelect, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { graphql, useQueryLoader, useRefetchableFragment } from 'react-relay';
import type { AssignmentDetailsQuery } from '../../__generated__/AssignmentDetailsQuery.graphql';
import type { AssignmentTable_query$key } from '../../__generated__/AssignmentTable_query.graphql';
import type {
  AssignmentStatus,
  AssignmentTableRefetchQuery,
} from '../../__generated__/AssignmentTableRefetchQuery.graphql';
import { SearchIcon } from '../../components/icons';
import { Pagination } from '../../components/Pagination';
import { type PagedListFilters, usePagedList } from '../../components/usePagedList';
import { ExportMarksLink } from '../statistics/ExportMarksLink';
import { assignmentDetailsQuery } from './AssignmentDetails';
import { AssignmentDetailsDialog } from './AssignmentDetailsDialog';
import { ASSIGNED_PAGE_SIZE } from './assignedPatientsVariables';
import { DeleteAssignmentDialog } from './DeleteAssignmentDialog';
import { StudentAssignmentRows } from './StudentAssignmentRows';

/** Spec 001 §2: All Statuses, Assigned, Completed, Marked. */
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
    initial: { search: '', status: null, after: null },
    toVariables: (f) => ({
      first: ASSIGNED_PAGE_SIZE,
      search: f.search || null,
      status: f.status,
      after: f.after,
    }),
    connection: assignedPatients,
  });
  const { filters, isLoading, reload } = list;
  const groups = assignedPatients.edges;

  return (
    <Box>
      <Flex gap="3" mb="4" wrap="wrap" align="center">
        <InputGroup startElement={<SearchIcon color="fg.muted" />} flex="1 1 18rem" maxW="md">
          <Input
            type="search"
            aria-label="Search assignments"
            placeholder="Search by student or patient name"
            value={list.searchText}
            onChange={(e) => list.setSearchText(e.target.value)}
            bg="bg"
          />
        </InputGroup>
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
        <ExportMarksLink filter={{ status: filters.status, search: filters.search }} />
        <Text fontSize="sm" color="fg.muted" ms="auto" aria-live="polite">
          {isLoading
            ? 'Loading...'
            : assignedPatients.totalCount === 1
              ? '1 student'
              : `${assignedPatients.totalCount} students`}
        </Text>
      </Flex>

      <Table.ScrollArea borderWidth="1px" rounded="xl" bg="bg" mb="4">
        <Table.Root size="md" aria-busy={isLoading} opacity={isLoading ? 0.6 : 1}>
          <Table.Header>
            <Table.Row bg="bg.muted">
              <Table.ColumnHeader>Student Name</Table.ColumnHeader>
              <Table.ColumnHeader>Patient Name</Table.ColumnHeader>
              <Table.ColumnHeader>Status</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Actions</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {groups.length === 0 ? (
              <Table.Row>
                <Table.Cell colSpan={4} textAlign="center" py="10" color="fg.muted">
                  {isLoading ? 'Loading...' : 'No assignments found'}
                </Table.Cell>
              </Table.Row>
            ) : (
              groups.map(({ node }) => (
                <StudentAssignmentRows
                  key={node.student.id}
                  groupRef={node}
                  onDetails={(assignmentId) => {
                    loadDetails({ id: assignmentId }, { fetchPolicy: 'network-only' });
                    setDialog({ kind: 'details', assignmentId });
                  }}
                  onDelete={(assignmentId) => setDialog({ kind: 'delete', assignmentId })}
                />
              ))
            )}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>

      {assignedPatients.totalCount > 0 ? (
        <Pagination
          label="Assigned patients pages"
          pages={assignedPatients.pageCursors}
          disabled={isLoading}
          onPage={list.goToPage}
        />
      ) : null}

      {dialog?.kind === 'details' && detailsRef ? (
        <AssignmentDetailsDialog
          queryRef={detailsRef}
          onClose={() => {
            setDialog(null);
            disposeDetails();
          }}
          onMarked={reload}
        />
      ) : null}
      {dialog?.kind === 'delete' ? (
        <DeleteAssignmentDialog
          assignmentId={dialog.assignmentId}
          onClose={() => setDialog(null)}
          onDeleted={reload}
        />
      ) : null}
    </Box>
  );
}
