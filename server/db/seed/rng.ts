/** The seed's deterministic PRNG: every name, count, amount and status of the demo comes from it. */

/** mulberry32: a tiny, fast 32-bit PRNG; returns floats in [0, 1). */
function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export class Rng {
  readonly next: () => number;
  constructor(seed: number) {
    this.next = mulberry32(seed);
  }
  /** Integer in [min, max], both inclusive. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }
  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)];
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
  /** Picks by weight: [[value, weight], …]. */
  weighted<T>(pairs: readonly (readonly [T, number])[]): T {
    let total = 0;
    for (const [, w] of pairs) total += w;
    let r = this.next() * total;
    for (const [v, w] of pairs) {
      r -= w;
      if (r < 0) return v;
    }
    return pairs[pairs.length - 1][0];
  }
  /** Shuffles in place (an array or a typed array), drawing as many numbers as items less one. */
  shuffle<T extends { length: number; [i: number]: unknown }>(items: T): T {
    for (let i = items.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      const swap = items[i];
      items[i] = items[j];
      items[j] = swap;
    }
    return items;
  }
  /** k distinct items (k ≤ items.length), in random order. */
  sample<T>(items: readonly T[], k: number): T[] {
    const copy = items.slice();
    const n = Math.min(k, copy.length);
    for (let i = 0; i < n; i++) {
      const j = i + Math.floor(this.next() * (copy.length - i));
      [copy[i], copy[j]] = [copy[j], copy[i]];
    }
    return copy.slice(0, n);
  }
  /** `sample` over the integers start, start + 1, …, start + length - 1, drawing the same numbers. */
  sampleRange(start: number, length: number, k: number): number[] {
    const copy = Array.from({ length }, (_, i) => start + i);
    return this.sample(copy, k);
  }
  /** `n` digits (at most 15), one draw each: their value. */
  digitValue(n: number): number {
    if (n > 15) throw new RangeError('Rng.digitValue: at most 15 digits');
    let v = 0;
    for (let i = 0; i < n; i++) v = v * 10 + Math.floor(this.next() * 10);
    return v;
  }
  /** `n` digits, one draw each, leading zeros kept. */
  digits(n: number): string {
    if (n <= 15) return String(this.digitValue(n)).padStart(n, '0');
    let s = '';
    for (let i = 0; i < n; i++) s += Math.floor(this.next() * 10);
    return s;
  }
}
