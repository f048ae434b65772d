import type { ColumnType, Generated } from 'kysely';

export const requestStatuses = ['pending', 'accepted', 'declined'] as const;
export type RequestStatus = (typeof requestStatuses)[number];

export interface ResetRequestsTable {
  id: Generated<number>;
  assignment_id: number;
  student_id: number;
  patient_id: number;
  request_status: Generated<RequestStatus>;
  handled_by: number | null;
  handled_at: Date | null;
  created_at: ColumnType<Date, never, never>;
}
