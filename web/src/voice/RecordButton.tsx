import { Button } from '@chakra-ui/react';
import { MicIcon, StopIcon } from './voiceIcons';

interface RecordButtonProps {
  recording: boolean;
  /** An AI reply is pending: the button is disabled, and pressing it says why. */
  pending: boolean;
  onStart: () => void;
  onStop: () => void;
}

/**
 * Start/Stop Recording. While a reply is pending it is marked disabled (aria-disabled, so it stays
 * focusable) and pressing it shows 'Please wait for the current response to complete.'
 */
export function RecordButton({ recording, pending, onStart, onStop }: RecordButtonProps) {
  const blocked = pending && !recording;
  return (
    <Button
      // Red while recording, dark enough for white text also when hovered (WCAG AA).
      {...(recording ? { colorPalette: 'red', bg: 'red.700', _hover: { bg: 'red.800' } } : {})}
      aria-disabled={blocked || undefined}
      aria-pressed={recording}
      minW="44"
      onClick={recording ? onStop : onStart}
    >
      {recording ? <StopIcon /> : <MicIcon />}
      {recording ? 'Stop Recording' : 'Start Recording'}
    </Button>
  );
}
