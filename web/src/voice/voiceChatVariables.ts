/** The route's id names the patient when it is a record id (the spec's /voice-chat/{patientId}). */
export const voiceChatVariables = (id: string) => ({ id, byPatient: /^\d+$/.test(id) });
