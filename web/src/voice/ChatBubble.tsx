import { Box, Flex, Text } from '@chakra-ui/react';
import { memo } from 'react';
import type { ChatMessage } from './voiceChatMachine';

const timeFormat = new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit' });

function timeOf(iso: string): string | null {
  const at = new Date(iso);
  // Messages saved before timestamps existed carry the epoch: no time is shown for them.
  return Number.isNaN(at.getTime()) || at.getTime() === 0 ? null : timeFormat.format(at);
}

interface ChatBubbleProps {
  message: ChatMessage;
  patientName: string;
}

/** One message: the patient's on the left, the student's on the right. */
export const ChatBubble = memo(function ChatBubble({ message, patientName }: ChatBubbleProps) {
  const fromPatient = message.isAI;
  const streaming = message.streaming === true;
  const time = timeOf(message.timestamp);
  return (
    <Flex
      as="li"
      direction="column"
      align={fromPatient ? 'flex-start' : 'flex-end'}
      data-testid="chat-message"
      data-from={fromPatient ? 'patient' : 'student'}
      data-streaming={streaming || undefined}
    >
      <Text fontSize="xs" color="fg.muted" mb="1" px="1">
        {fromPatient ? patientName : 'You'}
        {message.sending ? ' · Sending...' : time ? ` · ${time}` : ''}
      </Text>
      <Box
        maxW={{ base: '90%', md: '75%' }}
        px="4"
        py="2.5"
        rounded="2xl"
        roundedTopLeft={fromPatient ? 'sm' : '2xl'}
        roundedTopRight={fromPatient ? '2xl' : 'sm'}
        bg={fromPatient ? 'bg.muted' : 'brand.solid'}
        color={fromPatient ? 'fg' : 'brand.contrast'}
        opacity={message.sending ? 0.75 : 1}
        whiteSpace="pre-wrap"
        overflowWrap="anywhere"
        data-testid="chat-message-text"
      >
        {message.text || (streaming ? '…' : '')}
      </Box>
    </Flex>
  );
});
