import { Heading, Stack, Text } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import type { LtiScoreOutbox_query$key } from '../../../__generated__/LtiScoreOutbox_query.graphql';
import { DataTable } from '../../../components/DataTable';
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
      <DataTable
        columns={['Platform', 'Mark', 'Status', 'Attempts', 'Next attempt', 'Last error', 'Actions']}
        label="Marks sent to gradebooks"
        size="sm"
        focusable
        empty={ltiScoreOutbox.length === 0 ? 'No marks sent to a learning platform yet.' : null}
      >
        {ltiScoreOutbox.map((score) => (
          <LtiScoreRow key={score.id} scoreRef={score} />
        ))}
      </DataTable>
    </Stack>
  );
}
