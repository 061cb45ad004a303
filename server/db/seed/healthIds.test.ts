/** The seed's health-department ids stay unique past 100,000 labs in one city (the seeder once looped for ever). */
import { describe, expect, it } from 'vitest';

import { healthIdIssuer } from './healthIds.js';
import { Rng } from './rng.js';

describe('healthIdIssuer', () => {
  it('issues 250,000 unique ids in one city, five digits for the first 50,000', () => {
    const issue = healthIdIssuer(new Rng(7));
    const city = { code: 'LHR', province: 'Punjab' } as const;
    const registered = Date.UTC(2024, 5, 1);
    const ids = Array.from({ length: 250_000 }, () => issue(city, registered));
    expect(new Set(ids).size).toBe(ids.length);
    const number = (id: string) => id.split('-').at(-1)!;
    expect(ids.slice(0, 50_000).every(id => /^PHC-LHR-20(21|22|23|24)-\d{5}$/.test(id))).toBe(true);
    expect(number(ids[50_000])).toHaveLength(6);
    expect(number(ids[249_999])).toHaveLength(9);
  });

  it('is deterministic for a given PRNG seed', () => {
    const run = () => {
      const issue = healthIdIssuer(new Rng(11));
      return Array.from({ length: 100 }, (_, i) =>
        issue({ code: 'KHI', province: 'Sindh' }, Date.UTC(2020, i % 12, 1)),
      );
    };
    expect(run()).toEqual(run());
  });
});
