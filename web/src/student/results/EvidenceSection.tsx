import { Box, Flex, Heading, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface EvidenceSectionProps {
  title: string;
  /** e.g. '8 of 9 asked'. */
  summary: string;
  children: ReactNode;
}

/** One rubric item's evidence on the results page: a heading, a one-line tally, the detail. */
export function EvidenceSection({ title, summary, children }: EvidenceSectionProps) {
  return (
    <Box as="section" aria-label={title} bg="bg" borderWidth="1px" rounded="xl" p="5">
      <Flex justify="space-between" align="baseline" gap="3" wrap="wrap" mb="3">
        <Heading as="h3" size="sm">
          {title}
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          {summary}
        </Text>
      </Flex>
      {children}
    </Box>
  );
}

/** A line of the transcript, quoted. */
export function TranscriptQuote({ children }: { children: string }) {
  return (
    <Box
      as="blockquote"
      mt="1"
      ps="3"
      borderStartWidth="3px"
      borderColor="brand.200"
      color="fg.muted"
      fontSize="sm"
      fontStyle="italic"
    >
      “{children}”
    </Box>
  );
}
