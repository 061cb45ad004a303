/** Small helpers of the seed: time units, slugs, money text and templates. */

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;
/** Pakistan Standard Time is UTC+5 (no daylight saving). */
export const PKT_OFFSET = 5 * HOUR;

/** Slugs made so far: the seed asks for the same few thousand texts (cities, areas, brands, names) a million times. */
const slugs = new Map<string, string>();
export function slug(text: string): string {
  let made = slugs.get(text);
  if (made === undefined) {
    made = text
      .toLowerCase()
      .replace(/['.]/g, '')
      .replace(/[^a-z0-9]+/g, '.')
      .replace(/^\.+|\.+$/g, '');
    slugs.set(text, made);
  }
  return made;
}

const BRAND_STOP_WORDS = new Set(['lab', 'labs', 'laboratory', 'centre', 'center', 'dr']);
const brandSlugs = new Map<string, string>();
export function brandSlug(brand: string): string {
  let made = brandSlugs.get(brand);
  if (made === undefined) {
    made = slug(brand.replace(/-/g, ''))
      .split('.')
      .filter(w => !BRAND_STOP_WORDS.has(w))
      .join('.');
    brandSlugs.set(brand, made);
  }
  return made;
}

const COPY_SPECIAL = /[\\\t\n\r]/;
const COPY_ESCAPES: Record<string, string> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' };
/** A text as COPY's text format writes it: backslash, tab, newline and carriage return escaped. */
export function copyEscape(text: string): string {
  return COPY_SPECIAL.test(text) ? text.replace(/[\\\t\n\r]/g, c => COPY_ESCAPES[c]) : text;
}

const COPY_CONTROLS: Record<string, string> = { b: '\b', f: '\f', n: '\n', r: '\r', t: '\t', v: '\v' };
/**
 * A field of COPY's text format unescaped, `copyEscape`'s inverse (as `COPY … TO` writes it: a backslash before a
 * character or a control's letter).
 */
export function copyUnescape(field: string): string {
  return field.includes('\\') ? field.replace(/\\(.)/g, (_, c: string) => COPY_CONTROLS[c] ?? c) : field;
}

/**
 * `text`, flattened: a text made by concatenation is held by V8 as a tree of its pieces (cons strings, several times
 * the bytes of its characters for a short text) until something reads it character by character, which makes it one
 * sequential string in place (the collector then drops the tree). The plan holds a million labs' texts.
 */
export function flat(text: string): string {
  text.charCodeAt(0);
  return text;
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
