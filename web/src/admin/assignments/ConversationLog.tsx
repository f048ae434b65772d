import { Box, Stack, Text } from '@chakra-ui/react';

export interface LogMessage {
  readonly text: string;
  readonly isAI: boolean;
}

/** The conversation as 'AI:' / 'User:' lines (spec 001 §2), or the spec's fallback text. */
export function ConversationLog({ messages }: { messages: readonly LogMessage[] }) {
  if (messages.length === 0) {
    return <Text color="fg.muted">No conversation log available.</Text>;
  }
  return (
    <Stack
      as="ol"
      gap="2"
      listStyleType="none"
      maxH="72"
      overflowY="auto"
      borderWidth="1px"
      rounded="md"
      p="3"
      bg="bg.subtle"
      tabIndex={0}
      aria-label="Conversation log"
    >
      {messages.map((message, index) => (
        // The log has no ids and never reorders: the position is the identity.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <Box as="li" key={index} fontSize="sm">
          <Text as="span" fontWeight="semibold" color={message.isAI ? 'brand.fg' : 'fg'}>
            {message.isAI ? 'AI:' : 'User:'}
          </Text>{' '}
          {message.text}
        </Box>
      ))}
    </Stack>
  );
}
