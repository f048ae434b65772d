import { useCallback, useEffect, useRef, useState } from 'react';
import { notify } from '../components/toaster';
import { AudioSocket, type AudioSocketFrame } from './audioSocket';
import { type BrowserListening, listenInBrowser } from './browserRecognition';
import { MicRecorder } from './micRecorder';
import { voiceTexts } from './voiceTexts';

/** Who hears the student: the server (over the audio socket), the browser's own recognition, or nobody. */
export type Listening = 'server' | 'browser' | 'none';

/** Socket error frames that end the recording (the others are about a single frame). */
export const refusals = new Set(['BUSY', 'SPEECH_UNAVAILABLE', 'FAILED']);

interface RecordingOptions {
  socketPath: string;
  initialListening: Listening;
  /** A reply is on its way: recording is refused (docs/voice.md). */
  isPending: () => boolean;
  /** Barge-in: the student speaks, the patient stops. */
  silence: () => void;
  /** The words heard so far (interim) and the utterance's last ones (final). */
  onTranscript: (text: string, isFinal: boolean) => void;
  /** The browser heard a whole question: ask it (the server hears its own recordings itself). */
  onHeard: (text: string) => void;
}

/**
 * Recording the student: the microphone's WebM/Opus chunks over the audio WebSocket to the server, or
 * the browser's own speech recognition; the level meter; and letting go of the microphone and the
 * socket when the screen closes.
 */
export function useVoiceRecording({
  socketPath,
  initialListening,
  isPending,
  silence,
  onTranscript,
  onHeard,
}: RecordingOptions) {
  const [listening, setListening] = useState(initialListening);
  const [recording, setRecording] = useState(false);
  const [level, setLevel] = useState(0);
  const recorderRef = useRef<MicRecorder | null>(null);
  const socketRef = useRef<AudioSocket | null>(null);
  const browserRef = useRef<BrowserListening | null>(null);

  const startBrowserListening = useCallback(() => {
    silence();
    setRecording(true);
    const done = () => {
      browserRef.current = null;
      setRecording(false);
    };
    try {
      browserRef.current = listenInBrowser({
        onInterim: (text) => onTranscript(text, false),
        onFinal: (text) => {
          done();
          onTranscript(text, true);
          if (!text) notify.info(voiceTexts.noSpeech);
          else if (isPending()) notify.warning(voiceTexts.busy);
          else onHeard(text);
        },
        onError: (reason) => {
          done();
          onTranscript('', true);
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
  }, [isPending, onHeard, onTranscript, silence]);

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
    if (isPending()) {
      notify.warning(voiceTexts.busy);
      return;
    }
    if (recorderRef.current || browserRef.current || listening === 'none') return;
    if (listening === 'browser') {
      startBrowserListening();
      return;
    }
    if (!MicRecorder.supported()) {
      notify.error(voiceTexts.noRecorder);
      return;
    }
    silence();
    socketRef.current ??= new AudioSocket(socketPath, {
      onFrame,
      // The server turns what it received into the question; this recording is over.
      onDrop: () => endRecording(false),
    });
    const socket = socketRef.current;
    const recorder = new MicRecorder();
    recorderRef.current = recorder;
    setRecording(true);
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
        if (recorderRef.current !== recorder) return;
        endRecording(false);
        notify.error(error.message);
      });
  }, [endRecording, isPending, listening, onFrame, silence, socketPath, startBrowserListening]);

  const stopRecording = useCallback(() => {
    if (browserRef.current) browserRef.current.stop();
    else endRecording(true);
  }, [endRecording]);

  /** The server stopped listening (a reply is on its way, or it refused): the microphone goes too. */
  const abandonRecording = useCallback(() => endRecording(false), [endRecording]);

  // The screen closes: the microphone is released, the audio socket closed; what was said so far still
  // reaches the server (it asks the patient with it).
  useEffect(
    () => () => {
      browserRef.current?.abort();
      browserRef.current = null;
      const recorder = recorderRef.current;
      recorderRef.current = null;
      const socket = socketRef.current;
      socketRef.current = null;
      void (recorder ? recorder.stop() : Promise.resolve()).then(() => {
        socket?.sendControl({ type: 'stop' });
        socket?.dispose();
      });
    },
    [],
  );

  return { listening, recording, level, startRecording, stopRecording, abandonRecording };
}
