import { Badge, Button, Table } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import type { LtiScoreRow_score$key } from '../../../__generated__/LtiScoreRow_score.graphql';
import { scoreStatus, when } from './ltiFormat';
import { useRetryLtiScoreMutation } from './useRetryLtiScoreMutation';

/** One score on its way to a gradebook; one not yet sent can be sent again at once. */
export function LtiScoreRow({ scoreRef }: { scoreRef: LtiScoreRow_score$key }) {
  const score = useFragment(
    graphql`
      fragment LtiScoreRow_score on LtiScore {
        id
        databaseId
        platformName
        scoreGiven
        scoreMaximum
        status
        attempts
        nextAttemptAt
        lastError
        sentAt
      }
    `,
    scoreRef,
  );
  const [commitRetry, isRetrying] = useRetryLtiScoreMutation();
  const status = score.status === '%future added value' ? null : scoreStatus[score.status];

  function retry() {
    commitRetry({
      variables: { id: score.id },
      success: (payload) => payload.message ?? 'The score will be sent again now.',
    });
  }

  return (
    <Table.Row>
      <Table.Cell>{score.platformName}</Table.Cell>
      <Table.Cell>
        {score.scoreGiven} / {score.scoreMaximum}
      </Table.Cell>
      <Table.Cell>
        {status ? (
          <Badge colorPalette={status.palette} variant="subtle" size="md">
            {status.label}
          </Badge>
        ) : null}
      </Table.Cell>
      <Table.Cell>{score.attempts}</Table.Cell>
      <Table.Cell color={score.status === 'PENDING' ? undefined : 'fg.muted'}>
        {score.status === 'PENDING'
          ? when(score.nextAttemptAt)
          : score.status === 'SENT'
            ? `Sent ${when(score.sentAt) ?? ''}`
            : '—'}
      </Table.Cell>
      <Table.Cell color={score.lastError ? 'fg.error' : 'fg.muted'} maxW="xs" wordBreak="break-word">
        {score.lastError ?? 'None'}
      </Table.Cell>
      <Table.Cell textAlign="end">
        {score.status === 'SENT' ? null : (
          <Button
            size="sm"
            variant="outline"
            aria-label={`Send score ${score.databaseId} again`}
            disabled={isRetrying}
            onClick={retry}
          >
            Retry
          </Button>
        )}
      </Table.Cell>
    </Table.Row>
  );
}
