/** The texts of the voice chat (docs/voice.md#texts), word for word. */
export const voiceTexts = {
  title: 'Patient Interaction Session',
  empty: 'Start your patient interaction by recording',
  listening: 'Listening...',
  processing: 'AI is processing your request...',
  busy: 'Please wait for the current response to complete.',
  failed: 'Failed to process your request.',
  saved: 'Session saved successfully!',
  saveFailed: 'Failed to save session.',
  noDeepgramKey: 'Failed to fetch Deepgram API key.',
  noMicrophone: 'The microphone could not be used. Allow access to it, or type your question instead.',
  noRecorder: 'This browser cannot record audio. Please type your question instead.',
  typingOnly: 'Speech recognition is not set up: type your questions below.',
  noSpeech: 'No speech was detected. Please try again.',
  /** Start Recording is disabled: nothing here can hear the student (no vendor named). */
  cannotListen:
    'Speaking is not available here: no speech recognition is set up for this browser. Type your questions instead.',
  /** The empty state when the student can only type. */
  emptyTyping: 'Start your patient interaction by typing a question below',
  tryNotice: 'You are trying this patient case: nothing you say is saved.',
} as const;
