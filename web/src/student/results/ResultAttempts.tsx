import { Box, Heading, Table } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import type { ResultAttempts_assignment$key } from '../../__generated__/ResultAttempts_assignment.graphql';
import { formatDate } from '../formatDate';

/**
 * Attempts kept when a reset was accepted (docs/assignments.md#reset-requests), with their totals; nothing
 * when there are none.
 */
export function ResultAttempts({ assignmentRef }: { assignmentRef: ResultAttempts_assignment$key }) {
  const { history } = useFragment(
    graphql`
      fragment ResultAttempts_assignment on Assignment {
        history {
          attempt
          markedAt
          archivedAt
          scores {
            total
            maxima {
              total
            }
          }
        }
      }
    `,
    assignmentRef,
  );
  if (history.length === 0) return null;
  return (
    <Box as="section" aria-labelledby="attempts-heading">
      <Heading as="h2" size="md" id="attempts-heading" mb="3">
        Earlier attempts
      </Heading>
      <Table.ScrollArea borderWidth="1px" rounded="xl" bg="bg">
        <Table.Root size="sm">
          <Table.Header>
            <Table.Row bg="bg.muted">
              <Table.ColumnHeader>Attempt</Table.ColumnHeader>
              <Table.ColumnHeader>Total Score</Table.ColumnHeader>
              <Table.ColumnHeader>Marked on</Table.ColumnHeader>
              <Table.ColumnHeader>Reset on</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {history.map((a) => (
              <Table.Row key={a.attempt}>
                <Table.Cell>{a.attempt}</Table.Cell>
                <Table.Cell>
                  {a.scores.total == null ? 'Not marked' : `${a.scores.total} / ${a.scores.maxima.total}`}
                </Table.Cell>
                <Table.Cell>{a.markedAt ? formatDate(a.markedAt) : '–'}</Table.Cell>
                <Table.Cell>{formatDate(a.archivedAt)}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
    </Box>
  );
}
