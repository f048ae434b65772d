import { Button, Flex, Text } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import type { ReleaseAnswers_assignment$key } from '../../__generated__/ReleaseAnswers_assignment.graphql';
import { Detail } from '../../components/Detail';
import { useReleaseAnswersMutation } from './useReleaseAnswersMutation';

const failed = 'Failed to release the answers. Please try again.';

/**
 * Whether the student sees the answer key (expected diagnosis and treatments) with their marks, and,
 * while they do not, the 'Release answers' action (docs/marking.md). Releasing cannot be undone.
 */
export function ReleaseAnswers({ assignmentRef }: { assignmentRef: ReleaseAnswers_assignment$key }) {
  const assignment = useFragment(
    graphql`
      fragment ReleaseAnswers_assignment on Assignment {
        id
        answersReleased
      }
    `,
    assignmentRef,
  );
  const [commitRelease, isReleasing] = useReleaseAnswersMutation();

  function release() {
    commitRelease({
      variables: { assignmentId: assignment.id },
      success: 'Answers released.',
      failure: failed,
    });
  }

  return (
    <Detail label="Answer key">
      {assignment.answersReleased ? (
        <Text>Answers released to the student</Text>
      ) : (
        <Flex gap="3" align="center" wrap="wrap">
          <Text color="fg.muted">Hidden from the student</Text>
          <Button size="xs" variant="outline" onClick={release} disabled={isReleasing}>
            {isReleasing ? 'Releasing...' : 'Release answers'}
          </Button>
        </Flex>
      )}
    </Detail>
  );
}
