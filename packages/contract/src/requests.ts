import { z } from 'zod';

export const requestStatuses = ['pending', 'accepted', 'declined'] as const;
export type RequestStatus = (typeof requestStatuses)[number];

/** A reset request as the requests screen shows it. */
export const requestSchema = z.object({
  id: z.number().int(),
  assignmentId: z.number().int(),
  requestStatus: z.enum(requestStatuses),
  createdAt: z.string(),
  handledAt: z.string().nullable(),
  student: z.object({ id: z.number().int(), name: z.string() }),
  patient: z.object({ id: z.number().int(), name: z.string() }),
});
export type RequestJson = z.input<typeof requestSchema>;
