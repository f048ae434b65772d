import { Box, HStack, IconButton, Table } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { EyeIcon, PencilIcon, TrashIcon } from '../../components/icons';
import { StatusBadge } from '../../components/StatusBadge';

export interface AssignedPatientRowData {
  readonly id: string;
  /** The record id the route takes (/admin/edit-assignment/{id}). */
  readonly databaseId: number;
  readonly status: string;
  readonly patient: { readonly name: string };
}

interface AssignedPatientRowProps {
  assignment: AssignedPatientRowData;
  studentName: string;
  /** The group's student cell, on the group's first row only. */
  studentCell?: ReactNode;
  /** Starts a new student group (a stronger line above). */
  firstOfGroup: boolean;
  onDetails: (assignmentId: string) => void;
  onDelete: (assignmentId: string) => void;
}

/** One assignment of the Assigned Patients table: patient, status, and the row actions. */
export function AssignedPatientRow({
  assignment,
  studentName,
  studentCell,
  firstOfGroup,
  onDetails,
  onDelete,
}: AssignedPatientRowProps) {
  const what = `${assignment.patient.name} for ${studentName}`;
  const border = firstOfGroup ? { borderTopWidth: '2px', borderTopColor: 'border.emphasized' } : {};
  return (
    <Table.Row {...border}>
      {studentCell}
      <Table.Cell>{assignment.patient.name}</Table.Cell>
      <Table.Cell>
        <StatusBadge status={assignment.status} />
      </Table.Cell>
      <Table.Cell textAlign="end">
        <HStack gap="1" justify="flex-end">
          <IconButton
            size="sm"
            variant="ghost"
            aria-label={`View details of ${what}`}
            onClick={() => onDetails(assignment.id)}
          >
            <EyeIcon />
          </IconButton>
          {/* docs/assignments.md#assigned-patients: only marked work can have its marks edited. */}
          {assignment.status === 'MARKED' ? (
            <IconButton asChild size="sm" variant="ghost" aria-label={`Edit marks of ${what}`}>
              <RouterLink to={`/admin/edit-assignment/${assignment.databaseId}`}>
                <PencilIcon />
              </RouterLink>
            </IconButton>
          ) : (
            // Keeps the delete buttons in one column.
            <Box boxSize="9" flexShrink={0} aria-hidden="true" />
          )}
          <IconButton
            size="sm"
            variant="ghost"
            colorPalette="red"
            aria-label={`Delete assignment of ${what}`}
            onClick={() => onDelete(assignment.id)}
          >
            <TrashIcon />
          </IconButton>
        </HStack>
      </Table.Cell>
    </Table.Row>
  );
}
