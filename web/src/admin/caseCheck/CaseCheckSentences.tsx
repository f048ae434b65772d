import { Box, Heading, List, Mark, Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { CaseCheckSentences_report$key } from '../../__generated__/CaseCheckSentences_report.graphql';
import { caseCheckTexts } from './caseCheckTexts';

/** The case sentence by sentence (docs/patient.md#the-authors-case-check): what carries each, what was not understood. */
export function CaseCheckSentences({ reportRef }: { reportRef: CaseCheckSentences_report$key }) {
  const { sentences, facts } = useFragment(
    graphql`
      fragment CaseCheckSentences_report on CaseCheckReport {
        sentences {
          text
          symptom
          factIds
          unread
        }
        facts {
          id
          phrase
        }
      }
    `,
    reportRef,
  );
  const headingId = useId();
  const phraseOf = new Map(facts.map((f) => [f.id, f.phrase]));
  return (
    <Stack as="section" gap="3" aria-labelledby={headingId} data-testid="case-sentences">
      <Heading as="h3" size="md" id={headingId}>
        {caseCheckTexts.sentencesHeading}
      </Heading>
      <Text color="fg.muted" fontSize="sm">
        {caseCheckTexts.sentencesCaption}
      </Text>
      <List.Root gap="3" ps="5" fontSize="sm">
        {sentences.map((s, i) => {
          const unread = new Set(s.unread);
          const said = s.factIds.map((id) => phraseOf.get(id)).filter((p): p is string => !!p);
          return (
            // Clauses may repeat word for word; their order is the case's.
            // biome-ignore lint/suspicious/noArrayIndexKey: the position is the identity of a clause
            <List.Item key={i}>
              <Box>
                {s.symptom ? <Text as="span" color="fg.muted">{`${s.symptom}: `}</Text> : null}
                {s.text.split(/(\s+)/).map((w, j) =>
                  unread.has(w) ? (
                    // biome-ignore lint/suspicious/noArrayIndexKey: words of one sentence in order
                    <Mark key={j} bg="yellow.subtle" title={caseCheckTexts.flagsHeading}>
                      {w}
                    </Mark>
                  ) : (
                    w
                  ),
                )}
              </Box>
              <Text fontSize="xs" color="fg.muted">
                → {said.length ? said.map((p) => `“${p}”`).join(' ') : caseCheckTexts.noFactOfSentence}
              </Text>
            </List.Item>
          );
        })}
      </List.Root>
    </Stack>
  );
}
