import { describe, expect, it } from 'vitest';

import { CNIC_PATTERN, PHONE_PATTERN } from '../../contracts/rules';
import { applyMask, cnicMask, type Mask, maskEdit, type MaskState, phoneMask } from './mask';

/** Types `text` at the caret of `state`, one character at a time, as a browser would (insertText). */
const type = (mask: Mask, state: MaskState, text: string): MaskState => {
  for (const ch of text) {
    const raw = state.value.slice(0, state.caret) + ch + state.value.slice(state.caret);
    state = maskEdit(mask, state.value, raw, state.caret + 1, 'insertText');
  }
  return state;
};
const backspace = (mask: Mask, state: MaskState): MaskState => {
  const raw = state.value.slice(0, state.caret - 1) + state.value.slice(state.caret);
  return maskEdit(mask, state.value, raw, state.caret - 1, 'deleteContentBackward');
};
const del = (mask: Mask, state: MaskState): MaskState => {
  const raw = state.value.slice(0, state.caret) + state.value.slice(state.caret + 1);
  return maskEdit(mask, state.value, raw, state.caret, 'deleteContentForward');
};
/** "0300-12|34567" notation: the bar is the caret. */
const at = (text: string): MaskState => ({ value: text.replace('|', ''), caret: text.indexOf('|') });
const show = (state: MaskState) => state.value.slice(0, state.caret) + '|' + state.value.slice(state.caret);

describe('phone mask (SPEC §5 PHONE_PATTERN)', () => {
  it('formats every prefix the rule accepts, and the result passes the rule', () => {
    const cases: Record<string, string> = {
      '03001234567': '0300-1234567',
      '+923001234567': '+92300-1234567',
      '00923001234567': '0092300-1234567',
      '923001234567': '92300-1234567',
      '3001234567': '300-1234567',
      '+92 300 1234567': '+92300-1234567',
      '0300-123456789': '0300-1234567',
    };
    for (const [raw, formatted] of Object.entries(cases)) {
      expect(applyMask(phoneMask, raw).value).toBe(formatted);
      expect(PHONE_PATTERN.test(formatted)).toBe(true);
    }
  });

  it('types digit by digit from empty, the dash appearing after 3XX, capped', () => {
    const seen: string[] = [];
    let state = at('|');
    for (const ch of '030012345679') seen.push(show((state = type(phoneMask, state, ch))));
    expect(seen.slice(0, 6)).toEqual(['0|', '03|', '030|', '0300|', '0300-1|', '0300-12|']);
    expect(show(state)).toBe('0300-1234567|');
    expect(show(type(phoneMask, at('|'), '+923001234567'))).toBe('+92300-1234567|');
    expect(applyMask(phoneMask, '0300-').value).toBe('0300');
  });

  it('keeps the caret where a digit is inserted or deleted mid-field', () => {
    expect(show(type(phoneMask, at('0300-12|4567'), '3'))).toBe('0300-123|4567');
    expect(show(type(phoneMask, at('030|-1234567'), '0'))).toBe('0300|-1234567');
    expect(show(backspace(phoneMask, at('0300-123|4567')))).toBe('0300-12|4567');
    expect(show(backspace(phoneMask, at('0300|-1234567')))).toBe('030|1-234567');
    expect(show(del(phoneMask, at('0300-1|234567')))).toBe('0300-1|34567');
    // Typing right after the dash.
    expect(show(type(phoneMask, at('0300-|123456'), '9'))).toBe('0300-9|123456');
  });

  it('deleting a digit of the number after the prefix keeps the prefix and the dash in place', () => {
    // 0300-1234567 with the caret after "03": the trunk 0 stays the prefix (not "00" read as 0092).
    expect(show(backspace(phoneMask, at('03|00-1234567')))).toBe('0|001-234567');
    expect(show(type(phoneMask, backspace(phoneMask, at('03|00-1234567')), '3'))).toBe('03|00-1234567');
    expect(show(del(phoneMask, at('0|300-1234567')))).toBe('0|001-234567');
    expect(show(backspace(phoneMask, at('+923|00-1234567')))).toBe('+92|001-234567');
    expect(show(backspace(phoneMask, at('00923|00-1234567')))).toBe('0092|001-234567');
    // Typing a prefix digit by digit still reads it as one.
    expect(show(type(phoneMask, at('|'), '0092300'))).toBe('0092300|');
    expect(show(type(phoneMask, at('|'), '92300'))).toBe('92300|');
  });

  it('backspace right after a dash deletes the digit before it; Delete right before a dash the digit after it', () => {
    expect(show(backspace(phoneMask, at('0300-|1234567')))).toBe('030|1-234567');
    expect(show(backspace(phoneMask, at('+92300-|1234567')))).toBe('+9230|1-234567');
    expect(show(del(phoneMask, at('0300|-1234567')))).toBe('0300|-234567');
  });

  it('a full number refuses another digit typed mid-field (nothing pushed out), the caret stays', () => {
    expect(show(type(phoneMask, at('0300-12|34567'), '9'))).toBe('0300-12|34567');
    expect(show(type(phoneMask, at('0300-1234567|'), '9'))).toBe('0300-1234567|');
    expect(show(type(cnicMask, at('352|02-1234567-1'), '9'))).toBe('352|02-1234567-1');
    // A paste into an empty field is cut at the end.
    expect(maskEdit(phoneMask, '', '0300123456789', 13, 'insertFromPaste').value).toBe('0300-1234567');
  });

  it('ignores letters without moving the caret', () => {
    expect(show(type(phoneMask, at('0300-12|'), 'a'))).toBe('0300-12|');
    expect(show(type(phoneMask, at('03|00-12'), 'x'))).toBe('03|00-12');
  });
});

describe('CNIC mask', () => {
  it('formats XXXXX-XXXXXXX-X digit by digit, capped at 13 digits', () => {
    const seen: string[] = [];
    let state = at('|');
    for (const ch of '35202123456719') seen.push((state = type(cnicMask, state, ch)).value);
    expect(seen[4]).toBe('35202');
    expect(seen[5]).toBe('35202-1');
    expect(seen[11]).toBe('35202-1234567');
    expect(seen[12]).toBe('35202-1234567-1');
    expect(state.value).toBe('35202-1234567-1');
    expect(CNIC_PATTERN.test(state.value)).toBe(true);
    expect(applyMask(cnicMask, '35202 1234567 1').value).toBe('35202-1234567-1');
  });

  it('edits mid-field and across both dashes', () => {
    expect(show(backspace(cnicMask, at('35202-|1234567-1')))).toBe('3520|1-2345671');
    expect(show(backspace(cnicMask, at('35202-1234567-|1')))).toBe('35202-123456|1');
    expect(show(type(cnicMask, at('352|02-1234567'), '9'))).toBe('3529|0-2123456-7');
    expect(show(del(cnicMask, at('35202|-1234567-1')))).toBe('35202|-2345671');
  });
});
