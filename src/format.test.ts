import { describe, expect, it } from 'vitest';

import { makeFormatters } from './format';

describe('makeFormatters', () => {
  it('compact: a chart axis figure short enough for its width, in the chosen language', () => {
    expect(makeFormatters('en').compact(600_000)).toBe('600K');
    expect(makeFormatters('en').compact(1_864_868_930)).toBe('1.9B');
    expect(makeFormatters('de').compact(1_864_868_930)).toBe('1,9\u00a0Mrd.');
    expect(makeFormatters('ru').compact(600_000)).toBe('600\u00a0тыс.');
    expect(makeFormatters('it').compact(600_000)).toBe('600K');
    // The full figure stays for tooltips and cards.
    expect(makeFormatters('en').number(600_000)).toBe('600,000');
  });
});
