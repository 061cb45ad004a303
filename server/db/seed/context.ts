/**
 * What every stage of the seed shares: the PRNG, the reference time, the identity helpers that keep emails and
 * mobile numbers unique across stages, and the plans one stage hands to the next.
 */
import type { labs } from '../schema.js';
import { ADMIN_EMAIL, DEMO_ACCOUNTS } from './accounts.js';
import { EMAIL_DOMAINS, FEMALE_FIRST, LAST_NAMES, MALE_FIRST, MOBILE_PREFIXES } from './fixtures/people.js';
import { CITIES, type City } from './fixtures/places.js';
import { healthIdIssuer } from './healthIds.js';
import { Rng } from './rng.js';
import { DAY, flat } from './util.js';

export interface Person {
  first: string;
  last: string;
  name: string;
  gender: 'male' | 'female';
}

export interface PatientInfo extends Person {
  id: number;
  email: string;
  contact: string;
  city: City;
  createdAt: Date;
}

/** What the stages after the labs read of a lab's row (writeLabs keeps only these once the row is written). */
type LabRowKept = Pick<typeof labs.$inferInsert, 'email' | 'name' | 'landlineNumber' | 'isActive' | 'verified'>;

export interface LabInfo {
  id: number;
  userId: number;
  /** The whole row until the labs are written, then its `LabRowKept` columns (a million rows' addresses, numbers and
   * coordinates are not held through the later stages). */
  row: LabRowKept & Partial<typeof labs.$inferInsert>;
  city: City;
  area: string;
  /** When the lab registered (epoch ms; its row's `createdAt`). */
  createdMs: number;
  status: 'verified' | 'pending' | 'blocked';
  /** The lab's services: `serviceCount` rows from its `serviceStart`-th (counted from the first service's id), the
   * `j`-th for the catalogue test `(testOffset + j × testStride) mod the catalogue's size` (stages/activity.ts). */
  serviceStart: number;
  serviceCount: number;
  testOffset: number;
  testStride: number;
  demo: boolean;
}

/** The password hashes of the seeded accounts. */
export interface Hashes {
  admin: string;
  lab: string;
  shared: string;
}

export type SeedContext = ReturnType<typeof seedContext>;

export function seedContext(random: number, nowMs: number) {
  const rng = new Rng(random);
  const at = (ms: number) => new Date(Math.round(ms));
  const daysAgo = (days: number) => nowMs - days * DAY;
  /** A time between `fromMs` and `toMs`, denser towards `toMs` when power > 1. */
  const between = (fromMs: number, toMs: number, power = 1) => toMs - (toMs - fromMs) * Math.pow(rng.next(), power);

  /** The mobile numbers given out, each as its prefix's place in MOBILE_PREFIXES × 10^7 plus its seven digits. */
  const takenMobiles = new Set<number>();
  const mobileText = (prefix: number, digits: number) =>
    `${MOBILE_PREFIXES[prefix]}-${String(digits).padStart(7, '0')}`;
  const mobile = (unique = true): string => {
    for (;;) {
      const prefix = Math.floor(rng.next() * MOBILE_PREFIXES.length);
      const digits = rng.int(1, 9) * 1e6 + rng.digitValue(6);
      if (!unique) return mobileText(prefix, digits);
      const key = prefix * 1e7 + digits;
      if (!takenMobiles.has(key)) {
        takenMobiles.add(key);
        return mobileText(prefix, digits);
      }
    }
  };
  /** Takes a mobile number (`0321-4856120`) that `mobile()` must not give out. */
  const takeMobile = (n: string) => {
    const prefix = MOBILE_PREFIXES.indexOf(n.slice(0, 4));
    if (prefix >= 0 && /^\d{4}-\d{7}$/.test(n)) takenMobiles.add(prefix * 1e7 + Number(n.slice(5)));
  };
  const person = (gender?: 'male' | 'female', last?: string): Person => {
    const g = gender ?? (rng.chance(0.5) ? 'male' : 'female');
    const first = rng.pick(g === 'male' ? MALE_FIRST : FEMALE_FIRST);
    const l = last ?? rng.pick(LAST_NAMES);
    return { first, last: l, name: `${first} ${l}`, gender: g };
  };
  const usedEmails = new Set<string>([ADMIN_EMAIL, DEMO_ACCOUNTS.lab.email]);
  /** The next numeric suffix to try per email base (keeps many same-named labs linear). */
  const emailSuffix = new Map<string, number>();
  const uniqueEmail = (candidates: string[], domain: string): string => {
    const base = flat(`${candidates[0]}@${domain}`);
    const next = emailSuffix.get(base);
    // A base numbered before is taken: it is not looked up again (a million labs' emails share a few thousand bases).
    for (let i = next === undefined ? 0 : 1; i < candidates.length; i++) {
      const e = i === 0 ? base : flat(`${candidates[i]}@${domain}`);
      if (!usedEmails.has(e)) {
        usedEmails.add(e);
        return e;
      }
    }
    for (let k = next ?? 2; ; k++) {
      const e = flat(`${candidates[0]}${k}@${domain}`);
      if (!usedEmails.has(e)) {
        usedEmails.add(e);
        emailSuffix.set(base, k + 1);
        return e;
      }
    }
  };
  const cityWeights = CITIES.map(c => [c, c.weight] as const);
  const landline = (city: City): string => {
    const lead = rng.pick(city.landline.lead);
    return `${city.landline.code}-${lead}${rng.digits(city.landline.digits - lead.length)}`;
  };
  let issueHealthId = healthIdIssuer(rng);
  /**
   * Lets go of what keeps the emails, mobile numbers and health-department ids unique (a million of each at a million
   * labs): once the people are written, no stage draws one again.
   */
  const forgetTaken = () => {
    takenMobiles.clear();
    usedEmails.clear();
    emailSuffix.clear();
    issueHealthId = healthIdIssuer(rng);
  };
  const homeAddress = (city: City) =>
    `House ${rng.int(1, 450)}, Street ${rng.int(1, 40)}, ${rng.pick(city.areas)[0]}, ${city.name}`;

  return {
    rng,
    /** The PRNG seed, which also seeds the hashes of the rows generated in the database. */
    random,
    nowMs,
    at,
    daysAgo,
    between,
    mobile,
    takeMobile,
    person,
    usedEmails,
    uniqueEmail,
    emailDomain: () => rng.weighted(EMAIL_DOMAINS),
    cityWeights,
    landline,
    healthId: (city: City, registeredMs: number) => issueHealthId(city, registeredMs),
    forgetTaken,
    homeAddress,
  };
}
