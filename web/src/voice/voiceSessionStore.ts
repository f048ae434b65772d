import type { RecordProxy, RecordSourceSelectorProxy } from 'relay-runtime';

/**
 * Puts a question or a reply, as its event carried it, at the end of the session's conversation in the
 * store (the VoiceSession's `messages`), once: a message already there (by its id) is left as it is.
 * The event's own record is overwritten by the next event of its kind, so the message is copied into a
 * record of its own.
 */
export function appendMessage(
  store: RecordSourceSelectorProxy,
  sessionId: string,
  message: RecordProxy | null | undefined,
): void {
  const session = store.get(sessionId);
  const messageId = message?.getValue('messageId');
  if (!session || !message || typeof messageId !== 'string') return;
  const messages = session.getLinkedRecords('messages') ?? [];
  if (messages.some((m) => m?.getValue('messageId') === messageId)) return;
  const id = `client:${sessionId}:message:${messageId}`;
  const copy = store.get(id) ?? store.create(id, message.getType());
  copy.copyFieldsFrom(message);
  session.setLinkedRecords([...messages, copy], 'messages');
}
