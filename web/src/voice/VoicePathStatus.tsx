import { Text } from '@chakra-ui/react';
import type { Listening } from './useVoiceRecording';

interface VoicePathStatusProps {
  /** The session's providers, as the server named them. */
  speechToText: string;
  textToSpeech: string;
  /** Who actually hears the student in this browser. */
  listening: Listening;
}

const speechIn = (speechToText: string, listening: Listening) => {
  if (listening === 'none') return 'typing only';
  if (listening === 'browser') return 'this browser’s speech recognition';
  return speechToText === 'DEEPGRAM' ? 'Deepgram' : 'the school’s transcription service';
};

const speechOut: Record<string, string> = {
  DEEPGRAM: 'Deepgram',
  OPENAI: 'the school’s speech service',
  ESPEAK: 'the built-in voice',
  FLITE: 'the built-in voice',
};

/** A small line under the chat: how the student is heard and how the patient speaks, right now. */
export function VoicePathStatus({ speechToText, textToSpeech, listening }: VoicePathStatusProps) {
  return (
    <Text
      fontSize="xs"
      color="fg.muted"
      px={{ base: '3', md: '4' }}
      pb="2"
      bg="bg.subtle"
      data-testid="voice-path"
    >
      Speech in: {speechIn(speechToText, listening)} · Patient’s voice:{' '}
      {speechOut[textToSpeech] ?? 'this browser’s voice'}
    </Text>
  );
}
