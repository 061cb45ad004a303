import { describe, expect, it } from 'vitest';

import { GenerationCache, isWriteMethod, readSentAfterCall, WriteGeneration } from './readCache.js';

describe('read cache', () => {
  it('keeps a value until the next write', async () => {
    const g = new WriteGeneration();
    const c = new GenerationCache<number>(g, { ttlMs: Infinity });
    let loads = 0;
    const load = async () => ++loads;
    expect(await c.get('k', load)).toBe(1);
    expect(await c.get('k', load)).toBe(1);
    g.bump();
    expect(await c.get('k', load)).toBe(2);
    expect(loads).toBe(2);
  });

  it('does not keep what was read while a write started', async () => {
    const g = new WriteGeneration();
    const c = new GenerationCache<string>(g, { ttlMs: Infinity });
    const value = await c.get('k', async () => {
      g.bump();
      return 'read during a write';
    });
    expect(value).toBe('read during a write');
    expect(c.peek('k')).toBeUndefined();
  });

  it('expires after the TTL, holds at most `max` entries, and can be off', async () => {
    const g = new WriteGeneration();
    const short = new GenerationCache<number>(g, { ttlMs: 20 });
    await short.get('k', async () => 1);
    expect(short.peek('k')).toBe(1);
    await new Promise(r => setTimeout(r, 30));
    expect(short.peek('k')).toBeUndefined();
    const small = new GenerationCache<number>(g, { ttlMs: Infinity, max: 2 });
    for (const k of ['a', 'b', 'c']) await small.get(k, async () => 1);
    expect(small.size).toBe(2);
    expect(small.peek('a')).toBeUndefined();
    const off = new GenerationCache<number>(g, { ttlMs: Infinity, enabled: false });
    await off.get('k', async () => 1);
    expect(off.peek('k')).toBeUndefined();
  });

  it('keeps at most `maxWeight` (oldest out first) and lets every stale entry go at the first use after a write', async () => {
    const g = new WriteGeneration();
    const c = new GenerationCache<string>(g, { ttlMs: Infinity, weigh: v => (v as string).length, maxWeight: 10 });
    await c.get('a', async () => 'aaaa');
    await c.get('b', async () => 'bbbb');
    expect(c.kept).toBe(8);
    await c.get('c', async () => 'cccc');
    expect([c.peek('a'), c.peek('b'), c.peek('c')]).toEqual([undefined, 'bbbb', 'cccc']);
    expect(c.kept).toBe(8);
    await c.get('big', async () => 'x'.repeat(11));
    expect(c.peek('big')).toBeUndefined();
    expect(c.size).toBe(2);
    g.bump();
    expect(c.peek('c')).toBeUndefined();
    expect([c.size, c.kept]).toEqual([0, 0]);
  });

  it('shares one load between concurrent misses of a key, unless a write began since it started', async () => {
    const g = new WriteGeneration();
    const c = new GenerationCache<number>(g, { ttlMs: Infinity });
    let loads = 0;
    let release!: () => void;
    const held = new Promise<void>(r => (release = r));
    const load = async () => {
      const n = ++loads;
      await held;
      return n;
    };
    const first = [c.get('k', load), c.get('k', load), c.get('k', load)];
    expect(loads).toBe(1);
    g.begin();
    const afterWrite = c.get('k', load);
    expect(loads).toBe(2);
    release();
    expect(await Promise.all([...first, afterWrite])).toEqual([1, 1, 1, 2]);
  });

  it('does not keep or share a failed load, and loads every time when off', async () => {
    const g = new WriteGeneration();
    const c = new GenerationCache<number>(g, { ttlMs: Infinity });
    const failing = [c.get('k', () => Promise.reject(new Error('gone'))), c.get('k', async () => 7)];
    await expect(failing[0]).rejects.toThrow('gone');
    await expect(failing[1]).rejects.toThrow('gone');
    expect(await c.get('k', async () => 8)).toBe(8);
    const off = new GenerationCache<number>(g, { ttlMs: Infinity, enabled: false });
    let loads = 0;
    await Promise.all([off.get('k', async () => ++loads), off.get('k', async () => ++loads)]);
    expect(loads).toBe(2);
  });

  it("hands a led load's end to the misses that joined it: a value kept and shared, or nothing, and only the first end", async () => {
    const g = new WriteGeneration();
    const c = new GenerationCache<string>(g, { ttlMs: Infinity });
    const first = c.lead('k');
    const joined = c.joinable('k');
    first.end('answer');
    first.end('another');
    expect(await joined).toBe('answer');
    expect(c.peek('k')).toBe('answer');
    expect(c.joinable('k')).toBeUndefined();

    const second = c.lead('j');
    const waiting = c.joinable('j');
    second.end();
    expect(await waiting).toBeUndefined();
    expect(c.peek('j')).toBeUndefined();

    const third = c.lead('w');
    g.begin();
    // A write began since: nobody joins, and its value is handed to its leader's caller only.
    expect(c.joinable('w')).toBeUndefined();
    third.end('stale');
    expect(c.peek('w')).toBeUndefined();
  });

  it('knows the write methods', () => {
    expect(['GET', 'HEAD', 'OPTIONS'].map(isWriteMethod)).toEqual([false, false, false]);
    expect(['POST', 'PUT', 'PATCH', 'DELETE'].map(isWriteMethod)).toEqual([true, true, true, true]);
  });

  it('answers each call with a read sent after it: the calls made during one read share the next', async () => {
    // A read is a promise the test settles; `sent` counts the reads begun, each answering the count when it began.
    const pending: (() => void)[] = [];
    let sent = 0;
    const latest = readSentAfterCall(() => {
      const n = ++sent;
      return new Promise<number>(resolve => pending.push(() => resolve(n)));
    });
    const first = latest();
    expect(sent).toBe(1);
    // Made while the first read is under way: neither may be answered by it.
    const second = latest();
    const third = latest();
    expect(second).toBe(third);
    expect(sent).toBe(1);
    pending.shift()!();
    expect(await first).toBe(1);
    // The next read is sent once the first has answered (a few microtask turns later).
    await new Promise(resolve => setTimeout(resolve, 0));
    expect(sent).toBe(2);
    pending.shift()!();
    expect([await second, await third]).toEqual([2, 2]);
    // Nothing under way: a call sends its own read at once.
    const fourth = latest();
    expect(sent).toBe(3);
    pending.shift()!();
    expect(await fourth).toBe(3);
  });

  it('sends the next read after a failed one, and rejects only the calls that read answered', async () => {
    let sent = 0;
    const fail: ((e: Error) => void)[] = [];
    const latest = readSentAfterCall(() => {
      const n = ++sent;
      return n === 1 ? new Promise<number>((_, reject) => fail.push(reject)) : Promise.resolve(n);
    });
    const first = latest();
    const second = latest();
    fail[0](new Error('connection lost'));
    await expect(first).rejects.toThrow('connection lost');
    expect(await second).toBe(2);
    expect(sent).toBe(2);
  });
});
