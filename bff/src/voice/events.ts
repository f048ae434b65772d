/**
 * The events of a voice session, published on `voice:event` with the session id as routing key (through
 * Redis when REDIS_URL is set, so a subscriber on any replica receives them) and delivered by the
 * `voiceEvents` subscription. Plain JSON: they cross process boundaries.
 */

/** A message of the conversation as the engine keeps it (and the API stores it). */
export interface VoiceMessage {
  id: string;
  text: string;
  isAI: boolean;
  /** ISO 8601. */
  timestamp: string;
  /**
   * AI messages: epoch milliseconds of the end of the student's speech (or of the typed question's
   * arrival) `speechEndAt`, the reply's first token `firstTokenAt`, its last token `lastTokenAt`, and
   * the first byte of its speech sent to the browser `firstAudioAt`.
   */
  timings?: Record<string, number>;
  /** AI messages: the disclosure ledger, ids of the case facts the reply revealed. */
  facts?: string[];
  /** Student lines: the question came through speech, not the keyboard. */
  spoken?: boolean;
  /**
   * AI messages this replica produced: the question the reply answers, sent with it to the API, which
   * verifies the line only when that is the question before it in the stored log (docs/trust.md).
   */
  answers?: string;
}

export type VoiceState = 'idle' | 'recording' | 'replying';

export type VoiceEventPayload =
  | { kind: 'state'; sessionId: string; state: VoiceState; at: number }
  | { kind: 'transcript'; sessionId: string; utteranceId: string; text: string; isFinal: boolean; at: number }
  | { kind: 'question'; sessionId: string; message: VoiceMessage }
  | { kind: 'token'; sessionId: string; messageId: string; index: number; delta: string; at: number }
  | {
      kind: 'reply';
      sessionId: string;
      message: VoiceMessage;
      /** Where the reply's speech streams from; null when the browser should speak it itself. */
      speechUrl: string | null;
      /** The chat provider failed: the text is 'Sorry, I could not generate a response.' */
      failed: boolean;
    }
  | { kind: 'saved'; sessionId: string; messageCount: number; at: number }
  | { kind: 'error'; sessionId: string; code: VoiceErrorCode; message: string; at: number };

export type VoiceErrorCode =
  | 'BUSY'
  | 'SPEECH_UNAVAILABLE'
  | 'NO_SPEECH'
  | 'TRANSCRIPTION_FAILED'
  | 'SAVE_FAILED'
  | 'CHAT_KEY_UNREADABLE'
  | 'FAILED';

/** The voice chat texts (docs/voice.md#texts). */
export const messages = {
  chatFailed: 'Sorry, I could not generate a response.',
  failed: 'Failed to process your request.',
  saveFailed: 'Failed to save session.',
  saved: 'Session saved successfully!',
  busy: 'Please wait for the current response to complete.',
  noOpenAiKey: 'Failed to fetch OpenAI API key.',
  noDeepgramKey: 'Failed to fetch Deepgram API key.',
  noSpeech: 'No speech was detected. Please try again.',
} as const;
