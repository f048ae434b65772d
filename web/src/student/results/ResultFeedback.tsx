import { Box, Heading, Text } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import type { ResultFeedback_assignment$key } from '../../__generated__/ResultFeedback_assignment.graphql';

const partNames: Record<string, string> = {
  mandatoryQuestions: 'the Mandatory Questions score',
  symptoms: 'the Symptoms score',
  treatment: 'the Treatment score',
  diagnosis: 'the Diagnosis score',
  feedback: 'the feedback',
};

/** 'a', 'a and b', 'a, b and c'. */
const listed = (items: string[]) =>
  items.length > 1 ? `${items.slice(0, -1).join(', ')} and ${items.at(-1)}` : (items[0] ?? '');

/**
 * The marker's feedback (fallback 'No feedback provided') and who marked it
 * (docs/assignments.md#assignment-results); after a teacher's edit, which parts they changed (the evidence
 * further down stays the grader's).
 */
export function ResultFeedback({ assignmentRef }: { assignmentRef: ResultFeedback_assignment$key }) {
  const { feedback, markedBy, editedParts, evidence } = useFragment(
    graphql`
      fragment ResultFeedback_assignment on Assignment {
        feedback
        markedBy
        editedParts
        evidence {
          grader
        }
      }
    `,
    assignmentRef,
  );
  const changed = editedParts.map((p) => partNames[p] ?? p);
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
      {changed.length ? (
        <Text mt="2" fontSize="sm" data-testid="edited-parts">
          Your teacher changed {listed(changed)} after {evidence?.grader ?? 'the grader'} marked your work;
          the evidence below is the grader’s.
        </Text>
      ) : null}
    </Box>
  );
}
