import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useRelayEnvironment } from 'react-relay';
import { notify } from '../components/toaster';
import { refreshVoiceSession } from './refreshVoiceSession';
import { useAskPatientMutation } from './useAskPatientMutation';
import { type PatientSpeech, usePatientSpeech } from './usePatientSpeech';
import { useVoiceEventsSubscription, type VoiceEvent } from './useVoiceEventsSubscription';
import { type Listening, refusals, useVoiceRecording } from './useVoiceRecording';
import {
  type ChatMessage,
  initialVoiceChat,
  isPending,
  missedSomething,
  type StoredMessage,
  type VoiceChatEvent,
  type VoiceChatState,
  visibleMessages,
  voiceChatReducer,
} from './voiceChatMachine';
import { voiceTexts } from './voiceTexts';

export type { Listening };

/** The session as the chat reads it from the store (VoiceChat_session). */
export interface OpenedSession {
  id: string;
  state: string;
  socketPath: string;
  messages: readonly StoredMessage[];
}

export interface VoiceChat {
  messages: ChatMessage[];
  /** The student's words so far, while they are heard. */
  interim: string;
  /** A reply is on its way: no new question, no recording, no saving. */
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

/**
 * The voice chat of one session, from thin parts: the conversation is the session's `messages` in the
 * store (each question and reply lands there once, from its event), the turn's state is a small state
 * machine (voiceChatMachine.ts), recording is useVoiceRecording, the patient's voice usePatientSpeech.
 * The session is read again only when events were missed (a reconnection, a reply that did not come).
 */
export function useVoiceChat(session: OpenedSession, initialListening: Listening = 'server'): VoiceChat {
  const environment = useRelayEnvironment();
  // The machine's state is kept in a ref as well as rendered: events come in bursts (a built-in reply's
  // question, tokens, reply and idle in one go), and each must be judged after the one before it.
  const machineRef = useRef<VoiceChatState | null>(null);
  machineRef.current ??= initialVoiceChat(session.state);
  const [machine, setMachine] = useState(machineRef.current);
  const dispatch = useCallback((event: VoiceChatEvent) => {
    machineRef.current = voiceChatReducer(machineRef.current as VoiceChatState, event);
    setMachine(machineRef.current);
  }, []);
  const pending = isPending(machine);
  const isPendingNow = useCallback(() => isPending(machineRef.current as VoiceChatState), []);
  const speech = usePatientSpeech();
  const { speak, stop: silence } = speech;
  const [draft, setDraft] = useState('');
  const [commitAsk] = useAskPatientMutation();
  const localIds = useRef(0);

  // --- Reading the session again, when events were missed -------------------------------------------
  const syncing = useRef<'idle' | 'running' | 'again'>('idle');
  const resync = useCallback(() => {
    if (syncing.current !== 'idle') {
      syncing.current = 'again';
      return;
    }
    syncing.current = 'running';
    const run = (): Promise<void> =>
      refreshVoiceSession(environment, session.id)
        .then((node) => {
          // The store has the conversation now; the state says whether a reply is still coming.
          if (node?.state) dispatch({ type: 'serverState', state: node.state });
        })
        .catch(() => {})
        .finally(() => {
          if (syncing.current === 'again') {
            syncing.current = 'running';
            void run();
          } else syncing.current = 'idle';
        });
    void run();
  }, [dispatch, environment, session.id]);

  // --- Questions: typed, or heard by the browser -------------------------------------------------------
  const send = useCallback(
    (text: string, typed: boolean) => {
      silence();
      const localId = `local-${++localIds.current}`;
      dispatch({ type: 'send', localId, text, at: new Date().toISOString() });
      if (typed) setDraft('');
      // Nothing is lost: a question that did not get through goes into the box, to send again.
      const giveBack = (message: string) => {
        dispatch({ type: 'sendFailed', localId });
        setDraft((d) => (d.trim() ? d : text));
        notify.error(message);
        resync();
      };
      commitAsk({
        // Heard by the browser's own recognition: counted as spoken in the statistics.
        variables: { input: { sessionId: session.id, text, ...(typed ? {} : { spoken: true }) } },
        onCompleted: ({ askPatient }) => {
          if (!askPatient.reply) return giveBack(askPatient.message || voiceTexts.failed);
          dispatch({ type: 'sent', localId });
          // The reply came on the events and is in the store already, unless the connection was down.
          if (machineRef.current?.landed !== askPatient.reply.messageId) resync();
        },
        onError: () => giveBack(voiceTexts.failed),
      });
    },
    [commitAsk, dispatch, resync, session.id, silence],
  );

  const ask = useCallback((): boolean => {
    const text = draft.trim();
    if (!text) return false;
    if (isPendingNow()) {
      notify.warning(voiceTexts.busy);
      return false;
    }
    send(text, true);
    return true;
  }, [draft, isPendingNow, send]);

  const onTranscript = useCallback(
    (text: string, isFinal: boolean) => dispatch({ type: 'transcript', text, isFinal }),
    [dispatch],
  );
  const heard = useCallback((text: string) => send(text, false), [send]);
  const recording = useVoiceRecording({
    socketPath: session.socketPath,
    initialListening,
    isPending: isPendingNow,
    silence,
    onTranscript,
    onHeard: heard,
  });
  const { abandonRecording } = recording;

  // A reply on its way ends any recording still running (the server is no longer listening).
  useEffect(() => {
    if (machine.serverState === 'REPLYING') abandonRecording();
  }, [machine.serverState, abandonRecording]);

  // --- Events (their questions and replies land in the store: useVoiceEventsSubscription) ------------
  const [generation, setGeneration] = useState(0);
  // The next event is a subscription's first: the session's state. The first subscription's needs no
  // re-read (the session was just opened); a later one's does (events came while it was down).
  const firstEvent = useRef(true);
  const onEvent = useCallback(
    (event: VoiceEvent) => {
      switch (event.__typename) {
        case 'VoiceStateEvent': {
          const first = firstEvent.current;
          firstEvent.current = false;
          if (first ? generation > 0 : missedSomething(machineRef.current as VoiceChatState, event.state))
            resync();
          dispatch({ type: 'serverState', state: event.state });
          break;
        }
        case 'VoiceTranscriptEvent':
          dispatch({ type: 'transcript', text: event.text, isFinal: event.isFinal });
          break;
        case 'VoiceQuestionEvent':
          dispatch({ type: 'questionLanded', text: event.question.text });
          break;
        case 'VoiceTokenEvent':
          dispatch({ type: 'token', messageId: event.messageId, index: event.index, delta: event.delta });
          break;
        case 'VoiceReplyEvent':
          dispatch({ type: 'replyLanded', messageId: event.reply.messageId });
          speak(event.reply.messageId, event.speechUrl ?? null, event.reply.text);
          break;
        case 'VoiceErrorEvent':
          if (event.code === 'NO_SPEECH') notify.info(event.message);
          else notify.error(event.message);
          if (refusals.has(event.code)) abandonRecording();
          break;
        default:
          break;
      }
    },
    [abandonRecording, dispatch, generation, resync, speak],
  );

  const onDrop = useCallback(() => {
    // The live connection gave up retrying: subscribe again shortly (its first event resyncs).
    setTimeout(() => {
      firstEvent.current = true;
      setGeneration((g) => g + 1);
    }, 2000);
  }, []);
  useVoiceEventsSubscription(session.id, generation, onEvent, onDrop);

  const messages = useMemo(() => visibleMessages(session.messages, machine), [session.messages, machine]);
  return {
    messages,
    interim: machine.interim,
    pending,
    recording: recording.recording,
    listening: recording.listening,
    level: recording.level,
    speech,
    draft,
    setDraft,
    ask,
    startRecording: recording.startRecording,
    stopRecording: recording.stopRecording,
  };
}
