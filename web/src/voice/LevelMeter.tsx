import { Box, HStack } from '@chakra-ui/react';

const BARS = 12;

/** The microphone level while recording (Web Audio AnalyserNode), as a row of bars. */
export function LevelMeter({ level }: { level: number }) {
  const percent = Math.round(level * 100);
  const lit = Math.round(level * BARS);
  return (
    <HStack
      role="meter"
      aria-label="Microphone level"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      data-testid="level-meter"
      gap="0.5"
      h="8"
      align="center"
    >
      {Array.from({ length: BARS }, (_, i) => (
        <Box
          // biome-ignore lint/suspicious/noArrayIndexKey: the bars are fixed and never reorder
          key={i}
          w="1.5"
          h={`${30 + (i % 4) * 15 + (i > BARS / 2 ? 10 : 0)}%`}
          rounded="full"
          bg={i < lit ? (i >= BARS - 2 ? 'orange.500' : 'brand.solid') : 'border'}
          transition="background 80ms linear"
        />
      ))}
    </HStack>
  );
}
