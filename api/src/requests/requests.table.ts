import type { RequestStatus } from '@anamnesis/contract';
import type { ColumnType, Generated } from 'kysely';

// The statuses are the contract's (packages/contract).
export { type RequestStatus, requestStatuses } from '@anamnesis/contract';

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
