import { Button, Text, VStack } from '@chakra-ui/react';
import { useId } from 'react';
import { MicIcon, StopIcon } from '../components/icons';

interface RecordButtonProps {
  recording: boolean;
  /** An AI reply is pending: the button is disabled, and pressing it says why. */
  pending: boolean;
  /** Nothing here can hear the student: the button is disabled, and this says why (under it). */
  unavailable?: string | null;
  onStart: () => void;
  onStop: () => void;
}

/**
 * Start/Stop Recording. While a reply is pending, or when nothing can hear the student, it is marked
 * disabled (aria-disabled, so it stays focusable and its reason is read with it); pressing it while a
 * reply is pending shows 'Please wait for the current response to complete.'
 */
export function RecordButton({ recording, pending, unavailable, onStart, onStop }: RecordButtonProps) {
  const reasonId = useId();
  const blocked = (pending && !recording) || !!unavailable;
  const button = (
    <Button
      // Red while recording, dark enough for white text also when hovered (WCAG AA).
      {...(recording ? { colorPalette: 'red', bg: 'red.700', _hover: { bg: 'red.800' } } : {})}
      aria-disabled={blocked || undefined}
      aria-describedby={unavailable ? reasonId : undefined}
      aria-pressed={recording}
      minW="44"
      onClick={unavailable ? undefined : recording ? onStop : onStart}
    >
      {recording ? <StopIcon /> : <MicIcon />}
      {recording ? 'Stop Recording' : 'Start Recording'}
    </Button>
  );
  if (!unavailable) return button;
  return (
    <VStack align="start" gap="1" maxW={{ md: '18rem' }}>
      {button}
      <Text id={reasonId} fontSize="xs" color="fg.muted" data-testid="record-unavailable">
        {unavailable}
      </Text>
    </VStack>
  );
}
