import { Box, Center, Stack, Text, VStack } from '@chakra-ui/react';
import { memo, useEffect, useRef } from 'react';
import { MicIcon } from '../components/icons';
import { ChatBubble } from './ChatBubble';
import type { ChatMessage } from './voiceChatMachine';
import { voiceTexts } from './voiceTexts';

interface ChatMessageListProps {
  messages: ChatMessage[];
  patientName: string;
  /** Whether the student can speak here; when not, the empty state invites typing. */
  canSpeak: boolean;
}

/** The conversation as a chat, kept scrolled to its newest message. */
export const ChatMessageList = memo(function ChatMessageList({
  messages,
  patientName,
  canSpeak,
}: ChatMessageListProps) {
  const scroller = useRef<HTMLDivElement>(null);
  const streaming = messages.some((m) => m.streaming);

  // biome-ignore lint/correctness/useExhaustiveDependencies: every change of the messages scrolls down
  useEffect(() => {
    const el = scroller.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [messages]);

  return (
    <Box
      ref={scroller}
      flex="1"
      minH="0"
      overflowY="auto"
      px={{ base: '3', md: '5' }}
      py="4"
      role="log"
      aria-label="Conversation"
      aria-busy={streaming}
      tabIndex={0}
    >
      {messages.length === 0 ? (
        <Center h="full" minH="48">
          <VStack gap="3" color="fg.muted" textAlign="center">
            <Center boxSize="12" rounded="full" bg="brand.subtle" color="brand.fg">
              <MicIcon boxSize="6" />
            </Center>
            <Text fontWeight="medium">{canSpeak ? voiceTexts.empty : voiceTexts.emptyTyping}</Text>
            {canSpeak ? <Text fontSize="sm">You can also type a question below.</Text> : null}
          </VStack>
        </Center>
      ) : (
        <Stack as="ol" gap="4" listStyleType="none" m="0" p="0">
          {messages.map((m) => (
            <ChatBubble key={m.id} message={m} patientName={patientName} />
          ))}
        </Stack>
      )}
    </Box>
  );
});
