// The browser's own speech recognition (Web Speech API), for schools with no speech service on the server
// (bff/src/voice/README.md, which provider does what). Chrome, Edge and Safari have it (prefixed in some); Firefox and headless Chromium
// do not. Only the few members used here are typed.

interface RecognitionAlternative {
  transcript: string;
}
interface RecognitionResult {
  readonly isFinal: boolean;
  readonly length: number;
  [index: number]: RecognitionAlternative;
}
interface RecognitionEvent {
  readonly resultIndex: number;
  readonly results: { readonly length: number; [index: number]: RecognitionResult };
}
interface Recognition {
  lang: string;
  interimResults: boolean;
  continuous: boolean;
  maxAlternatives: number;
  onresult: ((event: RecognitionEvent) => void) | null;
  onerror: ((event: { error: string }) => void) | null;
  onend: (() => void) | null;
  start(): void;
  stop(): void;
  abort(): void;
}
type RecognitionConstructor = new () => Recognition;

function recognitionConstructor(): RecognitionConstructor | null {
  if (typeof window === 'undefined') return null;
  const w = window as unknown as {
    SpeechRecognition?: RecognitionConstructor;
    webkitSpeechRecognition?: RecognitionConstructor;
  };
  return w.SpeechRecognition ?? w.webkitSpeechRecognition ?? null;
}

/** Whether this browser can transcribe speech itself. */
export const browserRecognitionSupported = () => recognitionConstructor() !== null;

export interface BrowserListening {
  /** Ends the utterance: what was heard becomes final. */
  stop(): void;
  /** Drops it: nothing is asked. */
  abort(): void;
}

export interface BrowserListeningHandlers {
  /** What has been heard so far in this utterance (interim). */
  onInterim(text: string): void;
  /** The utterance is over: its final text ('' when nothing was heard), and when the speech ended. */
  onFinal(text: string, speechEndAt: number): void;
  /** Recognition failed: 'no-speech', 'not-allowed' (microphone refused), or another reason. */
  onError(reason: string): void;
}

/** Listens to one utterance in English, as the server's recognition does (docs/voice.md#speech). */
export function listenInBrowser(handlers: BrowserListeningHandlers): BrowserListening {
  const Ctor = recognitionConstructor();
  if (!Ctor) throw new Error('This browser has no speech recognition.');
  const recognition = new Ctor();
  recognition.lang = 'en-US';
  recognition.interimResults = true;
  recognition.continuous = false;
  recognition.maxAlternatives = 1;
  const finals: string[] = [];
  let interim = '';
  let failed = false;
  let aborted = false;
  let lastHeardAt = Date.now();
  recognition.onresult = (event) => {
    interim = '';
    for (let i = event.resultIndex; i < event.results.length; i++) {
      const result = event.results[i];
      const text = result?.[0]?.transcript.trim() ?? '';
      if (!result || !text) continue;
      if (result.isFinal) finals.push(text);
      else interim = interim ? `${interim} ${text}` : text;
    }
    lastHeardAt = Date.now();
    handlers.onInterim([...finals, interim].filter(Boolean).join(' '));
  };
  recognition.onerror = (event) => {
    if (event.error === 'aborted') return;
    failed = true;
    handlers.onError(event.error);
  };
  recognition.onend = () => {
    if (aborted || failed) return;
    // An utterance stopped mid-word still counts: the last interim text is what was said.
    handlers.onFinal([...finals, interim].filter(Boolean).join(' ').trim(), lastHeardAt);
  };
  recognition.start();
  return {
    stop: () => recognition.stop(),
    abort: () => {
      aborted = true;
      recognition.abort();
    },
  };
}
