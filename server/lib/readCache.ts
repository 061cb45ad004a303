/**
 * Read cache with write invalidation. Every write request (any method but GET/HEAD/OPTIONS) moves the database's
 * write generation on when it starts and again when it has answered (committed); what was read under an older
 * generation is stale. API processes sharing a PostgreSQL database tell each other of their writes on the channel
 * `labhub_writes` (server/lib/live.ts listens), so a write through one process invalidates the others' caches a
 * moment later; a backstop TTL bounds what a lost message could leave stale. A PGlite folder has one process.
 *
 * Cached: the signed-in user of a token (one query per request saved), list totals (a COUNT(*) over every
 * matching row saved per page), and whole GET list responses per user and URL (see app.ts).
 */
export const WRITES_CHANNEL = 'labhub_writes';

export interface ReadCacheOptions {
  /** Entries older than this are reloaded even without a write (ms; Infinity on PGlite). */
  ttlMs: number;
  /** Most entries kept per cache. */
  max?: number;
  /** Off (READ_CACHE=off): every read goes to the database. */
  enabled?: boolean;
  /** The weight of an entry (the response cache: the body's length) and the most weight kept; oldest go first. */
  weigh?: (value: unknown) => number;
  maxWeight?: number;
}

/**
 * Two counters: `current` moves when a write starts and when one commits (a read overlapping either is not kept);
 * `committed` moves only when a write has committed (here, or in another process): only that empties the caches.
 * A refused write (401, 403, 404, 422 …) therefore never empties a cache.
 */
export class WriteGeneration {
  private value = 0;
  private done = 0;
  get current() {
    return this.value;
  }
  get committed() {
    return this.done;
  }
  /** A write is under way: reads that overlap it are not kept; what is cached stays. */
  begin() {
    this.value++;
  }
  /** A write committed: every cached entry is stale. */
  bump() {
    this.value++;
    this.done++;
  }
}

/**
 * A load of one key that its caller leads: the same key's misses meanwhile wait for it (`GenerationCache.joinable`).
 * `end(value)` keeps the value (unless a write began since the load did) and hands it to them; `end()` hands them
 * nothing, so that each reads its own; `fail(error)` hands them the error. Only the first call counts.
 */
export interface LeadLoad<V> {
  /** The generation the load began in. */
  readAt: number;
  end(value?: V): void;
  fail(error: unknown): void;
}

/** A read-through cache whose entries die with the write generation they were read under, or after the TTL. */
export class GenerationCache<V> {
  private entries = new Map<string, { value: V; generation: number; at: number; weight: number }>();
  private readonly max: number;
  private weight = 0;
  /** The generation the entries were read under: after a write every entry is stale, and all go at once. */
  private held = 0;
  /** The loads under way by key (`lead`), with the generation they began in; undefined: nothing to share. */
  private loading = new Map<string, { readAt: number; value: Promise<V | undefined> }>();

  constructor(
    private readonly generation: WriteGeneration,
    private readonly options: ReadCacheOptions,
  ) {
    this.max = options.max ?? 1000;
  }

  private dropStale() {
    if (this.held === this.generation.committed) return;
    this.entries.clear();
    this.weight = 0;
    this.held = this.generation.committed;
  }

  private remove(key: string) {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.weight -= entry.weight;
  }

  /** False when the read caches are off (READ_CACHE=off): nothing is kept. */
  get enabled() {
    return this.options.enabled !== false;
  }

  peek(key: string): V | undefined {
    if (this.options.enabled === false) return undefined;
    this.dropStale();
    const hit = this.entries.get(key);
    if (!hit) return undefined;
    if (Date.now() - hit.at >= this.options.ttlMs) {
      this.remove(key);
      return undefined;
    }
    return hit.value;
  }

  /** Keeps `value` if no write started since `readAt` (the generation when the read began). */
  put(key: string, value: V, readAt: number, at = Date.now()) {
    if (this.options.enabled === false || readAt !== this.generation.current) return;
    this.dropStale();
    const weight = this.options.weigh?.(value) ?? 0;
    const maxWeight = this.options.maxWeight ?? Infinity;
    if (weight > maxWeight) return;
    this.remove(key);
    while (this.entries.size && (this.entries.size >= this.max || this.weight + weight > maxWeight))
      this.remove(this.entries.keys().next().value!);
    this.entries.set(key, { value, generation: readAt, at, weight });
    this.weight += weight;
  }

  /**
   * The value of `key`'s load under way, when one began with no write begun since (what a hit right after it would
   * have answered); undefined when there is none. The promise gives undefined when that load had nothing to share.
   */
  joinable(key: string): Promise<V | undefined> | undefined {
    const under = this.loading.get(key);
    return under?.readAt === this.generation.current ? under.value : undefined;
  }

  /** Starts the load of `key` that the caller leads (see LeadLoad), begun now in the current generation. */
  lead(key: string): LeadLoad<V> {
    const readAt = this.generation.current;
    const at = Date.now();
    let settle!: (value: V | undefined) => void;
    let reject!: (error: unknown) => void;
    const value = new Promise<V | undefined>((resolve, fail) => {
      settle = resolve;
      reject = fail;
    });
    // A failure nobody joined is the leader's alone.
    value.catch(() => {});
    const flight = { readAt, value };
    this.loading.set(key, flight);
    let ended = false;
    const finish = () => {
      if (ended) return false;
      ended = true;
      if (this.loading.get(key) === flight) this.loading.delete(key);
      return true;
    };
    return {
      readAt,
      end: loaded => {
        if (!finish()) return;
        // A write that started while loading makes the value suspect: it is handed over, but not kept.
        if (loaded !== undefined) this.put(key, loaded, readAt, at);
        settle(loaded);
      },
      fail: error => {
        if (finish()) reject(error);
      },
    };
  }

  /**
   * The cached value, or `load`'s. Concurrent misses of one key share one load while no write has begun since it
   * started (what a hit right after it would have answered): an entry's expiry under load starts one read, not one
   * per waiting request.
   */
  async get(key: string, load: () => Promise<V>): Promise<V> {
    if (!this.enabled) return load();
    const hit = this.peek(key);
    if (hit !== undefined) return hit;
    const under = this.joinable(key);
    if (under) {
      const shared = await under;
      if (shared !== undefined) return shared;
    }
    const leading = this.lead(key);
    try {
      const loaded = await load();
      leading.end(loaded);
      return loaded;
    } catch (error) {
      leading.fail(error);
      throw error;
    }
  }

  get size() {
    return this.entries.size;
  }

  /** The summed weight of the entries kept. */
  get kept() {
    return this.weight;
  }
}

export function isWriteMethod(method: string) {
  return method !== 'GET' && method !== 'HEAD' && method !== 'OPTIONS';
}

/**
 * `read` shared by the calls that wait for it, each answered by a read sent after the call was made: while one read
 * is under way, the calls made meanwhile wait for the next, sent when it answers. Under load one query answers every
 * request that arrived during the one before, and no call gets a value read before it was made (what the shared
 * write counter's read-after-write across processes needs).
 */
export function readSentAfterCall<T>(read: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | undefined;
  let next: Promise<T> | undefined;
  const start = () => {
    const current: Promise<T> = read().finally(() => {
      if (running === current) running = undefined;
    });
    running = current;
    return current;
  };
  return () => {
    if (!running) return start();
    next ??= running
      .catch(() => undefined)
      .then(() => {
        next = undefined;
        return start();
      });
    return next;
  };
}
