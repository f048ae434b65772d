import { z } from 'zod';
import type { RequestListRow } from './requests.repository.js';
import { requestStatuses } from './requests.table.js';

/** A reset request as the requests screen shows it. */
export const requestJson = (r: RequestListRow) => ({
  id: r.id,
  assignmentId: r.assignment_id,
  requestStatus: r.request_status,
  createdAt: r.created_at.toISOString(),
  handledAt: r.handled_at ? r.handled_at.toISOString() : null,
  student: { id: r.student_id, name: r.student_name },
  patient: { id: r.patient_id, name: r.patient_name },
});

export const requestSchema = z.object({
  id: z.number().int(),
  assignmentId: z.number().int(),
  requestStatus: z.enum(requestStatuses),
  createdAt: z.string(),
  handledAt: z.string().nullable(),
  student: z.object({ id: z.number().int(), name: z.string() }),
  patient: z.object({ id: z.number().int(), name: z.string() }),
});
