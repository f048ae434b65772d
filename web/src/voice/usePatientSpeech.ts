import { useCallback, useEffect, useRef, useState } from 'react';

export type SpeechState = 'idle' | 'loading' | 'playing' | 'browser';

export interface PatientSpeech {
  /** The <audio> element the replies' speech streams into. */
  audioRef: React.RefObject<HTMLAudioElement | null>;
  state: SpeechState;
  /** Speaks a reply once: the server's speech when there is a URL, else the browser's speech synthesis. */
  speak: (messageId: string, speechUrl: string | null, text: string) => void;
  /** Silences the patient (barge-in). */
  stop: () => void;
}

function speakInBrowser(text: string, onEnd: () => void): boolean {
  const synth = typeof window !== 'undefined' ? window.speechSynthesis : undefined;
  if (!synth || typeof SpeechSynthesisUtterance === 'undefined') return false;
  synth.cancel();
  const utterance = new SpeechSynthesisUtterance(text);
  utterance.lang = 'en-US';
  utterance.onend = onEnd;
  utterance.onerror = onEnd;
  synth.speak(utterance);
  return true;
}

/** The patient's voice: the reply's speech streamed from the server as it is made, or the browser's. */
export function usePatientSpeech(): PatientSpeech {
  const audioRef = useRef<HTMLAudioElement | null>(null);
  const [state, setState] = useState<SpeechState>('idle');
  const spoken = useRef(new Set<string>());
  // What is being spoken by the <audio> element, to fall back to the browser if the server has no speech.
  const current = useRef<{ id: string; text: string } | null>(null);

  const stop = useCallback(() => {
    current.current = null;
    const audio = audioRef.current;
    if (audio && !audio.paused) audio.pause();
    window.speechSynthesis?.cancel();
    setState('idle');
  }, []);

  const speak = useCallback(
    (messageId: string, speechUrl: string | null, text: string) => {
      if (spoken.current.has(messageId)) return;
      spoken.current.add(messageId);
      stop();
      const audio = audioRef.current;
      if (!speechUrl || !audio) {
        if (speakInBrowser(text, () => setState('idle'))) setState('browser');
        return;
      }
      current.current = { id: messageId, text };
      audio.src = speechUrl;
      setState('loading');
      audio.play().catch(() => {
        // Refused (no user gesture) or no playable audio: the browser speaks it instead.
        if (current.current?.id !== messageId) return;
        current.current = null;
        if (speakInBrowser(text, () => setState('idle'))) setState('browser');
        else setState('idle');
      });
    },
    [stop],
  );

  useEffect(() => {
    const audio = audioRef.current;
    if (!audio) return;
    const playing = () => setState('playing');
    const ended = () => {
      current.current = null;
      setState('idle');
    };
    audio.addEventListener('playing', playing);
    audio.addEventListener('ended', ended);
    return () => {
      audio.removeEventListener('playing', playing);
      audio.removeEventListener('ended', ended);
    };
  }, []);

  // The screen closes: the patient stops talking.
  useEffect(
    () => () => {
      audioRef.current?.pause();
      window.speechSynthesis?.cancel();
    },
    [],
  );

  return { audioRef, state, speak, stop };
}
