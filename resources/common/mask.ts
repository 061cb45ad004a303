/**
 * Caret-preserving input masks (SPEC §5): the contact number and the CNIC. Pure functions, shared by every masked
 * input (staff register/edit, the lab profile) and unit-tested with caret positions.
 *
 * A mask keeps the "significant" characters of what was typed (digits, and a leading `+` for phones) and lays them
 * out with its separators. The caret is placed after the same number of significant characters as before the
 * formatting, so typing or deleting mid-field keeps it where the user is. Deleting a separator (Backspace right after
 * a dash, Delete right before one) deletes the digit beyond it instead, as users expect. Typing into a full field
 * changes nothing; a longer paste is cut at the end.
 */
export interface Mask {
  /** Whether the character at `index` of a raw value is kept (a digit, or a leading `+`). */
  significant: (raw: string, index: number) => boolean;
  /** Lays out the significant characters (already stripped of everything else) with the separators, capped. */
  layout: (significant: string) => string;
}

export interface MaskState {
  value: string;
  caret: number;
}

const isDigit = (ch: string | undefined) => ch !== undefined && ch >= '0' && ch <= '9';

/** Digits, and a `+` when it is the first non-blank character. */
const phoneSignificant = (raw: string, index: number) => {
  const ch = raw[index];
  if (isDigit(ch)) return true;
  return ch === '+' && raw.slice(0, index).trim() === '';
};

/** Whether `digits` starts with `prefix`, or with the part of it typed so far. */
const startsAsPrefix = (digits: string, prefix: string) =>
  digits.length < prefix.length ? prefix.startsWith(digits) : digits.startsWith(prefix);

/**
 * Length of the international/trunk prefix that starts the digits: `+92`, `0092`, `92`, `0` (or one being typed).
 * `00` and `9` count as the start of `0092` and `92` only when what follows agrees (`0009…` is the trunk `0` and
 * digits; `93…` no prefix), so deleting a digit after a prefix does not turn it into another and move the dash.
 */
const phonePrefixLength = (plus: boolean, digits: string) => {
  if (plus) return Math.min(2, digits.length);
  if (digits.length >= 2 && startsAsPrefix(digits, '0092')) return Math.min(4, digits.length);
  if (digits.startsWith('0')) return 1;
  if (startsAsPrefix(digits, '92')) return Math.min(2, digits.length);
  return 0;
};

/**
 * Pakistani mobile number, SPEC §5 PHONE_PATTERN `^((\+92)|(0092)|(92)|(0))?3\d{2}-\d{7}$`: the optional prefix,
 * then `3XX-XXXXXXX` (0300-1234567, +92300-1234567, 0092300-1234567, 92300-1234567, 300-1234567).
 */
export const phoneMask: Mask = {
  significant: phoneSignificant,
  layout: significant => {
    const plus = significant.startsWith('+');
    const digits = plus ? significant.slice(1) : significant;
    const prefixLength = phonePrefixLength(plus, digits);
    const prefix = (plus ? '+' : '') + digits.slice(0, prefixLength);
    const body = digits.slice(prefixLength, prefixLength + 10);
    return prefix + body.slice(0, 3) + (body.length > 3 ? `-${body.slice(3)}` : '');
  },
};

/** CNIC `XXXXX-XXXXXXX-X` (35202-1234567-1). */
export const cnicMask: Mask = {
  significant: (raw, index) => isDigit(raw[index]),
  layout: digits => {
    const d = digits.slice(0, 13);
    let out = d.slice(0, 5);
    if (d.length > 5) out += `-${d.slice(5, 12)}`;
    if (d.length > 12) out += `-${d.slice(12)}`;
    return out;
  },
};

const countSignificant = (mask: Mask, raw: string, end: number) => {
  let count = 0;
  for (let i = 0; i < end && i < raw.length; i++) if (mask.significant(raw, i)) count++;
  return count;
};

/** The position right after the `count`-th significant character of a formatted value (0 when count is 0). */
const positionAfter = (mask: Mask, value: string, count: number) => {
  if (count <= 0) return 0;
  let seen = 0;
  for (let i = 0; i < value.length; i++) {
    if (mask.significant(value, i)) seen++;
    if (seen === count) return i + 1;
  }
  return value.length;
};

/** Formats a raw value; `caret` (a position in `raw`) becomes the matching position in the result. */
export function applyMask(mask: Mask, raw: string, caret: number = raw.length): MaskState {
  let significant = '';
  for (let i = 0; i < raw.length; i++) if (mask.significant(raw, i)) significant += raw[i];
  const value = mask.layout(significant);
  const kept = Math.min(countSignificant(mask, raw, caret), countSignificant(mask, value, value.length));
  return { value, caret: positionAfter(mask, value, kept) };
}

/**
 * One edit of a masked field: `previous` was the field's value, `raw` is what the browser made of it with the caret
 * at `caret`, `inputType` the InputEvent's kind. When the edit only removed a separator, the significant character
 * beyond it (before it for Backspace, after it for Delete) is removed instead; otherwise the raw value is formatted.
 */
export function maskEdit(mask: Mask, previous: string, raw: string, caret: number, inputType?: string): MaskState {
  const removedOne = raw.length === previous.length - 1 && raw === previous.slice(0, caret) + previous.slice(caret + 1);
  if (removedOne && !mask.significant(previous, caret)) {
    if (inputType === 'deleteContentBackward') {
      let j = caret - 1;
      while (j >= 0 && !mask.significant(previous, j)) j--;
      if (j < 0) return applyMask(mask, previous, caret + 1);
      return applyMask(mask, previous.slice(0, j) + previous.slice(j + 1), j);
    }
    if (inputType === 'deleteContentForward') {
      let j = caret + 1;
      while (j < previous.length && !mask.significant(previous, j)) j++;
      if (j >= previous.length) return applyMask(mask, previous, caret);
      return applyMask(mask, previous.slice(0, j) + previous.slice(j + 1), caret);
    }
  }
  const result = applyMask(mask, raw, caret);
  // Typing into a full field changes nothing (rather than pushing the last digit out), the caret stays put.
  const kept = countSignificant(mask, result.value, result.value.length);
  if (
    inputType?.startsWith('insert') &&
    countSignificant(mask, raw, raw.length) > kept &&
    countSignificant(mask, previous, previous.length) >= kept
  ) {
    const at = Math.max(0, Math.min(previous.length, caret - (raw.length - previous.length)));
    return { value: previous, caret: at };
  }
  return result;
}
