import { Badge, Box, Grid, List, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { ConversationLines_caseFacts$key } from '../../__generated__/ConversationLines_caseFacts.graphql';
import type { ConversationLines_conversation$key } from '../../__generated__/ConversationLines_conversation.graphql';
import { RevealedFact } from './RevealedFact';

/**
 * The conversation as 'AI:' / 'User:' lines, or the fallback text (docs/assignments.md#assigned-patients).
 * For teachers, the disclosure ledger stands beside each patient line: the case facts that line revealed. The
 * lines stay a list of their own (each item says exactly what was said); each ledger sits in the same grid
 * row as its line and describes it (aria-describedby), so a screen reader hears the facts with the line. A
 * patient line the server did not write (its signature did not hold when stored) is flagged the same way, in
 * words: it earns no marks, nor does the question it answers (docs/marking.md). The current attempt's
 * conversation and an earlier one's are shown alike.
 */
export function ConversationLines({
  conversationRef,
  caseFactsRef,
}: {
  conversationRef: ConversationLines_conversation$key;
  caseFactsRef: ConversationLines_caseFacts$key;
}) {
  const conversation = useFragment(
    graphql`
      fragment ConversationLines_conversation on ConversationMessage @relay(plural: true) {
        text
        isAI
        verified
        revealedFactIds
      }
    `,
    conversationRef,
  );
  const caseFacts = useFragment(
    graphql`
      fragment ConversationLines_caseFacts on CaseFact @relay(plural: true) {
        id
        ...RevealedFact_fact
      }
    `,
    caseFactsRef,
  );
  const ledgerId = useId();
  if (conversation.length === 0) {
    return <Text color="fg.muted">No conversation log available.</Text>;
  }
  const factById = new Map(caseFacts.map((fact) => [fact.id, fact]));
  const lines = conversation.map((message) => ({
    ...message,
    unverified: message.isAI && message.verified === false,
    revealed: message.isAI
      ? message.revealedFactIds.flatMap((id) => {
          const fact = factById.get(id);
          return fact ? [fact] : [];
        })
      : [],
  }));
  const withLedger = lines.some((line) => line.revealed.length > 0);
  const described = (line: (typeof lines)[number]) => line.unverified || line.revealed.length > 0;
  const withSide = lines.some(described);
  return (
    <Grid
      templateColumns={withSide ? { base: 'minmax(0, 1fr)', md: 'minmax(0, 3fr) minmax(0, 2fr)' } : '1fr'}
      columnGap="4"
      rowGap={{ base: '0', md: '2' }}
      alignItems="start"
      maxH="96"
      overflowY="auto"
      borderWidth="1px"
      rounded="md"
      p="3"
      bg="bg.subtle"
      tabIndex={0}
      role="group"
      aria-label={
        withLedger
          ? 'Conversation log and the facts each patient line revealed'
          : withSide
            ? 'Conversation log and the patient lines the server did not write'
            : 'Conversation'
      }
    >
      <Box as="ol" display="contents" listStyleType="none" aria-label="Conversation log">
        {lines.map((line, index) => (
          <Box
            as="li"
            // The log has no ids and never reorders: the position is the identity.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            key={index}
            fontSize="sm"
            gridColumn="1"
            gridRow={{ base: String(2 * index + 1), md: String(index + 1) }}
            mb={{ base: '2', md: '0' }}
            aria-describedby={described(line) ? `${ledgerId}-${index}` : undefined}
          >
            <Text as="span" fontWeight="semibold" color={line.isAI ? 'brand.fg' : 'fg'}>
              {line.isAI ? 'AI:' : 'User:'}
            </Text>{' '}
            {line.text}
          </Box>
        ))}
      </Box>
      {withSide ? (
        <Box display="contents">
          {lines.map((line, index) =>
            described(line) ? (
              <Box
                // biome-ignore lint/suspicious/noArrayIndexKey: what stands beside the line at this position
                key={index}
                id={`${ledgerId}-${index}`}
                gridColumn={{ base: '1', md: '2' }}
                gridRow={{ base: String(2 * index + 2), md: String(index + 1) }}
                mb={{ base: '2', md: '0' }}
                ms={{ base: '4', md: '0' }}
              >
                {line.unverified ? (
                  <Badge
                    colorPalette="orange"
                    variant="surface"
                    size="sm"
                    whiteSpace="normal"
                    mb={line.revealed.length > 0 ? '1' : '0'}
                    data-testid="unverified-line"
                    data-line={index}
                  >
                    Unverified — not written by the server; not marked
                  </Badge>
                ) : null}
                {line.revealed.length > 0 ? (
                  <Box
                    ps="3"
                    borderStartWidth="2px"
                    borderColor="brand.emphasized"
                    fontSize="xs"
                    data-testid="revealed-facts"
                    data-line={index}
                  >
                    <Text color="fg.muted" fontWeight="medium">
                      {line.revealed.length === 1
                        ? 'Revealed a case fact:'
                        : `Revealed ${line.revealed.length} case facts:`}
                    </Text>
                    <List.Root gap="0.5" ps="4">
                      {line.revealed.map((fact) => (
                        <RevealedFact key={fact.id} factRef={fact} />
                      ))}
                    </List.Root>
                  </Box>
                ) : null}
              </Box>
            ) : null,
          )}
        </Box>
      ) : null}
    </Grid>
  );
}
