/** Test helper: reads a notification stream with fetch, as the app does, and collects its events. */
export interface StreamEvent {
  id: string;
  event: string;
  data: { id: number; Title: string; Body: string; Data: { type: string; id: string | null } };
}

export async function openStream(base: string, token: string, lastEventId?: number | string) {
  const controller = new AbortController();
  const res = await fetch(`${base}/api/Settings/notificationStream`, {
    headers: {
      authorization: `Bearer ${token}`,
      ...(lastEventId !== undefined ? { 'last-event-id': String(lastEventId) } : {}),
    },
    signal: controller.signal,
  });
  const events: StreamEvent[] = [];
  const waiters: (() => void)[] = [];
  let buffer = '';
  let endedByServer = false;
  const pump = (async () => {
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) {
          endedByServer = true;
          return;
        }
        buffer += decoder.decode(value, { stream: true });
        let cut: number;
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          const fields: Record<string, string> = {};
          for (const line of block.split('\n')) {
            if (line.startsWith(':') || !line.includes(':')) continue;
            const at = line.indexOf(':');
            fields[line.slice(0, at)] = line.slice(at + 1).trimStart();
          }
          if (fields.data && fields.event !== 'ready')
            events.push({ id: fields.id, event: fields.event, data: JSON.parse(fields.data) });
          waiters.splice(0).forEach(w => w());
        }
      }
    } catch {
      /* aborted */
    }
  })();
  return {
    res,
    events,
    /** Resolves when the stream ends (closed by the server, or by close()). */
    ended: pump,
    /** True once the server has ended the stream. */
    get endedByServer() {
      return endedByServer;
    },
    async waitFor(n: number, ms = 5000) {
      const until = Date.now() + ms;
      while (events.length < n) {
        if (Date.now() > until) throw new Error(`expected ${n} events, got ${events.length}`);
        await new Promise<void>(resolve => {
          waiters.push(resolve);
          setTimeout(resolve, 100);
        });
      }
      return events;
    },
    async close() {
      controller.abort();
      await pump;
    },
  };
}
