/** The route's id names the patient when it is a record id (/voice-chat/{patientId}). */
export const voiceChatVariables = (id: string) => ({ id, byPatient: /^\d+$/.test(id) });
