import { Badge, Box, Flex, Stack, Text } from '@chakra-ui/react';
import { TranscriptQuote } from './EvidenceSection';

export interface ChecklistItem {
  label: string;
  met: boolean;
  quote: string | null | undefined;
}

interface EvidenceChecklistProps {
  items: readonly ChecklistItem[];
  metLabel: string;
  missedLabel: string;
}

/** Questions asked or symptoms drawn out: each item, whether it was, and the line that shows it. */
export function EvidenceChecklist({ items, metLabel, missedLabel }: EvidenceChecklistProps) {
  return (
    <Stack as="ul" gap="3" listStyleType="none">
      {items.map((item) => (
        <Box as="li" key={item.label} data-testid="evidence-item" data-met={item.met}>
          <Flex gap="3" align="start">
            <Badge
              colorPalette={item.met ? 'green' : 'red'}
              variant="subtle"
              size="sm"
              minW="20"
              justifyContent="center"
              flexShrink={0}
              mt="0.5"
            >
              {item.met ? metLabel : missedLabel}
            </Badge>
            <Box flex="1" minW="0">
              <Text fontWeight="medium">{item.label}</Text>
              {item.quote ? <TranscriptQuote>{item.quote}</TranscriptQuote> : null}
            </Box>
          </Flex>
        </Box>
      ))}
    </Stack>
  );
}
