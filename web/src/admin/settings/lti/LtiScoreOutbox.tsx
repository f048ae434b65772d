import { Heading, Stack, Table, Text } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import type { LtiScoreOutbox_query$key } from '../../../__generated__/LtiScoreOutbox_query.graphql';
import { LtiScoreRow } from './LtiScoreRow';

/**
 * Marks on their way to the platforms' gradebooks (docs/lti.md#grade-passback): failures are tried
 * again by themselves, with growing pauses; Retry sends one at once, say after the platform was fixed.
 */
export function LtiScoreOutbox({ queryRef }: { queryRef: LtiScoreOutbox_query$key }) {
  const { ltiScoreOutbox } = useFragment(
    graphql`
      fragment LtiScoreOutbox_query on Query {
        ltiScoreOutbox @include(if: $withLti) {
          id
          ...LtiScoreRow_score
        }
      }
    `,
    queryRef,
  );
  if (!ltiScoreOutbox) return null;
  return (
    <Stack gap="3">
      <Stack gap="1">
        <Heading as="h3" size="sm">
          Marks sent to gradebooks
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          The latest 200 marks sent to learning platforms. A mark that could not be sent is tried again by
          itself; Retry sends it now.
        </Text>
      </Stack>
      <Table.ScrollArea borderWidth="1px" rounded="xl" bg="bg" tabIndex={0}>
        <Table.Root size="sm" aria-label="Marks sent to gradebooks">
          <Table.Header>
            <Table.Row bg="bg.muted">
              <Table.ColumnHeader>Platform</Table.ColumnHeader>
              <Table.ColumnHeader>Mark</Table.ColumnHeader>
              <Table.ColumnHeader>Status</Table.ColumnHeader>
              <Table.ColumnHeader>Attempts</Table.ColumnHeader>
              <Table.ColumnHeader>Next attempt</Table.ColumnHeader>
              <Table.ColumnHeader>Last error</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Actions</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {ltiScoreOutbox.length === 0 ? (
              <Table.Row>
                <Table.Cell colSpan={7} textAlign="center" py="6" color="fg.muted">
                  No marks sent to a learning platform yet.
                </Table.Cell>
              </Table.Row>
            ) : (
              ltiScoreOutbox.map((score) => <LtiScoreRow key={score.id} scoreRef={score} />)
            )}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
    </Stack>
  );
}
