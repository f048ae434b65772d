import type { RequestJson } from '@anamnesis/contract';
import type { RequestListRow } from './requests.repository.js';

export { requestSchema } from '@anamnesis/contract';

/** A reset request as the requests screen shows it. */
export const requestJson = (r: RequestListRow): RequestJson => ({
  id: r.id,
  assignmentId: r.assignment_id,
  requestStatus: r.request_status,
  createdAt: r.created_at.toISOString(),
  handledAt: r.handled_at ? r.handled_at.toISOString() : null,
  student: { id: r.student_id, name: r.student_name },
  patient: { id: r.patient_id, name: r.patient_name },
});
