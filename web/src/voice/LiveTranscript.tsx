import { Flex, Spinner, Text } from '@chakra-ui/react';
import { voiceTexts } from './voiceTexts';

interface LiveTranscriptProps {
  recording: boolean;
  pending: boolean;
  /** What the student has said so far in this recording. */
  interim: string;
}

/** Under the chat: what is being heard ('Listening...') or that the patient is answering. */
export function LiveTranscript({ recording, pending, interim }: LiveTranscriptProps) {
  const active = recording || pending;
  return (
    <Flex
      role="status"
      aria-live="polite"
      data-testid="live-transcript"
      align="center"
      gap="3"
      px={{ base: '3', md: '5' }}
      py={active ? '3' : '0'}
      minH={active ? '12' : '0'}
      borderTopWidth={active ? '1px' : '0'}
      bg={active ? 'brand.subtle' : undefined}
    >
      {pending ? (
        <>
          <Spinner size="sm" color="brand.solid" />
          <Text fontSize="sm" color="brand.fg" fontWeight="medium">
            {voiceTexts.processing}
          </Text>
        </>
      ) : recording ? (
        <Text fontSize="sm" color="brand.fg" minW="0">
          <Text as="span" fontWeight="semibold">
            {voiceTexts.listening}
          </Text>
          {interim ? (
            <Text as="span" fontStyle="italic" ms="2" data-testid="interim-transcript">
              {interim}
            </Text>
          ) : null}
        </Text>
      ) : null}
    </Flex>
  );
}
