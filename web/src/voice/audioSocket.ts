/** A frame the server sends on the audio WebSocket (bff/src/voice/socket.ts). */
export interface AudioSocketFrame {
  type: 'ready' | 'started' | 'stopped' | 'error' | string;
  code?: string;
  message?: string;
  reason?: string;
}

interface AudioSocketHandlers {
  onFrame: (frame: AudioSocketFrame) => void;
  /** The connection dropped (it is being reopened). */
  onDrop: () => void;
}

const MAX_BACKOFF_MS = 8000;

/**
 * The session's audio WebSocket (same origin, the session cookie travels with the upgrade): binary
 * WebM/Opus chunks up, JSON control frames both ways. Once opened it stays open, and reopens by itself
 * after a drop until the screen closes.
 */
export class AudioSocket {
  private ws: WebSocket | null = null;
  private disposed = false;
  private attempt = 0;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private waiters: (() => void)[] = [];
  private readonly url: string;
  private readonly reconnectNow = () => {
    if (this.disposed || this.ws) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.connect();
  };

  constructor(
    socketPath: string,
    private readonly handlers: AudioSocketHandlers,
  ) {
    const protocol = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
    this.url = `${protocol}//${window.location.host}${socketPath}`;
    window.addEventListener('online', this.reconnectNow);
    this.connect();
  }

  get isOpen(): boolean {
    return this.ws?.readyState === WebSocket.OPEN;
  }

  private connect() {
    if (this.disposed) return;
    const ws = new WebSocket(this.url);
    this.ws = ws;
    ws.onopen = () => {
      this.attempt = 0;
      const waiting = this.waiters;
      this.waiters = [];
      for (const wake of waiting) wake();
    };
    ws.onmessage = (event) => {
      if (typeof event.data !== 'string') return;
      try {
        this.handlers.onFrame(JSON.parse(event.data) as AudioSocketFrame);
      } catch {
        // Not a frame of ours: nothing to do.
      }
    };
    ws.onclose = () => {
      if (this.ws !== ws) return;
      this.ws = null;
      if (this.disposed) return;
      this.handlers.onDrop();
      const delay = Math.min(MAX_BACKOFF_MS, 500 * 2 ** this.attempt++);
      this.timer = setTimeout(() => {
        this.timer = null;
        this.connect();
      }, delay);
    };
  }

  /** Resolves once the socket is open (reopening it now if it is waiting to); rejects after `timeoutMs`. */
  ready(timeoutMs: number): Promise<void> {
    if (this.isOpen) return Promise.resolve();
    if (!this.ws) this.reconnectNow();
    return new Promise((resolve, reject) => {
      const wake = () => {
        clearTimeout(timeout);
        resolve();
      };
      const timeout = setTimeout(() => {
        this.waiters = this.waiters.filter((w) => w !== wake);
        reject(new Error('The audio connection could not be opened.'));
      }, timeoutMs);
      this.waiters.push(wake);
    });
  }

  /** Sends a chunk or a control frame; false when the socket is not open. */
  send(data: Blob | string): boolean {
    if (!this.ws || this.ws.readyState !== WebSocket.OPEN) return false;
    this.ws.send(data);
    return true;
  }

  sendControl(frame: Record<string, unknown>): boolean {
    return this.send(JSON.stringify(frame));
  }

  dispose() {
    this.disposed = true;
    window.removeEventListener('online', this.reconnectNow);
    if (this.timer) clearTimeout(this.timer);
    this.waiters = [];
    const ws = this.ws;
    this.ws = null;
    ws?.close(1000, 'The screen closed.');
  }
}
