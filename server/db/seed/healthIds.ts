import { type City, HEALTH_COMMISSION } from './fixtures/places.js';
import type { Rng } from './rng.js';

/**
 * Health-department registration ids (`PHC-LHR-2021-04567`), unique by number within a city, whatever the year, so
 * the PRNG's use does not depend on the calendar. Five digits while a city has fewer than 50,000 (half the space: a
 * free number in about two draws); one more digit per further 50,000, so a city never runs out at any scale.
 */
export function healthIdIssuer(rng: Rng) {
  const used = new Set<string>();
  const issuedPerCity = new Map<string, number>();
  return (city: Pick<City, 'code' | 'province'>, registeredMs: number): string => {
    const year = new Date(registeredMs).getUTCFullYear() - rng.int(0, 3);
    const issued = issuedPerCity.get(city.code) ?? 0;
    issuedPerCity.set(city.code, issued + 1);
    const width = 5 + Math.floor(issued / 50_000);
    for (;;) {
      const number = rng.digits(width);
      const key = `${city.code}-${number}`;
      if (!used.has(key)) {
        used.add(key);
        return `${HEALTH_COMMISSION[city.province]}-${city.code}-${year}-${number}`;
      }
    }
  };
}
