import { assignmentStatuses } from '@anamnesis/rules';
import type { AssignmentStatus } from '../../__generated__/MyAssignmentRow_assignment.graphql';

type KnownStatus = Exclude<AssignmentStatus, '%future added value'>;

/** The status filter of the dashboard (docs/assignments.md#student-dashboard), in its order; null is 'All'. */
export const statusFilters: readonly { value: KnownStatus | null; label: string }[] = [
  { value: null, label: 'All' },
  { value: 'ASSIGNED', label: assignmentStatuses.ASSIGNED.label },
  { value: 'COMPLETED', label: assignmentStatuses.COMPLETED.label },
  { value: 'MARKED', label: assignmentStatuses.MARKED.label },
  { value: 'INPROGRESS', label: assignmentStatuses.INPROGRESS.label },
];

interface RuleInput {
  status: AssignmentStatus;
  isMarkable: boolean;
  isNoteAllow: boolean;
  requestStatus: string | null | undefined;
}

/** Which controls a row offers (docs/assignments.md#student-dashboard), one flag per control. */
export interface RowActions {
  /** 'Talk to Patient' is in the row (not once submitted). */
  talk: boolean;
  /** ...but disabled while the assignment is in progress. */
  talkDisabled: boolean;
  /** Add/Edit Diagnosis & Treatments. */
  diagnosis: boolean;
  /** Add/Edit Note. */
  note: boolean;
  /** Submit. */
  submit: boolean;
  /** Request Reset: submitted (completed, or marked) and no request waiting. */
  requestReset: boolean;
  /** A reset request is waiting for a teacher. */
  resetPending: boolean;
  /** View Marks. */
  viewMarks: boolean;
}

export function rowActions({ status, isMarkable, isNoteAllow, requestStatus }: RuleInput): RowActions {
  const submitted = status === 'COMPLETED' || status === 'MARKED';
  const open = status === 'ASSIGNED' || status === 'INPROGRESS';
  const resetPending = requestStatus === 'PENDING';
  return {
    talk: !submitted,
    talkDisabled: status === 'INPROGRESS',
    diagnosis: isMarkable && !submitted,
    note: isNoteAllow && !submitted,
    submit: open,
    requestReset: submitted && !resetPending,
    resetPending: submitted && resetPending,
    viewMarks: status === 'MARKED',
  };
}
