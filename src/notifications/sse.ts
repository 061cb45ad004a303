/**
 * Reads the server's notification stream (GET /Settings/notificationStream, Server-Sent Events) with `fetch`, so
 * the bearer header goes along (EventSource cannot send it). Reconnects with growing pauses and resumes with
 * `Last-Event-ID`, so no notification is lost or repeated across a reconnect.
 */
export interface SseEvent {
  id?: string;
  event: string;
  data: string;
}

/** Incremental parser of the `text/event-stream` format: feed it chunks, it calls back once per complete event. */
export const createSseParser = (onEvent: (event: SseEvent) => void, onRetry?: (ms: number) => void) => {
  let buffer = '';
  let id: string | undefined;
  let event = '';
  let data: string[] = [];
  const dispatch = () => {
    if (data.length > 0) onEvent({ id, event: event || 'message', data: data.join('\n') });
    event = '';
    data = [];
  };
  const line = (text: string) => {
    if (text === '') return dispatch();
    if (text.startsWith(':')) return;
    const at = text.indexOf(':');
    const field = at < 0 ? text : text.slice(0, at);
    let value = at < 0 ? '' : text.slice(at + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'data') data.push(value);
    else if (field === 'event') event = value;
    else if (field === 'id' && !value.includes('\0')) id = value;
    else if (field === 'retry' && /^\d+$/.test(value)) onRetry?.(Number(value));
  };
  return (chunk: string) => {
    buffer += chunk;
    let cut: number;
    while ((cut = buffer.search(/\r\n|\r|\n/)) >= 0) {
      const newline = buffer[cut] === '\r' && buffer[cut + 1] === '\n' ? 2 : 1;
      line(buffer.slice(0, cut));
      buffer = buffer.slice(cut + newline);
    }
  };
};

export type StreamStatus = 'connecting' | 'open' | 'waiting' | 'stopped';

export interface StreamOptions {
  url: string;
  headers: () => Record<string, string>;
  onEvent: (event: SseEvent) => void;
  onStatus?: (status: StreamStatus) => void;
  /** Called on 401/403: the session is over, the stream stops. */
  onDenied?: (status: number) => void;
  /** Called on a 401 first: true when a new access token was obtained (the stream reconnects at once with it). */
  onUnauthorized?: () => Promise<boolean>;
  fetchImpl?: typeof fetch;
  /** First pause before a reconnect (ms); it doubles up to `maxDelay`. */
  minDelay?: number;
  maxDelay?: number;
  /** Resume after this event id (e.g. the newest notification already shown). */
  lastEventId?: string;
}

/** Opens the stream; returns the function that closes it for good. */
export const openEventStream = (options: StreamOptions): (() => void) => {
  const { minDelay = 1000, maxDelay = 30_000 } = options;
  const fetchImpl = options.fetchImpl ?? fetch;
  let lastEventId = options.lastEventId;
  let delay = minDelay;
  let stopped = false;
  let controller: AbortController | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const schedule = () => {
    if (stopped) return;
    options.onStatus?.('waiting');
    timer = setTimeout(() => void connect(), delay);
    delay = Math.min(delay * 2, maxDelay);
  };

  let refreshed = false;
  async function connect() {
    if (stopped) return;
    options.onStatus?.('connecting');
    controller = new AbortController();
    try {
      const response = await fetchImpl(options.url, {
        headers: {
          Accept: 'text/event-stream',
          ...options.headers(),
          ...(lastEventId ? { 'Last-Event-ID': lastEventId } : {}),
        },
        signal: controller.signal,
        cache: 'no-store',
      });
      if (response.status === 401 && !refreshed && options.onUnauthorized && (await options.onUnauthorized())) {
        refreshed = true;
        void connect();
        return;
      }
      if (response.status === 401 || response.status === 403) {
        stopped = true;
        options.onStatus?.('stopped');
        options.onDenied?.(response.status);
        return;
      }
      if (!response.ok || !response.body) throw new Error(`stream answered ${response.status}`);
      options.onStatus?.('open');
      delay = minDelay;
      refreshed = false;
      const parse = createSseParser(
        event => {
          if (event.id) lastEventId = event.id;
          options.onEvent(event);
        },
        ms => {
          delay = Math.max(ms, minDelay);
        },
      );
      const reader = response.body.getReader();
      const decoder = new TextDecoder();
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        parse(decoder.decode(value, { stream: true }));
      }
    } catch {
      // network error or aborted: fall through to the reconnect
    }
    schedule();
  }

  // In a task of its own: the app opens the stream as it mounts, and a request's start (≈ 5 ms) would lengthen the
  // app's first commit, which is already a long task.
  timer = setTimeout(() => void connect(), 0);
  return () => {
    stopped = true;
    clearTimeout(timer);
    controller?.abort();
  };
};
