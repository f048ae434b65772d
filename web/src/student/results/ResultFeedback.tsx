import { Box, Heading, Text } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import type { ResultFeedback_assignment$key } from '../../__generated__/ResultFeedback_assignment.graphql';

/** The marker's feedback (fallback 'No feedback provided') and who marked it (spec 001 §2). */
export function ResultFeedback({ assignmentRef }: { assignmentRef: ResultFeedback_assignment$key }) {
  const { feedback, markedBy } = useFragment(
    graphql`
      fragment ResultFeedback_assignment on Assignment {
        feedback
        markedBy
      }
    `,
    assignmentRef,
  );
  return (
    <Box as="section" aria-labelledby="feedback-heading" bg="bg" borderWidth="1px" rounded="xl" p="5">
      <Heading as="h2" size="md" id="feedback-heading" mb="3">
        Feedback
      </Heading>
      <Text
        whiteSpace="pre-line"
        color={feedback ? 'fg' : 'fg.muted'}
        bg="bg.subtle"
        rounded="lg"
        p="4"
        data-testid="feedback"
      >
        {feedback || 'No feedback provided'}
      </Text>
      <Text mt="3" fontSize="sm" color="fg.muted">
        Marked by{' '}
        <Text as="span" fontWeight="semibold" color="fg">
          {markedBy ?? 'Unknown'}
        </Text>
      </Text>
    </Box>
  );
}
