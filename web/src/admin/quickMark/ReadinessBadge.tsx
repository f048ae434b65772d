import { Badge } from '@chakra-ui/react';

/** docs/ui.md#badges: 'Ready to Mark' green, 'Not Ready' red, anything else grey. */
export function ReadinessBadge({ readiness, label }: { readiness: string; label: string }) {
  const palette = readiness === 'READY_TO_MARK' ? 'green' : readiness === 'NOT_READY' ? 'red' : 'gray';
  return (
    <Badge colorPalette={palette} variant="subtle" size="md" data-color={palette}>
      {label}
    </Badge>
  );
}
