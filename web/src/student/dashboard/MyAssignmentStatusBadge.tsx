import { Badge } from '@chakra-ui/react';
import type { AssignmentStatus } from '../../__generated__/MyAssignmentRow_assignment.graphql';
import { type KnownStatus, statusBadges } from './assignmentRules';

/**
 * The status badge (docs/assignments.md#statuses): assigned blue, completed green, marked yellow, inprogress
 * purple.
 */
export function MyAssignmentStatusBadge({ status }: { status: AssignmentStatus }) {
  const badge = statusBadges[status as KnownStatus] ?? { label: status, colorPalette: 'gray' };
  return (
    <Badge colorPalette={badge.colorPalette} variant="subtle" size="md" data-status={status}>
      {badge.label}
    </Badge>
  );
}
