import { Badge, Heading, List, Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { CaseFactsByTopic_report$key } from '../../__generated__/CaseFactsByTopic_report.graphql';
import { byTopicOrder, caseCheckTexts, topicLabel } from './caseCheckTexts';

/** "What the patient knows": the facts read from the case, by topic, each with the words it came from. */
export function CaseFactsByTopic({ reportRef }: { reportRef: CaseFactsByTopic_report$key }) {
  const { facts } = useFragment(
    graphql`
      fragment CaseFactsByTopic_report on CaseCheckReport {
        facts {
          id
          topic
          symptom
          present
          phrase
          source
        }
      }
    `,
    reportRef,
  );
  const headingId = useId();
  const topics = [...new Set(facts.map((f) => f.topic))].sort(byTopicOrder);
  return (
    <Stack as="section" gap="4" aria-labelledby={headingId} data-testid="case-facts">
      <Heading as="h3" size="md" id={headingId}>
        {caseCheckTexts.factsHeading}
      </Heading>
      {facts.length === 0 ? <Text color="fg.muted">{caseCheckTexts.noFacts}</Text> : null}
      {topics.map((topic) => {
        const id = `${headingId}-${topic}`;
        return (
          <Stack key={topic} as="section" gap="1.5" aria-labelledby={id}>
            <Heading as="h4" size="sm" id={id}>
              {topicLabel(topic)}
            </Heading>
            <List.Root gap="2" ps="5" fontSize="sm">
              {facts
                .filter((f) => f.topic === topic)
                .map((fact) => (
                  <List.Item key={fact.id}>
                    <Text as="span">{fact.phrase}</Text>
                    {fact.present ? null : (
                      <Badge ms="2" colorPalette="gray" variant="subtle">
                        {caseCheckTexts.recordedAbsent}
                      </Badge>
                    )}
                    <Text fontSize="xs" color="fg.muted">
                      {fact.symptom ? `${fact.symptom} · ` : ''}from the case: “{fact.source}”
                    </Text>
                  </List.Item>
                ))}
            </List.Root>
          </Stack>
        );
      })}
    </Stack>
  );
}
