import { describe, expect, it } from 'vitest';

import { COUNTDOWN_TARGET, timeLeft } from './timeLeft';

describe('timeLeft', () => {
  it('splits the remaining time into days, hours, minutes and seconds', () => {
    const now = new Date(COUNTDOWN_TARGET.getTime() - ((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000);
    expect(timeLeft(COUNTDOWN_TARGET, now)).toEqual({ days: 2, hours: 3, minutes: 4, seconds: 5, done: false });
  });

  it('is done once the target has passed', () => {
    expect(timeLeft(COUNTDOWN_TARGET, new Date(2026, 0, 1))).toEqual({
      days: 0,
      hours: 0,
      minutes: 0,
      seconds: 0,
      done: true,
    });
  });
});
