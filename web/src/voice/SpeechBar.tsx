import { Button, HStack, Text } from '@chakra-ui/react';
import { VolumeIcon, VolumeOffIcon } from '../components/icons';
import type { PatientSpeech } from './usePatientSpeech';

/**
 * The patient's voice: the <audio> element the reply's speech streams into (or the browser's speech
 * synthesis), and a way to silence it.
 */
export function SpeechBar({ speech, patientName }: { speech: PatientSpeech; patientName: string }) {
  const speaking = speech.state !== 'idle';
  return (
    <>
      {/* biome-ignore lint/a11y/useMediaCaption: the reply's text is in the chat above */}
      <audio
        ref={speech.audioRef}
        preload="auto"
        data-testid="patient-speech"
        data-speech-state={speech.state}
        hidden
      />
      {speaking ? (
        <HStack gap="3" px={{ base: '3', md: '5' }} py="2" borderTopWidth="1px" justify="space-between">
          <HStack gap="2" color="fg.muted" fontSize="sm">
            <VolumeIcon />
            <Text>{patientName} is speaking...</Text>
          </HStack>
          <Button size="xs" variant="ghost" onClick={speech.stop}>
            <VolumeOffIcon /> Stop speaking
          </Button>
        </HStack>
      ) : null}
    </>
  );
}
