import { Badge } from '@chakra-ui/react';

/** Spec 001 §4: assigned blue, completed green, marked yellow, in progress purple. */
const looks: Record<string, { label: string; palette: string }> = {
  ASSIGNED: { label: 'Assigned', palette: 'blue' },
  INPROGRESS: { label: 'In Progress', palette: 'purple' },
  COMPLETED: { label: 'Completed', palette: 'green' },
  MARKED: { label: 'Marked', palette: 'yellow' },
};

/** The coloured badge of an assignment status; any other value gets a grey one. */
export function StatusBadge({ status }: { status: string }) {
  const look = looks[status] ?? { label: status.toLowerCase(), palette: 'gray' };
  return (
    <Badge
      colorPalette={look.palette}
      variant="subtle"
      size="md"
      data-status={status.toLowerCase()}
      data-color={look.palette}
    >
      {look.label}
    </Badge>
  );
}
