import { assignmentStatuses } from '@anamnesis/rules';
import { Badge } from '@chakra-ui/react';

/**
 * docs/assignments.md#statuses: assigned blue, completed green, marked yellow, in progress purple
 * (`@anamnesis/rules`).
 */
const looks: Record<string, { label: string; palette: string }> = Object.fromEntries(
  Object.entries(assignmentStatuses).map(([status, { label, colour }]) => [
    status,
    { label, palette: colour },
  ]),
);

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
