import {
  Box,
  Button,
  Flex,
  Input,
  InputGroup,
  NativeSelect,
  Stack,
  Table,
  Text,
  useBreakpointValue,
} from '@chakra-ui/react';
import { useState } from 'react';
import { graphql, useRefetchableFragment } from 'react-relay';
import type { MyAssignmentList_query$key } from '../../__generated__/MyAssignmentList_query.graphql';
import type {
  AssignmentStatus,
  MyAssignmentListRefetchQuery,
} from '../../__generated__/MyAssignmentListRefetchQuery.graphql';
import { SearchIcon } from '../../components/icons';
import { Pagination } from '../../components/Pagination';
import { listSummary, type PagedListFilters, usePagedList } from '../../components/usePagedList';
import { takeOffPage } from '../../relay/pageUpdates';
import { statusFilters } from './assignmentRules';
import { DiagnosisDialog } from './DiagnosisDialog';
import { MY_ASSIGNMENTS_PAGE_SIZE } from './dashboardVariables';
import { MyAssignmentRow, type MyAssignmentRowData } from './MyAssignmentRow';
import { NoteDialog } from './NoteDialog';
import { RequestResetDialog } from './RequestResetDialog';
import { SubmitAssignmentDialog } from './SubmitAssignmentDialog';

interface ListFilters extends PagedListFilters {
  status: AssignmentStatus | null;
}

type OpenDialog = { kind: 'diagnosis' | 'note' | 'submit' | 'reset'; assignment: MyAssignmentRowData } | null;

const columns = [
  'Patient Name',
  'Assignment Status',
  'Date Created',
  'Diagnosis',
  'Talk to Patient',
  'Actions',
  'Visit Note',
];

/** The student's assigned patients: search, status filter, Refresh Data, the table and its pages. */
export function MyAssignmentList({ queryRef }: { queryRef: MyAssignmentList_query$key }) {
  const [data, refetch] = useRefetchableFragment<MyAssignmentListRefetchQuery, MyAssignmentList_query$key>(
    graphql`
      fragment MyAssignmentList_query on Query @refetchable(queryName: "MyAssignmentListRefetchQuery") {
        myAssignments(first: $first, after: $after, search: $search, status: $status) {
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
              ...MyAssignmentRow_assignment
            }
          }
        }
      }
    `,
    queryRef,
  );
  const { myAssignments } = data;
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const list = usePagedList<ListFilters, MyAssignmentListRefetchQuery['variables']>({
    refetch,
    pageSize: MY_ASSIGNMENTS_PAGE_SIZE,
    initial: { search: '', status: null, after: null },
    connection: myAssignments,
  });
  const { filters, isLoading, reload } = list;
  const filtered = Boolean(filters.search) || filters.status !== null;
  const close = () => setDialog(null);
  const compact = useBreakpointValue({ base: true, xl: false }) ?? false;
  const { edges } = myAssignments;
  const handlers = {
    onEditDiagnosis: (assignment: MyAssignmentRowData) => setDialog({ kind: 'diagnosis', assignment }),
    onEditNote: (assignment: MyAssignmentRowData) => setDialog({ kind: 'note', assignment }),
    onSubmit: (assignment: MyAssignmentRowData) => setDialog({ kind: 'submit', assignment }),
    onRequestReset: (assignment: MyAssignmentRowData) => setDialog({ kind: 'reset', assignment }),
  };

  return (
    <Box>
      <Flex gap="3" mb="4" wrap="wrap" align="center">
        <InputGroup startElement={<SearchIcon color="fg.muted" />} flex="1 1 16rem" maxW="md">
          <Input
            type="search"
            aria-label="Search by patient name"
            placeholder="Search by patient name"
            value={list.searchText}
            onChange={(e) => list.setSearchText(e.target.value)}
            bg="bg"
          />
        </InputGroup>
        <NativeSelect.Root width="auto" minW="40" bg="bg">
          <NativeSelect.Field
            aria-label="Filter by status"
            value={filters.status ?? ''}
            onChange={(e) =>
              list.show({ status: (e.target.value || null) as AssignmentStatus | null, after: null })
            }
          >
            {statusFilters.map((option) => (
              <option key={option.label} value={option.value ?? ''}>
                {option.label}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <Button variant="outline" colorPalette="gray" bg="bg" onClick={reload} disabled={isLoading}>
          Refresh Data
        </Button>
        <Text fontSize="sm" color="fg.muted" ms="auto" aria-live="polite">
          {listSummary(
            { isLoading, currentPage: list.currentPage, pageSize: MY_ASSIGNMENTS_PAGE_SIZE },
            edges.length,
            myAssignments.totalCount,
            'No assigned patients',
          )}
        </Text>
      </Flex>

      {edges.length === 0 ? (
        <Box bg="bg" borderWidth="1px" rounded="xl" py="10" px="4" mb="4" textAlign="center" color="fg.muted">
          {isLoading
            ? 'Loading...'
            : filtered
              ? 'No assigned patients match your search.'
              : 'No patients have been assigned to you yet.'}
        </Box>
      ) : compact ? (
        <Stack
          as="ul"
          gap="3"
          mb="4"
          aria-label="Your assigned patients"
          aria-busy={isLoading}
          opacity={isLoading ? 0.6 : 1}
        >
          {edges.map(({ node }) => (
            <MyAssignmentRow key={node.id} assignmentRef={node} layout="card" {...handlers} />
          ))}
        </Stack>
      ) : (
        <Table.ScrollArea borderWidth="1px" rounded="xl" bg="bg" mb="4">
          <Table.Root
            size="sm"
            // The scroll area keeps cells on one line; here they wrap, so that all seven columns, Visit
            // Note last, fit beside the side bar from 1280 px wide (docs/assignments.md#student-dashboard).
            whiteSpace="normal"
            aria-busy={isLoading}
            opacity={isLoading ? 0.6 : 1}
            transition="opacity 0.15s"
          >
            <Table.Caption srOnly>Your assigned patients</Table.Caption>
            <Table.Header>
              <Table.Row bg="bg.muted">
                {columns.map((column) => (
                  <Table.ColumnHeader key={column} py="3">
                    {column}
                  </Table.ColumnHeader>
                ))}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {edges.map(({ node }) => (
                <MyAssignmentRow key={node.id} assignmentRef={node} layout="row" {...handlers} />
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}

      {myAssignments.totalCount > 0 ? (
        <Pagination
          label="Assigned patient pages"
          pages={myAssignments.pageCursors}
          disabled={isLoading}
          onPage={list.goToPage}
        />
      ) : null}

      {dialog?.kind === 'diagnosis' ? (
        <DiagnosisDialog assignmentRef={dialog.assignment} onClose={close} />
      ) : null}
      {dialog?.kind === 'note' ? <NoteDialog assignmentRef={dialog.assignment} onClose={close} /> : null}
      {dialog?.kind === 'submit' ? (
        <SubmitAssignmentDialog
          assignmentRef={dialog.assignment}
          onClose={close}
          onSubmitted={(store, assignmentId, status) => {
            if (filters.status && filters.status !== status) takeOffPage(store, list.pages, assignmentId);
          }}
        />
      ) : null}
      {dialog?.kind === 'reset' ? (
        <RequestResetDialog assignmentRef={dialog.assignment} onClose={close} />
      ) : null}
    </Box>
  );
}
