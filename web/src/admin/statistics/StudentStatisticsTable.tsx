import { Box, Table, Text } from '@chakra-ui/react';
import { useTransition } from 'react';
import { graphql, useRefetchableFragment } from 'react-relay';
import type { StudentStatisticsTable_query$key } from '../../__generated__/StudentStatisticsTable_query.graphql';
import type { StudentStatisticsTableRefetchQuery } from '../../__generated__/StudentStatisticsTableRefetchQuery.graphql';
import { Pagination } from '../../components/Pagination';
import { figure } from './chartScale';
import { TableCard } from './TableCard';

const when = (iso: string | null | undefined) =>
  iso ? new Date(iso).toLocaleDateString(undefined, { dateStyle: 'medium' }) : '—';

/** Per student, a page at a time: assignments, marked, mean total, last submission. */
export function StudentStatisticsTable({ queryRef }: { queryRef: StudentStatisticsTable_query$key }) {
  const [data, refetch] = useRefetchableFragment<
    StudentStatisticsTableRefetchQuery,
    StudentStatisticsTable_query$key
  >(
    graphql`
      fragment StudentStatisticsTable_query on Query @refetchable(queryName: "StudentStatisticsTableRefetchQuery") {
        statistics(filter: $filter) {
          students(first: $studentsFirst, after: $studentsAfter) {
            totalCount
            pageCursors {
              page
              cursor
              isCurrent
            }
            edges {
              node {
                studentId
                name
                email
                assignments
                marked
                meanTotal
                lastSubmittedAt
              }
            }
          }
        }
      }
    `,
    queryRef,
  );
  const [isLoading, startTransition] = useTransition();
  const { students } = data.statistics;
  const goTo = (cursor: string | null) =>
    startTransition(() => {
      refetch({ studentsAfter: cursor }, { fetchPolicy: 'store-or-network' });
    });

  return (
    <TableCard
      title="Per student"
      empty={students.totalCount ? null : 'No student has assignments in this period.'}
    >
      <Box overflowX="auto" tabIndex={0}>
        <Table.Root size="sm" aria-busy={isLoading} opacity={isLoading ? 0.6 : 1}>
          <Table.Caption captionSide="top" textAlign="start" color="fg.muted" mb="2">
            Assignments and mean total per student ({students.totalCount})
          </Table.Caption>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader scope="col">Student</Table.ColumnHeader>
              <Table.ColumnHeader scope="col" textAlign="end">
                Assignments
              </Table.ColumnHeader>
              <Table.ColumnHeader scope="col" textAlign="end">
                Marked
              </Table.ColumnHeader>
              <Table.ColumnHeader scope="col" textAlign="end">
                Mean total
              </Table.ColumnHeader>
              <Table.ColumnHeader scope="col" textAlign="end">
                Last submitted
              </Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {students.edges.map(({ node }) => (
              <Table.Row key={node.studentId}>
                <Table.Cell as="th" scope="row" fontWeight="normal">
                  {node.name}
                  <Text as="span" display="block" fontSize="xs" color="fg.muted">
                    {node.email}
                  </Text>
                </Table.Cell>
                <Table.Cell textAlign="end">{node.assignments}</Table.Cell>
                <Table.Cell textAlign="end">{node.marked}</Table.Cell>
                <Table.Cell textAlign="end">{figure(node.meanTotal)}</Table.Cell>
                <Table.Cell textAlign="end">{when(node.lastSubmittedAt)}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Box>
      {students.pageCursors.length > 1 ? (
        <Pagination
          label="Student statistics pages"
          pages={students.pageCursors}
          disabled={isLoading}
          onPage={goTo}
        />
      ) : null}
    </TableCard>
  );
}
