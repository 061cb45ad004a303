/** Small helpers of the seed: time units, slugs, money text, templates and weighted sampling over many items. */

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;
/** Pakistan Standard Time is UTC+5 (no daylight saving). */
export const PKT_OFFSET = 5 * HOUR;

export function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/['.]/g, '')
    .replace(/[^a-z0-9]+/g, '.')
    .replace(/^\.+|\.+$/g, '');
}

const BRAND_STOP_WORDS = new Set(['lab', 'labs', 'laboratory', 'centre', 'center', 'dr']);
export function brandSlug(brand: string): string {
  return slug(brand.replace(/-/g, ''))
    .split('.')
    .filter(w => !BRAND_STOP_WORDS.has(w))
    .join('.');
}

export function formatPkr(n: number): string {
  return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (m, key: string) => (key in values ? String(values[key]) : m));
}

export function round(n: number, step: number): number {
  return Math.round(n / step) * step;
}

/** Cumulative weights for O(log n) weighted sampling over many items. */
export function cumulative(weights: ArrayLike<number>): Float64Array {
  const out = new Float64Array(weights.length);
  let sum = 0;
  for (let i = 0; i < weights.length; i++) out[i] = sum += weights[i];
  return out;
}
export function sampleIndex(cum: Float64Array, r: number): number {
  const target = r * cum[cum.length - 1];
  let lo = 0;
  let hi = cum.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (cum[mid] > target) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}
