import { assignmentStatuses } from '@anamnesis/rules';
import { Badge } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/**
 * The one look of every status in the app (assignments, readiness to mark, reset requests): a subtle
 * badge in the status's colour, which it also names in `data-color`.
 */
export function ColourBadge({ palette, children }: { palette: string; children: ReactNode }) {
  return (
    <Badge colorPalette={palette} variant="subtle" size="md" data-color={palette}>
      {children}
    </Badge>
  );
}

/**
 * An assignment's status, for admins and students alike: labels and colours come from
 * `@anamnesis/rules`; any other value gets a grey badge in lower case.
 */
export function StatusBadge({ status }: { status: string }) {
  const known = assignmentStatuses[status as keyof typeof assignmentStatuses];
  return <ColourBadge palette={known?.colour ?? 'gray'}>{known?.label ?? status.toLowerCase()}</ColourBadge>;
}
