/** Refusal of a second recording (docs/voice.md#recording-limits). */
export const recordingElsewhere =
  'You are already recording in another window or tab. Stop that recording before starting a new one.';

/**
 * The recordings this replica receives: one at a time per user, however many audio sockets they open
 * (so one per session too: a session is one user's), and the audio bytes they hold (the chunks kept
 * for the transcription upload or the live socket's fallback). See docs/voice.md#recording-limits.
 */
export class Recordings {
  private readonly byUser = new Map<number, object>();
  private bytes = 0;

  /** Audio bytes held by this replica's recordings now. */
  get bufferedBytes(): number {
    return this.bytes;
  }

  /** Takes `userId`'s one recording for `owner`; false while another of theirs runs. */
  claim(userId: number, owner: object): boolean {
    const current = this.byUser.get(userId);
    if (current && current !== owner) return false;
    this.byUser.set(userId, owner);
    return true;
  }

  release(userId: number, owner: object) {
    if (this.byUser.get(userId) === owner) this.byUser.delete(userId);
  }

  hold(bytes: number) {
    this.bytes += bytes;
  }

  free(bytes: number) {
    this.bytes -= bytes;
  }
}
