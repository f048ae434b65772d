import { Box, DataList, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import type { EarlierAttempts_assignment$key } from '../../__generated__/EarlierAttempts_assignment.graphql';
import { Detail } from '../../components/Detail';
import { StatusBadge } from '../../components/StatusBadge';
import { formatDateTime } from '../../student/formatDate';
import { ConversationLines } from './ConversationLines';
import { DetailSection } from './DetailSection';

/**
 * The attempts a reset kept (docs/assignments.md#reset-requests), newest first, under the current one:
 * each with its marks, feedback, findings, visit note and conversation, as the teacher reads them.
 * Nothing when there are none.
 */
export function EarlierAttempts({ assignmentRef }: { assignmentRef: EarlierAttempts_assignment$key }) {
  const { history, caseFacts } = useFragment(
    graphql`
      fragment EarlierAttempts_assignment on Assignment {
        caseFacts {
          ...ConversationLines_caseFacts
        }
        history {
          databaseId
          attempt
          status
          findings
          visitNote
          feedback
          markedBy
          markedAt
          archivedAt
          scores {
            total
            mandatoryQuestions
            symptoms
            diagnosis
            treatment
            maxima {
              total
              mandatoryQuestions
              symptoms
              diagnosis
              treatment
            }
          }
          conversation {
            ...ConversationLines_conversation
          }
        }
      }
    `,
    assignmentRef,
  );
  if (history.length === 0) return null;
  return (
    <Stack as="section" aria-labelledby="earlier-attempts-heading" gap="4">
      <Heading as="h3" size="sm" id="earlier-attempts-heading">
        Earlier attempts
      </Heading>
      {[...history].reverse().map((a) => {
        const { scores } = a;
        const marked = scores.total != null;
        const parts: [string, number | null | undefined, number][] = [
          ['Mandatory Questions', scores.mandatoryQuestions, scores.maxima.mandatoryQuestions],
          ['Symptoms', scores.symptoms, scores.maxima.symptoms],
          ['Diagnosis', scores.diagnosis, scores.maxima.diagnosis],
          ['Treatment', scores.treatment, scores.maxima.treatment],
        ];
        return (
          <Stack
            key={a.databaseId}
            as="section"
            aria-label={`Attempt ${a.attempt}`}
            gap="3"
            borderWidth="1px"
            rounded="lg"
            p="4"
            bg="bg.subtle"
            data-testid="earlier-attempt"
          >
            <HStack gap="3" wrap="wrap">
              <Heading as="h4" size="xs">
                Attempt {a.attempt}
              </Heading>
              <StatusBadge status={a.status} />
              <Text fontSize="sm" color="fg.muted">
                {marked ? `Total score ${scores.total} / ${scores.maxima.total}` : 'Not marked'}
              </Text>
            </HStack>
            {marked ? (
              <DataList.Root orientation="horizontal" size="sm" gap="1">
                {parts.map(([label, score, max]) => (
                  <DataList.Item key={label}>
                    <DataList.ItemLabel minW="40">{label}</DataList.ItemLabel>
                    <DataList.ItemValue>
                      {score ?? 0} / {max}
                    </DataList.ItemValue>
                  </DataList.Item>
                ))}
                {a.markedBy ? (
                  <Detail label="Marked by" labelMinW="40">
                    {a.markedBy}
                    {a.markedAt ? `, ${formatDateTime(a.markedAt)}` : ''}
                  </Detail>
                ) : null}
              </DataList.Root>
            ) : null}
            <DetailSection title="Feedback">
              <Text
                whiteSpace="pre-line"
                color={a.feedback ? 'fg' : 'fg.muted'}
                data-testid="attempt-feedback"
              >
                {a.feedback || 'No feedback provided'}
              </Text>
            </DetailSection>
            <DetailSection title="Findings">
              <Text whiteSpace="pre-wrap" color={a.findings ? 'fg' : 'fg.muted'}>
                {a.findings || 'No findings available'}
              </Text>
            </DetailSection>
            <DetailSection title="Visit Note">
              <Text whiteSpace="pre-wrap" color={a.visitNote ? 'fg' : 'fg.muted'}>
                {a.visitNote || 'No visitNote available'}
              </Text>
            </DetailSection>
            <Box as="details">
              <Box as="summary" cursor="pointer" fontWeight="semibold" fontSize="sm" color="fg.muted">
                Conversation Log of attempt {a.attempt}
              </Box>
              <Box mt="2">
                <ConversationLines conversationRef={a.conversation} caseFactsRef={caseFacts} />
              </Box>
            </Box>
            <Text fontSize="xs" color="fg.muted">
              Reset on {formatDateTime(a.archivedAt)}
            </Text>
          </Stack>
        );
      })}
    </Stack>
  );
}
