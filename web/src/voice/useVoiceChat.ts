import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { useRelayEnvironment } from 'react-relay';
import { notify } from '../components/toaster';
import { AudioSocket, type AudioSocketFrame } from './audioSocket';
import { type BrowserListening, listenInBrowser } from './browserRecognition';
import { MicRecorder } from './micRecorder';
import { refreshVoiceSession } from './refreshVoiceSession';
import { useAskPatientMutation } from './useAskPatientMutation';
import { type PatientSpeech, usePatientSpeech } from './usePatientSpeech';
import { useVoiceEventsSubscription, type VoiceEvent } from './useVoiceEventsSubscription';
import {
  type Conversation,
  conversationReducer,
  initialConversation,
  type WireMessage,
} from './voiceConversation';
import { voiceTexts } from './voiceTexts';

export interface OpenedSession {
  id: string;
  state: string;
  socketPath: string;
  messages: readonly WireMessage[];
}

/** Who hears the student: the server (over the audio socket), the browser's own recognition, or nobody. */
export type Listening = 'server' | 'browser' | 'none';

export interface VoiceChat {
  conversation: Conversation;
  /** An AI reply is on its way: no new question, no recording, no saving. */
  pending: boolean;
  recording: boolean;
  /** Who hears the student now (the browser's recognition may turn out not to work: then nobody). */
  listening: Listening;
  /** The microphone level while recording, 0 to 1. */
  level: number;
  speech: PatientSpeech;
  draft: string;
  setDraft: (text: string) => void;
  /** Sends the typed question; false when it was not sent. */
  ask: () => boolean;
  startRecording: () => void;
  stopRecording: () => void;
}

/** Socket error frames that end the recording (the others are about a single frame). */
const refusals = new Set(['BUSY', 'SPEECH_UNAVAILABLE', 'FAILED']);

/**
 * The voice chat of one session: the conversation (from the saved one, kept live by `voiceEvents`
 * and read again after a dropped connection), typed questions, recording over the audio WebSocket,
 * and the patient's voice.
 */
