import { type City, HEALTH_COMMISSION } from './fixtures/places.js';
import type { Rng } from './rng.js';
import { flat } from './util.js';

/**
 * Health-department registration ids (`PHC-LHR-2021-04567`), unique by number within a city, whatever the year, so
 * the PRNG's use does not depend on the calendar. Five digits while a city has fewer than 50,000 (half the space: a
 * free number in about two draws); one more digit per further 50,000, so a city never runs out at any scale.
 */
export function healthIdIssuer(rng: Rng) {
  /** Per city: ids issued, and the numbers taken, up to 15 digits as their value plus 10^width (integers are cheaper
   * to look up than texts), beyond as their digits. */
  const cities = new Map<string, { issued: number; taken: Set<number | string> }>();
  return (city: Pick<City, 'code' | 'province'>, registeredMs: number): string => {
    const year = new Date(registeredMs).getUTCFullYear() - rng.int(0, 3);
    let issuer = cities.get(city.code);
    if (!issuer) cities.set(city.code, (issuer = { issued: 0, taken: new Set() }));
    const width = 5 + Math.floor(issuer.issued++ / 50_000);
    for (;;) {
      const number = rng.digits(width);
      const key = width <= 15 ? Number(number) + 10 ** width : number;
      if (!issuer.taken.has(key)) {
        issuer.taken.add(key);
        return flat(`${HEALTH_COMMISSION[city.province]}-${city.code}-${year}-${number}`);
      }
    }
  };
}
