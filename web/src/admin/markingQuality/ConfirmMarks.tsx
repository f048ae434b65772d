import { Button, Flex, Text } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import type { ConfirmMarks_assignment$key } from '../../__generated__/ConfirmMarks_assignment.graphql';
import { Detail } from '../../components/Detail';
import { useConfirmMarksMutation } from './useConfirmMarksMutation';

const failed = 'Failed to confirm the marks. Please try again.';
const when = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/**
 * 'Confirm marks' on a marked assignment: records that the teacher agrees with the mark as it stands,
 * without changing it; it counts on the Marking quality page (docs/marking.md).
 */
export function ConfirmMarks({ assignmentRef }: { assignmentRef: ConfirmMarks_assignment$key }) {
  const assignment = useFragment(
    graphql`
      fragment ConfirmMarks_assignment on Assignment {
        id
        status
        marksConfirmedAt
      }
    `,
    assignmentRef,
  );
  const [commitConfirm, isConfirming] = useConfirmMarksMutation();
  if (assignment.status !== 'MARKED') return null;

  function confirm() {
    commitConfirm({
      variables: { assignmentId: assignment.id },
      success: 'Marks confirmed.',
      failure: failed,
    });
  }

  return (
    <Detail label="Review">
      <Flex gap="3" align="center" wrap="wrap">
        <Text color={assignment.marksConfirmedAt ? undefined : 'fg.muted'}>
          {assignment.marksConfirmedAt
            ? `Marks confirmed ${when(assignment.marksConfirmedAt)}`
            : 'Not confirmed yet'}
        </Text>
        <Button size="xs" variant="outline" onClick={confirm} disabled={isConfirming}>
          {isConfirming ? 'Confirming...' : 'Confirm marks'}
        </Button>
      </Flex>
    </Detail>
  );
}