export function useVoiceChat(session: OpenedSession, initialListening: Listening = 'server'): VoiceChat {
  const [listening, setListening] = useState(initialListening);
  const environment = useRelayEnvironment();
  const [conversation, dispatch] = useReducer(conversationReducer, session, (s) =>
    initialConversation(s.messages, s.state),
  );
  const pending = conversation.serverState === 'REPLYING' || conversation.asking !== null;
  const pendingRef = useRef(pending);
  pendingRef.current = pending;
  const serverStateRef = useRef(conversation.serverState);
  serverStateRef.current = conversation.serverState;

  const speech = usePatientSpeech();
  const { speak, stop: silence } = speech;
  const [draft, setDraft] = useState('');
  const [recording, setRecording] = useState(false);
  const [level, setLevel] = useState(0);
  const recorderRef = useRef<MicRecorder | null>(null);
  const socketRef = useRef<AudioSocket | null>(null);
  const browserRef = useRef<BrowserListening | null>(null);
  const [commitAsk] = useAskPatientMutation();
  const localIds = useRef(0);

  // --- Reading the server's copy again (after a reconnection, and once each reply is complete) -------
  const syncing = useRef<'idle' | 'running' | 'again'>('idle');
  const resync = useCallback(() => {
    if (syncing.current !== 'idle') {
      syncing.current = 'again';
      return;
    }
    syncing.current = 'running';
    const run = () =>
      refreshVoiceSession(environment, session.id)
        .then((node) => {
          if (node?.messages) dispatch({ type: 'synced', messages: node.messages });
        })
        .catch(() => {})
        .finally(() => {
          if (syncing.current === 'again') {
            syncing.current = 'running';
            void run();
          } else syncing.current = 'idle';
        });
    void run();
  }, [environment, session.id]);

  // --- Questions: typed, or heard by the browser ----------------------------------------------------------
  const send = useCallback(
    (text: string, typed: boolean) => {
      silence();
      const localId = `local-${++localIds.current}`;
      dispatch({ type: 'sending', localId, text });
      if (typed) setDraft('');
      // Nothing is lost: a question that did not get through goes into the box, to send again.
      const giveBack = (message: string) => {
        dispatch({ type: 'askFailed', localId });
        setDraft((d) => (d.trim() ? d : text));
        notify.error(message);
        resync();
      };
      commitAsk({
        // Heard by the browser's own recognition: counted as spoken in the statistics.
        variables: { input: { sessionId: session.id, text, ...(typed ? {} : { spoken: true }) } },
        onCompleted: (response) => {
          const { question, reply, speechUrl, message } = response.askPatient;
          if (question && reply) {
            dispatch({ type: 'asked', localId, question, reply });
            speak(reply.messageId, speechUrl ?? null, reply.text);
          } else giveBack(message || voiceTexts.failed);
        },
        onError: () => giveBack(voiceTexts.failed),
      });
    },
    [commitAsk, resync, session.id, silence, speak],
  );

  const ask = useCallback((): boolean => {
    const text = draft.trim();
    if (!text) return false;
    if (pendingRef.current) {
      notify.warning(voiceTexts.busy);
      return false;
    }
    send(text, true);
    return true;
  }, [draft, send]);

  // --- Listening in the browser (its own speech recognition) -------------------------------------------
  const startBrowserListening = useCallback(() => {
    // Barge-in: the student speaks, the patient stops.
    silence();
    setRecording(true);
    const done = () => {
      browserRef.current = null;
      setRecording(false);
    };
    try {
      browserRef.current = listenInBrowser({
        onInterim: (text) => dispatch({ type: 'transcript', text, isFinal: false }),
        onFinal: (text) => {
          done();
          dispatch({ type: 'transcript', text, isFinal: true });
          if (!text) notify.info(voiceTexts.noSpeech);
          else if (pendingRef.current) notify.warning(voiceTexts.busy);
          else send(text, false);
        },
        onError: (reason) => {
          done();
          dispatch({ type: 'transcript', text: '', isFinal: true });
          if (reason === 'no-speech') notify.info(voiceTexts.noSpeech);
          else if (reason === 'not-allowed' || reason === 'audio-capture')
            notify.error(voiceTexts.noMicrophone);
          else if (reason === 'network' || reason === 'service-not-allowed') {
            // A browser with the API but no service behind it (Chromium builds without one): type instead.
            setListening('none');
            notify.info(voiceTexts.cannotListen);
          } else notify.error(voiceTexts.failed);
        },
      });
    } catch {
      done();
      notify.error(voiceTexts.failed);
    }
  }, [send, silence]);

  // --- Recording -----------------------------------------------------------------------------------
  const endRecording = useCallback((tellServer: boolean) => {
    const recorder = recorderRef.current;
    if (!recorder) return;
    recorderRef.current = null;
    setRecording(false);
    setLevel(0);
    void recorder.stop(!tellServer).then(() => {
      if (tellServer) socketRef.current?.sendControl({ type: 'stop' });
    });
  }, []);

  const onFrame = useCallback(
    (frame: AudioSocketFrame) => {
      if (frame.type === 'stopped') endRecording(false);
      else if (frame.type === 'error' && frame.code && refusals.has(frame.code)) {
        endRecording(false);
        if (frame.message) notify.error(frame.message);
      }
    },
    [endRecording],
  );

  const startRecording = useCallback(() => {
    if (pendingRef.current) {
      notify.warning(voiceTexts.busy);
      return;
    }
    if (recorderRef.current || browserRef.current) return;
    if (listening === 'none') return;
    if (listening === 'browser') {
      startBrowserListening();
      return;
    }
    if (!MicRecorder.supported()) {
      notify.error(voiceTexts.noRecorder);
      return;
    }
    // Barge-in: the student speaks, the patient stops.
    silence();
    socketRef.current ??= new AudioSocket(session.socketPath, {
      onFrame,
      // The server turns what it received into the question; this recording is over.
      onDrop: () => endRecording(false),
    });
    const socket = socketRef.current;
    const recorder = new MicRecorder();
    recorderRef.current = recorder;
    setRecording(true);
    const abandon = (message: string) => {
      if (recorderRef.current === recorder) endRecording(false);
      else void recorder.stop(true);
      notify.error(message);
    };
    recorder
      .open()
      .then(
        () => socket.ready(8000).catch(() => Promise.reject(new Error(voiceTexts.failed))),
        () => Promise.reject(new Error(voiceTexts.noMicrophone)),
      )
      .then(() => {
        if (recorderRef.current !== recorder) return;
        socket.sendControl({ type: 'start', mimeType: recorder.mimeType, language: 'en' });
        recorder.start((chunk) => socket.send(chunk), setLevel);
      })
      .catch((error: Error) => {
        if (recorderRef.current === recorder) abandon(error.message);
      });
  }, [endRecording, listening, onFrame, session.socketPath, silence, startBrowserListening]);

  const stopRecording = useCallback(() => {
    if (browserRef.current) browserRef.current.stop();
    else endRecording(true);
  }, [endRecording]);

  // A reply on its way ends any recording still running (the server is no longer listening).
  useEffect(() => {
    if (conversation.serverState === 'REPLYING' && recorderRef.current) endRecording(false);
  }, [conversation.serverState, endRecording]);

  // --- Events ----------------------------------------------------------------------------------------
  const onEvent = useCallback(
    (event: VoiceEvent) => {
      switch (event.__typename) {
        case 'VoiceStateEvent': {
          const before = serverStateRef.current;
          dispatch({ type: 'state', state: event.state });
          // The same state again is a fresh subscription (after a reconnection); idle follows a reply.
          if (event.state === before || event.state === 'IDLE') resync();
          break;
        }
        case 'VoiceTranscriptEvent':
          dispatch({ type: 'transcript', text: event.text, isFinal: event.isFinal });
          break;
        case 'VoiceQuestionEvent':
          dispatch({ type: 'message', message: event.question });
          break;
        case 'VoiceTokenEvent':
          dispatch({ type: 'token', messageId: event.messageId, index: event.index, delta: event.delta });
          break;
        case 'VoiceReplyEvent':
          dispatch({ type: 'message', message: event.reply });
          speak(event.reply.messageId, event.speechUrl ?? null, event.reply.text);
          break;
        case 'VoiceErrorEvent':
          if (event.code === 'NO_SPEECH') notify.info(event.message);
          else notify.error(event.message);
          if (refusals.has(event.code) && recorderRef.current) endRecording(false);
          break;
        default:
          break;
      }
    },
    [endRecording, resync, speak],
  );

  const [generation, setGeneration] = useState(0);
  const onDrop = useCallback(() => {
    // The live connection gave up retrying: subscribe again shortly (its first event resyncs).
    setTimeout(() => setGeneration((g) => g + 1), 2000);
  }, []);
  useVoiceEventsSubscription(session.id, generation, onEvent, onDrop);

  // --- The screen closes: the microphone is released, the audio socket closed ------------------------
  useEffect(
    () => () => {
      browserRef.current?.abort();
      browserRef.current = null;
      const recorder = recorderRef.current;
      recorderRef.current = null;
      const socket = socketRef.current;
      socketRef.current = null;
      // What was said so far still reaches the server (it asks the patient with it).
      void (recorder ? recorder.stop() : Promise.resolve()).then(() => {
        socket?.sendControl({ type: 'stop' });
        socket?.dispose();
      });
    },
    [],
  );

  return {
    conversation,
    pending,
    recording,
    listening,
    level,
    speech,
    draft,
    setDraft,
    ask,
    startRecording,
    stopRecording,
  };
}
