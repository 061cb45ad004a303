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
import { DAY } from './util.js';

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
  createdAt: Date;
  status: 'verified' | 'pending' | 'blocked';
  /** The lab's services: `serviceCount` rows of the service table from `serviceStart`. */
  serviceStart: number;
  serviceCount: number;
  demo: boolean;
}

/**
 * Plans held in typed arrays, one entry per row (a million labs plan ≈ 6 million services, 4.6 million appointments
 * and 10 million booked services: as objects they would not fit in the seeder's memory). Row `i` has id `firstId + i`.
 */
export interface ServiceTable {
  count: number;
  firstId: number;
  /** Index in the test catalogue. */
  testIndex: Uint8Array;
  price: Int32Array;
  homeSamplingPrice: Int32Array;
  communicationPrice: Int32Array;
}

/** Appointment statuses, by code. */
export const APPOINTMENT_STATUS = ['Pending', 'Cancelled', 'Confirmed', 'Completed'] as const;
/** Booked-service statuses, by code. */
export const BOOKED_STATUS = ['Pending', 'Accepted', 'Completed', 'Rejected'] as const;
export const HOME_SAMPLING = 1;
export const COMMUNICATION = 2;

/** Appointments in time order (their id order), each with its booked services from `bookedStart[i]`. */
export interface AppointmentTable {
  count: number;
  firstId: number;
  /** Index in `labs` (the labs that take bookings). */
  lab: Int32Array;
  labs: LabInfo[];
  /** Index in `patients`. */
  patient: Int32Array;
  patients: PatientInfo[];
  /** The creation time as drawn; the row holds it rounded to the millisecond. */
  createdMs: Float64Array;
  /** Code in APPOINTMENT_STATUS. */
  status: Uint8Array;
  price: Int32Array;
  /** `count + 1` offsets into the booked-service arrays. */
  bookedStart: Int32Array;
  /** Index in the service table. */
  bookedService: Int32Array;
  /** HOME_SAMPLING | COMMUNICATION. */
  bookedFlags: Uint8Array;
  /** Code in BOOKED_STATUS. */
  bookedStatus: Uint8Array;
}

/** Orders in id order, one per paid appointment. */
export interface OrderTable {
  count: number;
  firstId: number;
  /** Index in the appointment table. */
  appointment: Int32Array;
  createdMs: Float64Array;
  total: Int32Array;
  online: Uint8Array;
}

/** The subtotal of a booked service: the service's price with its chosen extras. */
export function bookedPrice(services: ServiceTable, service: number, flags: number): number {
  return (
    services.price[service] +
    (flags & HOME_SAMPLING ? services.homeSamplingPrice[service] : 0) +
    (flags & COMMUNICATION ? services.communicationPrice[service] : 0)
  );
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

  const usedMobiles = new Set<string>();
  const mobile = (unique = true): string => {
    for (;;) {
      const n = `${rng.pick(MOBILE_PREFIXES)}-${rng.int(1, 9)}${rng.digits(6)}`;
      if (!unique) return n;
      if (!usedMobiles.has(n)) {
        usedMobiles.add(n);
        return n;
      }
    }
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
    for (const c of candidates) {
      const e = `${c}@${domain}`;
      if (!usedEmails.has(e)) {
        usedEmails.add(e);
        return e;
      }
    }
    const base = `${candidates[0]}@${domain}`;
    for (let k = emailSuffix.get(base) ?? 2; ; k++) {
      const e = `${candidates[0]}${k}@${domain}`;
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
  const homeAddress = (city: City) =>
    `House ${rng.int(1, 450)}, Street ${rng.int(1, 40)}, ${rng.pick(city.areas)[0]}, ${city.name}`;

  return {
    rng,
    nowMs,
    at,
    daysAgo,
    between,
    mobile,
    usedMobiles,
    person,
    usedEmails,
    uniqueEmail,
    emailDomain: () => rng.weighted(EMAIL_DOMAINS),
    cityWeights,
    landline,
    healthId: healthIdIssuer(rng),
    homeAddress,
  };
}
