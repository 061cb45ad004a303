/**
 * Demo data for an empty, migrated database: labs across Pakistan, the test catalogue, staff, patients and a
 * realistic history of appointments, orders, complaints, reviews, financial aid, donations and notifications.
 *
 * Deterministic: every name, count, amount and status comes from a seeded PRNG (mulberry32), so the same
 * `random` seed gives the same data, whatever `now` is (only date-derived text, such as the year in a health
 * department id or a certificate title, follows the calendar). Dates are relative to `now`, so dashboards always
 * show recent activity; with the same `now` every row is identical, ids included. Only password hashes (random
 * salts) differ between runs.
 *
 * Money: an appointment's Price is the sum of its booked services' subtotals (SPEC §9); its order has one item per
 * booked service priced at that subtotal (so sub_total = Price), plus `shipping` (a rider fee of 150-300 when the
 * samples are collected at home); total = sub_total + shipping; commission = round(total × 10%).
 *
 * Everything is written in one transaction, so a failed seed leaves the database empty. For speed (100k labs ≈ 3.7M
 * rows) the ids are assigned here (the sequences are moved past them at the end), rows go in as
 * `INSERT … SELECT … FROM unnest(<one array per column>)` in batches of 5,000, the plain secondary indexes are
 * dropped and rebuilt after the load, and, when the role is a superuser, foreign-key triggers are skipped
 * (`session_replication_role = replica`): the generated data is consistent by construction.
 */
import { getTableColumns, getTableName, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';

import { hashPassword } from '../lib/password.js';
import type { Db } from './client.js';
import {
  appointments,
  auditLog,
  bookedServices,
  complaints,
  donations,
  eqaCertificates,
  financialAid,
  labs,
  labSearch,
  notifications,
  orderItems,
  orders,
  reviews,
  services,
  staff,
  tests,
  users,
} from './schema.js';

// ---------------------------------------------------------------------------------------------------------------
// Public API
// ---------------------------------------------------------------------------------------------------------------

export const DEMO_ACCOUNTS = {
  admin: { email: 'admin@labhub.pk', password: 'Admin1234', name: 'Admin', role: 'admin' },
  lab: {
    email: 'lab@labhub.pk',
    password: 'Lab12345',
    name: 'LabHub Diagnostics Lahore',
    labname: 'LabHub Diagnostics',
    city: 'Lahore',
    role: 'lab',
  },
} as const;

/** The password of every other seeded account (patients, the other labs, staff). */
export const DEMO_SHARED_PASSWORD = 'Patient123';

export const DEFAULT_SEED_LABS = 64;
export const DEFAULT_SEED_RANDOM = 20261122;

export interface SeedOptions {
  /** Number of labs, the demo lab included (default 64). Orders, reviews, notifications… scale with it. */
  labs?: number;
  /** PRNG seed (default 20261122). */
  random?: number;
  /** The reference time for every date (default: now). */
  now?: Date;
  /** Progress messages (one per table, with its time), e.g. `console.log`. */
  log?: (message: string) => void;
}

export interface SeedSummary {
  users: number;
  labs: number;
  tests: number;
  staff: number;
  services: number;
  appointments: number;
  bookedServices: number;
  orders: number;
  orderItems: number;
  complaints: number;
  reviews: number;
  eqaCertificates: number;
  financialAid: number;
  donations: number;
  notifications: number;
  auditLog: number;
}

/** True when the database already holds data (the users table has rows). */
export async function isSeeded(db: Db): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).limit(1);
  return rows.length > 0;
}

// ---------------------------------------------------------------------------------------------------------------
// PRNG
// ---------------------------------------------------------------------------------------------------------------

/** mulberry32: a tiny, fast 32-bit PRNG; returns floats in [0, 1). */
function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export class Rng {
  readonly next: () => number;
  constructor(seed: number) {
    this.next = mulberry32(seed);
  }
  /** Integer in [min, max], both inclusive. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }
  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)];
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
  /** Picks by weight: [[value, weight], …]. */
  weighted<T>(pairs: readonly (readonly [T, number])[]): T {
    let total = 0;
    for (const [, w] of pairs) total += w;
    let r = this.next() * total;
    for (const [v, w] of pairs) {
      r -= w;
      if (r < 0) return v;
    }
    return pairs[pairs.length - 1][0];
  }
  shuffle<T>(items: T[]): T[] {
    for (let i = items.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      [items[i], items[j]] = [items[j], items[i]];
    }
    return items;
  }
  /** k distinct items (k ≤ items.length), in random order. */
  sample<T>(items: readonly T[], k: number): T[] {
    const copy = items.slice();
    const n = Math.min(k, copy.length);
    for (let i = 0; i < n; i++) {
      const j = i + Math.floor(this.next() * (copy.length - i));
      [copy[i], copy[j]] = [copy[j], copy[i]];
    }
    return copy.slice(0, n);
  }
  digits(n: number): string {
    let s = '';
    for (let i = 0; i < n; i++) s += Math.floor(this.next() * 10);
    return s;
  }
}

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

// ---------------------------------------------------------------------------------------------------------------
// Reference data
// ---------------------------------------------------------------------------------------------------------------

type Province = 'Punjab' | 'Sindh' | 'KP' | 'ICT' | 'Balochistan';

interface City {
  name: string;
  code: string;
  province: Province;
  /** Landline area code and the number of subscriber digits, with the digits a subscriber number starts with. */
  landline: { code: string; digits: number; lead: string[] };
  weight: number;
  /** Neighbourhoods with their approximate centre. */
  areas: [string, number, number][];
}

const CITIES: City[] = [
  {
    name: 'Lahore',
    code: 'LHR',
    province: 'Punjab',
    weight: 18,
    landline: { code: '042', digits: 8, lead: ['35', '36', '37', '32'] },
    areas: [
      ['Gulberg III', 31.512, 74.344],
      ['DHA Phase 5', 31.464, 74.408],
      ['Johar Town', 31.4697, 74.2728],
      ['Model Town', 31.4834, 74.3237],
      ['Garden Town', 31.503, 74.323],
      ['Allama Iqbal Town', 31.512, 74.287],
      ['Shadman', 31.539, 74.328],
      ['Faisal Town', 31.479, 74.305],
      ['Bahria Town', 31.365, 74.185],
      ['Township', 31.45, 74.31],
      ['Wapda Town', 31.43, 74.265],
      ['Cantt', 31.522, 74.392],
    ],
  },
  {
    name: 'Karachi',
    code: 'KHI',
    province: 'Sindh',
    weight: 18,
    landline: { code: '021', digits: 8, lead: ['34', '35', '36', '32'] },
    areas: [
      ['Clifton', 24.8138, 67.03],
      ['DHA Phase 6', 24.8, 67.06],
      ['Gulshan-e-Iqbal', 24.92, 67.095],
      ['North Nazimabad', 24.942, 67.04],
      ['PECHS', 24.872, 67.064],
      ['Saddar', 24.856, 67.029],
      ['Gulistan-e-Jauhar', 24.912, 67.13],
      ['Nazimabad', 24.91, 67.03],
      ['Korangi', 24.83, 67.13],
      ['Malir', 24.89, 67.2],
      ['Federal B Area', 24.93, 67.07],
    ],
  },
  {
    name: 'Islamabad',
    code: 'ISB',
    province: 'ICT',
    weight: 10,
    landline: { code: '051', digits: 7, lead: ['2', '4', '8'] },
    areas: [
      ['F-7 Markaz', 33.72, 73.056],
      ['F-8 Markaz', 33.71, 73.035],
      ['G-9 Markaz', 33.69, 73.03],
      ['Blue Area', 33.71, 73.06],
      ['I-8 Markaz', 33.668, 73.076],
      ['G-11 Markaz', 33.67, 72.995],
      ['E-11', 33.7, 72.975],
      ['F-10 Markaz', 33.695, 73.014],
      ['DHA Phase 2', 33.53, 73.16],
    ],
  },
  {
    name: 'Rawalpindi',
    code: 'RWP',
    province: 'Punjab',
    weight: 8,
    landline: { code: '051', digits: 7, lead: ['5', '4'] },
    areas: [
      ['Saddar', 33.595, 73.053],
      ['Satellite Town', 33.633, 73.065],
      ['Chaklala Scheme III', 33.585, 73.09],
      ['Commercial Market', 33.637, 73.073],
      ['Bahria Town Phase 7', 33.53, 73.09],
      ['Westridge', 33.61, 73.02],
      ['Peshawar Road', 33.61, 73.0],
    ],
  },
  {
    name: 'Faisalabad',
    code: 'FSD',
    province: 'Punjab',
    weight: 7,
    landline: { code: '041', digits: 7, lead: ['8', '2', '7'] },
    areas: [
      ["People's Colony", 31.425, 73.09],
      ['Madina Town', 31.405, 73.11],
      ['Susan Road', 31.41, 73.105],
      ['Jail Road', 31.43, 73.083],
      ['Civil Lines', 31.42, 73.08],
      ['Satiana Road', 31.395, 73.085],
    ],
  },
  {
    name: 'Multan',
    code: 'MUX',
    province: 'Punjab',
    weight: 6,
    landline: { code: '061', digits: 7, lead: ['45', '62', '65'] },
    areas: [
      ['Gulgasht Colony', 30.21, 71.47],
      ['Cantt', 30.19, 71.44],
      ['Bosan Road', 30.225, 71.48],
      ['Shah Rukn-e-Alam Colony', 30.18, 71.5],
      ['Nishtar Road', 30.203, 71.442],
      ['Hussain Agahi', 30.197, 71.475],
    ],
  },
  {
    name: 'Peshawar',
    code: 'PEW',
    province: 'KP',
    weight: 6,
    landline: { code: '091', digits: 7, lead: ['5', '2', '9'] },
    areas: [
      ['University Town', 34.006, 71.49],
      ['Hayatabad Phase 3', 33.99, 71.44],
      ['Saddar', 34.0, 71.54],
      ['Gulbahar', 34.02, 71.58],
      ['Dabgari Gardens', 34.012, 71.565],
      ['Warsak Road', 34.025, 71.5],
    ],
  },
  {
    name: 'Quetta',
    code: 'UET',
    province: 'Balochistan',
    weight: 4,
    landline: { code: '081', digits: 7, lead: ['28', '44', '28'] },
    areas: [
      ['Jinnah Road', 30.19, 67.005],
      ['Satellite Town', 30.205, 67.01],
      ['Samungli Road', 30.18, 66.98],
      ['Zarghoon Road', 30.2, 67.015],
      ['Cantt', 30.2, 66.99],
    ],
  },
  {
    name: 'Sialkot',
    code: 'SKT',
    province: 'Punjab',
    weight: 4,
    landline: { code: '052', digits: 7, lead: ['35', '42', '32'] },
    areas: [
      ['Cantt', 32.51, 74.54],
      ['Paris Road', 32.5, 74.53],
      ['Kashmir Road', 32.495, 74.53],
      ['Model Town', 32.49, 74.515],
      ['Defence Road', 32.48, 74.56],
    ],
  },
  {
    name: 'Gujranwala',
    code: 'GRW',
    province: 'Punjab',
    weight: 4,
    landline: { code: '055', digits: 7, lead: ['38', '37', '32'] },
    areas: [
      ['Satellite Town', 32.17, 74.19],
      ['Model Town', 32.18, 74.185],
      ['GT Road', 32.16, 74.19],
      ['DC Road', 32.162, 74.195],
      ["People's Colony", 32.175, 74.2],
    ],
  },
  {
    name: 'Hyderabad',
    code: 'HDD',
    province: 'Sindh',
    weight: 4,
    landline: { code: '022', digits: 7, lead: ['27', '26', '38'] },
    areas: [
      ['Latifabad', 25.38, 68.38],
      ['Qasimabad', 25.41, 68.33],
      ['Saddar', 25.39, 68.37],
      ['Auto Bhan Road', 25.385, 68.355],
      ['Citizen Colony', 25.4, 68.35],
    ],
  },
  {
    name: 'Abbottabad',
    code: 'ABT',
    province: 'KP',
    weight: 3,
    landline: { code: '0992', digits: 6, lead: ['33', '38', '34'] },
    areas: [
      ['Mansehra Road', 34.165, 73.22],
      ['Jinnahabad', 34.18, 73.24],
      ['Supply Bazaar', 34.16, 73.22],
      ['Cantt', 34.15, 73.215],
    ],
  },
  {
    name: 'Bahawalpur',
    code: 'BWP',
    province: 'Punjab',
    weight: 3,
    landline: { code: '062', digits: 7, lead: ['28', '27', '92'] },
    areas: [
      ['Model Town A', 29.385, 71.675],
      ['Satellite Town', 29.4, 71.7],
      ['Circular Road', 29.395, 71.685],
      ['Baghdad-ul-Jadeed', 29.375, 71.72],
    ],
  },
  {
    name: 'Sargodha',
    code: 'SGD',
    province: 'Punjab',
    weight: 3,
    landline: { code: '048', digits: 7, lead: ['37', '32', '31'] },
    areas: [
      ['Satellite Town', 32.07, 72.69],
      ['University Road', 32.09, 72.68],
      ['Civil Lines', 32.08, 72.67],
      ['Club Road', 32.085, 72.675],
    ],
  },
  {
    name: 'Sukkur',
    code: 'SKZ',
    province: 'Sindh',
    weight: 2,
    landline: { code: '071', digits: 7, lead: ['56', '58', '61'] },
    areas: [
      ['Military Road', 27.71, 68.85],
      ['Barrage Colony', 27.69, 68.86],
      ['Workshop Road', 27.7, 68.87],
    ],
  },
];

const HEALTH_COMMISSION: Record<Province, string> = {
  Punjab: 'PHC',
  Sindh: 'SHCC',
  KP: 'KPHCC',
  ICT: 'IHRA',
  Balochistan: 'BHCC',
};

/** CNIC district prefixes by province (first five digits). */
const CNIC_PREFIXES: Record<Province, string[]> = {
  Punjab: ['35202', '35201', '33100', '36302', '34101', '38403'],
  Sindh: ['42101', '42201', '42301', '41303'],
  KP: ['17301', '13101', '16101'],
  ICT: ['61101'],
  Balochistan: ['54400', '56302'],
};

const BRANDS = [
  'Al-Shifa Diagnostic Centre',
  'Noor Pathology Lab',
  'Hayat Clinical Laboratory',
  'Al-Noor Diagnostics',
  'Crescent Medical Lab',
  'Medicare Diagnostic Centre',
  'Zainab Pathology Lab',
  'Rehman Clinical Lab',
  'Ravi Labs',
  'Margalla Diagnostic Centre',
  'Khyber Pathology',
  'Sindh Medical Laboratory',
  'Jinnah Diagnostic Centre',
  'Iqbal Clinical Lab',
  'Fatima Diagnostics',
  'Al-Hayat Lab',
  'Green Crescent Labs',
  'City Care Laboratory',
  'Prime Path Labs',
  'TrueCare Diagnostics',
  'Al-Mustafa Pathology',
  'Bismillah Clinical Lab',
  'Shaheen Diagnostics',
  'Saeed Laboratory',
  'Ittefaq Diagnostic Centre',
  'Madina Clinical Lab',
  'Precision Path Lab',
  'Healthline Diagnostics',
  'Sehat Lab',
  'Dr. Akram Pathology',
  'Al-Karam Diagnostics',
  'Aziz Medical Lab',
  'Falcon Diagnostic Centre',
  'Qadri Clinical Laboratory',
  'Chenab Diagnostics',
  'Jhelum Clinical Lab',
  'Karakoram Path Lab',
  'Mehran Diagnostic Centre',
  'Bolan Medical Lab',
  'Sunrise Pathology',
];

const LAB_STREETS = [
  'Main Boulevard',
  'Main Market',
  'Commercial Area',
  'Hospital Road',
  'Link Road',
  'Main Road',
  'Service Road',
  'College Road',
  'Canal View Road',
  'Civic Centre',
  'Medical Plaza',
  'Jinnah Avenue',
  'Iqbal Road',
  'Bank Square',
];
const LAB_UNITS = ['Plot', 'Shop', 'Office', 'Building', 'Ground Floor, Plot', 'Suite'];

const MALE_FIRST = [
  'Muhammad',
  'Ahmed',
  'Ali',
  'Hassan',
  'Hussain',
  'Usman',
  'Bilal',
  'Hamza',
  'Zain',
  'Fahad',
  'Imran',
  'Kashif',
  'Asad',
  'Saad',
  'Faisal',
  'Omer',
  'Adnan',
  'Shahid',
  'Tariq',
  'Waqas',
  'Junaid',
  'Haris',
  'Danish',
  'Arslan',
  'Rizwan',
  'Naveed',
  'Sohail',
  'Kamran',
  'Farhan',
  'Shoaib',
  'Abdullah',
  'Ibrahim',
  'Talha',
  'Salman',
  'Nadeem',
  'Zubair',
  'Yasir',
  'Atif',
  'Moiz',
  'Raheel',
];
const FEMALE_FIRST = [
  'Ayesha',
  'Fatima',
  'Zainab',
  'Maryam',
  'Hira',
  'Sana',
  'Amna',
  'Mahnoor',
  'Iqra',
  'Khadija',
  'Rabia',
  'Saima',
  'Nadia',
  'Farah',
  'Sadia',
  'Bushra',
  'Uzma',
  'Mehwish',
  'Anum',
  'Kiran',
  'Sidra',
  'Noor',
  'Alina',
  'Hafsa',
  'Laiba',
  'Samina',
  'Shazia',
  'Rubina',
  'Nimra',
  'Areeba',
  'Javeria',
  'Aiman',
  'Zoya',
  'Sobia',
  'Tahira',
  'Asma',
];
const LAST_NAMES = [
  'Khan',
  'Ahmed',
  'Ali',
  'Hussain',
  'Malik',
  'Sheikh',
  'Butt',
  'Chaudhry',
  'Qureshi',
  'Siddiqui',
  'Raza',
  'Shah',
  'Iqbal',
  'Akhtar',
  'Javed',
  'Mirza',
  'Rana',
  'Bhatti',
  'Abbasi',
  'Awan',
  'Gondal',
  'Cheema',
  'Baig',
  'Hashmi',
  'Naqvi',
  'Rizvi',
  'Zaidi',
  'Memon',
  'Soomro',
  'Baloch',
  'Yousafzai',
  'Afridi',
  'Khattak',
  'Durrani',
  'Niazi',
  'Anwar',
  'Aslam',
  'Farooq',
  'Saleem',
  'Mughal',
  'Ansari',
  'Jatoi',
  'Kazmi',
  'Bukhari',
  'Nawaz',
  'Lodhi',
];
const EMAIL_DOMAINS: [string, number][] = [
  ['gmail.com', 60],
  ['yahoo.com', 15],
  ['hotmail.com', 12],
  ['outlook.com', 13],
];

/** Mobile prefixes of the Pakistani networks (Jazz, Zong, Ufone, Telenor). */
const MOBILE_PREFIXES = [
  '0300',
  '0301',
  '0302',
  '0303',
  '0304',
  '0305',
  '0306',
  '0307',
  '0308',
  '0309',
  '0310',
  '0311',
  '0312',
  '0313',
  '0314',
  '0315',
  '0316',
  '0317',
  '0320',
  '0321',
  '0322',
  '0323',
  '0324',
  '0325',
  '0330',
  '0331',
  '0332',
  '0333',
  '0334',
  '0335',
  '0336',
  '0340',
  '0341',
  '0342',
  '0343',
  '0344',
  '0345',
  '0346',
  '0347',
  '0348',
  '0349',
];

interface CatalogueTest {
  title: string;
  description: string;
  preConditions: string;
  lower: number;
  upper: number;
  duration: string;
}

const NO_PREP = 'No special preparation';

/** The platform's test catalogue (48 tests), prices in PKR. */
const TEST_CATALOGUE: CatalogueTest[] = [
  {
    title: 'Complete Blood Count (CBC)',
    lower: 400,
    upper: 1200,
    duration: '6 Hours',
    preConditions: NO_PREP,
    description:
      'Measures haemoglobin, red and white blood cell counts, platelets and red cell indices (MCV, MCH, MCHC). Used to screen for anaemia, infection, inflammation and bleeding disorders, and to monitor treatment.',
  },
  {
    title: 'Lipid Profile',
    lower: 1200,
    upper: 3500,
    duration: '24 Hours',
    preConditions: 'Fasting 10-12 hours',
    description:
      'Measures total cholesterol, triglycerides, HDL and LDL cholesterol to assess the risk of coronary artery disease and stroke. Recommended yearly for adults over 40, diabetics and patients on statins.',
  },
  {
    title: 'HbA1c (Glycated Haemoglobin)',
    lower: 1200,
    upper: 2800,
    duration: '24 Hours',
    preConditions: NO_PREP,
    description:
      'Reflects the average blood glucose over the previous two to three months. Used to diagnose diabetes and prediabetes and to monitor long-term glycaemic control; results are reported in % and mmol/mol.',
  },
  {
    title: 'Liver Function Test (LFT)',
    lower: 1000,
    upper: 3000,
    duration: '24 Hours',
    preConditions: 'Fasting 8-10 hours preferred',
    description:
      'A panel of total and direct bilirubin, ALT, AST, alkaline phosphatase, GGT, total protein and albumin. Helps detect hepatitis, fatty liver, bile duct obstruction and drug-induced liver injury.',
  },
  {
    title: 'Renal Function Test (RFT)',
    lower: 1000,
    upper: 2800,
    duration: '24 Hours',
    preConditions: NO_PREP,
    description:
      'Measures serum urea, creatinine and electrolytes with an estimated glomerular filtration rate (eGFR). Used to assess kidney function in diabetes, hypertension, dehydration and before contrast scans.',
  },
  {
    title: 'Thyroid Profile (T3, T4, TSH)',
    lower: 2000,
    upper: 4500,
    duration: '24 Hours',
    preConditions: 'Morning sample preferred; take thyroid medicine after the sample',
    description:
      'Measures thyroid-stimulating hormone together with total T3 and T4 to evaluate hypothyroidism, hyperthyroidism and goitre, and to adjust the dose of thyroxine or anti-thyroid medicines.',
  },
  {
    title: 'TSH (Thyroid Stimulating Hormone)',
    lower: 900,
    upper: 2200,
    duration: '24 Hours',
    preConditions: NO_PREP,
    description:
      'A sensitive first-line screening test for thyroid disorders. A raised TSH suggests an underactive thyroid and a low TSH an overactive one; also used for thyroid screening in pregnancy.',
  },
  {
    title: 'Vitamin D (25-Hydroxy)',
    lower: 2500,
    upper: 5500,
    duration: '2 Days',
    preConditions: NO_PREP,
    description:
      "Measures 25-hydroxy vitamin D, the best indicator of the body's vitamin D stores. Deficiency is very common in Pakistan and causes bone pain, muscle weakness, fatigue and osteoporosis.",
  },
  {
    title: 'Vitamin B12',
    lower: 1800,
    upper: 4000,
    duration: '2 Days',
    preConditions: 'Fasting 6-8 hours',
    description:
      'Measures serum cobalamin to investigate macrocytic anaemia, tingling or numbness of the hands and feet, memory problems and fatigue, especially in vegetarians, the elderly and patients on metformin.',
  },
  {
    title: 'Dengue NS1 Antigen',
    lower: 1500,
    upper: 3500,
    duration: '6 Hours',
    preConditions: NO_PREP,
    description:
      'Detects the dengue virus non-structural protein 1 in blood during the first five days of fever, allowing early diagnosis before antibodies appear. Most useful during the post-monsoon dengue season.',
  },
  {
    title: 'Dengue IgG/IgM Antibodies',
    lower: 1800,
    upper: 3800,
    duration: '24 Hours',
    preConditions: NO_PREP,
    description:
      'Detects IgM and IgG antibodies against the dengue virus. IgM indicates recent infection from about day five of illness, while IgG suggests past or secondary infection, which carries a higher risk of severe dengue.',
  },
  {
    title: 'Typhidot (IgM/IgG)',
    lower: 900,
    upper: 2000,
    duration: '6 Hours',
    preConditions: NO_PREP,
    description:
      'A rapid immunoassay that detects IgM and IgG antibodies against the outer membrane protein of Salmonella Typhi. Supports the diagnosis of typhoid fever; a positive result should be confirmed by blood culture.',
  },
  {
    title: 'Widal Test',
    lower: 400,
    upper: 1000,
    duration: '6 Hours',
    preConditions: NO_PREP,
    description:
      'A traditional agglutination test for antibodies against the Salmonella O and H antigens. Titres must be interpreted with care in endemic areas such as Pakistan, ideally by comparing paired samples.',
  },
  {
    title: 'Anti-HCV Antibodies',
    lower: 600,
    upper: 1500,
    duration: '6 Hours',
    preConditions: NO_PREP,
    description:
      'Screens for antibodies against the hepatitis C virus, indicating current or past infection. Pakistan carries one of the highest HCV burdens in the world; a reactive result must be confirmed by HCV RNA PCR.',
  },
  {
    title: 'HCV RNA PCR (Quantitative)',
    lower: 6000,
    upper: 14000,
    duration: '3 Days',
    preConditions: 'No special preparation; EDTA sample',
    description:
      'Measures the amount of hepatitis C virus RNA in the blood by real-time PCR. Confirms active infection after a reactive antibody test and monitors the response to antiviral therapy such as sofosbuvir.',
  },
  {
    title: 'HBsAg (Hepatitis B Surface Antigen)',
    lower: 500,
    upper: 1500,
    duration: '6 Hours',
    preConditions: NO_PREP,
    description:
      'Detects the surface antigen of the hepatitis B virus, the marker of current infection. Used for screening before surgery, blood donation, vaccination and during pregnancy, and for contacts of known carriers.',
  },
  {
    title: 'HIV 1 & 2 Antibodies',
    lower: 800,
    upper: 2000,
    duration: '24 Hours',
    preConditions: NO_PREP,
    description:
      'A fourth-generation screening assay detecting HIV-1 and HIV-2 antibodies and p24 antigen. Performed confidentially with pre-test counselling; a reactive result is confirmed by a second method before reporting.',
  },
  {
    title: 'COVID-19 PCR',
    lower: 3500,
    upper: 8000,
    duration: '24 Hours',
    preConditions: 'Avoid eating or drinking 30 minutes before the swab',
    description:
      'Detects SARS-CoV-2 RNA from a nasopharyngeal swab by real-time RT-PCR. Required for some international travel and used to diagnose COVID-19 in symptomatic patients and their close contacts.',
  },
  {
    title: 'Urine Routine Examination (Urine R/E)',
    lower: 300,
    upper: 800,
    duration: '6 Hours',
    preConditions: 'Early morning midstream sample in a sterile container',
    description:
      'Physical, chemical and microscopic examination of urine for colour, pH, specific gravity, protein, glucose, ketones, blood, pus cells, casts and crystals. Screens for urinary tract infection, kidney disease and diabetes.',
  },
  {
    title: 'Stool Routine Examination',
    lower: 300,
    upper: 900,
    duration: '24 Hours',
    preConditions: 'Fresh sample in a clean container; deliver within 1 hour',
    description:
      'Macroscopic and microscopic examination of stool for ova, cysts, parasites, occult blood, pus cells and undigested food. Helps diagnose giardiasis, amoebiasis, worm infestation and causes of chronic diarrhoea.',
  },
  {
    title: 'Blood Sugar Fasting',
    lower: 150,
    upper: 400,
    duration: '2 Hours',
    preConditions: 'Fasting 8-10 hours',
    description:
      'Measures plasma glucose after an overnight fast. A value of 126 mg/dL or more on two occasions indicates diabetes, while 100-125 mg/dL suggests impaired fasting glucose (prediabetes).',
  },
  {
    title: 'Blood Sugar Random',
    lower: 150,
    upper: 400,
    duration: '2 Hours',
    preConditions: NO_PREP,
    description:
      'Measures plasma glucose at any time of day regardless of meals. A value of 200 mg/dL or more with classic symptoms such as thirst and frequent urination suggests diabetes and needs confirmation.',
  },
  {
    title: 'Oral Glucose Tolerance Test (OGTT)',
    lower: 800,
    upper: 2000,
    duration: '6 Hours',
    preConditions: 'Fasting 10-12 hours; stay seated at the lab for 2 hours',
    description:
      'Measures blood glucose fasting and two hours after drinking 75 g of glucose. The standard test for gestational diabetes between 24 and 28 weeks of pregnancy and for borderline fasting results.',
  },
  {
    title: 'Serum Electrolytes',
    lower: 800,
    upper: 2200,
    duration: '6 Hours',
    preConditions: NO_PREP,
    description:
      'Measures sodium, potassium, chloride and bicarbonate in the blood. Used to evaluate dehydration from diarrhoea or vomiting, heat stroke, kidney disease, heart failure and patients on diuretics.',
  },
  {
    title: 'Serum Creatinine',
    lower: 300,
    upper: 800,
    duration: '6 Hours',
    preConditions: NO_PREP,
    description:
      'Measures creatinine, a waste product filtered by the kidneys, and reports an estimated GFR. A basic marker of kidney function, required before CT contrast studies and for dosing many medicines.',
  },
  {
    title: 'Serum Uric Acid',
    lower: 300,
    upper: 900,
    duration: '6 Hours',
    preConditions: 'Fasting 4-6 hours preferred',
    description:
      'Measures uric acid in the blood to investigate gout, joint pain and kidney stones, and to monitor patients on chemotherapy or diuretics. Levels are affected by a diet rich in red meat and organ meat.',
  },
  {
    title: 'Serum Calcium',
    lower: 400,
    upper: 1000,
    duration: '24 Hours',
    preConditions: NO_PREP,
    description:
      'Measures total calcium in the blood, which is essential for bones, nerves and muscles. Abnormal levels are seen in vitamin D deficiency, parathyroid disorders, kidney disease and some cancers.',
  },
  {
    title: 'Serum Ferritin',
    lower: 1500,
    upper: 3500,
    duration: '24 Hours',
    preConditions: NO_PREP,
    description:
      "Measures the body's iron stores. A low ferritin is the earliest sign of iron deficiency, very common among women and children in Pakistan, while raised levels may indicate inflammation or iron overload in thalassaemia.",
  },
  {
    title: 'Iron Profile (Serum Iron, TIBC, Transferrin Saturation)',
    lower: 1500,
    upper: 3500,
    duration: '24 Hours',
    preConditions: 'Fasting 8-10 hours; morning sample',
    description:
      'Measures serum iron, total iron-binding capacity and transferrin saturation to distinguish iron deficiency anaemia from anaemia of chronic disease and to monitor iron therapy.',
  },
  {
    title: 'C-Reactive Protein (CRP)',
    lower: 700,
    upper: 1800,
    duration: '6 Hours',
    preConditions: NO_PREP,
    description:
      'A marker of inflammation that rises within hours of infection or tissue injury. Used to assess bacterial infection, monitor rheumatoid arthritis and track the response to antibiotic treatment.',
  },
  {
    title: 'Erythrocyte Sedimentation Rate (ESR)',
    lower: 200,
    upper: 600,
    duration: '6 Hours',
    preConditions: NO_PREP,
    description:
      'Measures how quickly red blood cells settle in a tube over one hour. A non-specific marker of inflammation used in tuberculosis, rheumatic diseases and chronic infections, often alongside CRP.',
  },
  {
    title: 'Prothrombin Time (PT/INR)',
    lower: 600,
    upper: 1500,
    duration: '6 Hours',
    preConditions: 'No special preparation; tell the lab about blood thinners',
    description:
      'Measures how long blood takes to clot and reports the International Normalised Ratio. Essential for monitoring warfarin therapy, assessing liver function and checking bleeding risk before surgery.',
  },
  {
    title: 'Malaria Parasite (MP) Smear and ICT',
    lower: 400,
    upper: 1200,
    duration: '6 Hours',
    preConditions: 'Collect during a fever spike if possible',
    description:
      'Thick and thin blood films examined under the microscope, with a rapid antigen test, to detect Plasmodium vivax and falciparum. Best collected during a fever spike; repeat testing may be advised.',
  },
  {
    title: 'Blood Group and Rh Factor',
    lower: 200,
    upper: 600,
    duration: '2 Hours',
    preConditions: NO_PREP,
    description:
      'Determines the ABO blood group and Rh (D) status. Needed before blood transfusion, surgery and in pregnancy, where an Rh-negative mother may need anti-D immunoglobulin to protect future pregnancies.',
  },
  {
    title: 'Beta hCG (Quantitative)',
    lower: 1200,
    upper: 2800,
    duration: '6 Hours',
    preConditions: NO_PREP,
    description:
      'Measures human chorionic gonadotropin in blood to confirm and date early pregnancy, monitor a threatened miscarriage or suspected ectopic pregnancy, and follow up a molar pregnancy.',
  },
  {
    title: 'Serum Prolactin',
    lower: 1500,
    upper: 3500,
    duration: '24 Hours',
    preConditions: 'Morning sample, 2-3 hours after waking; avoid stress',
    description:
      'Measures prolactin, a pituitary hormone. Raised levels can cause irregular periods, infertility and milk discharge in women and low libido in men, and may point to a pituitary adenoma or a medicine side effect.',
  },
  {
    title: 'Testosterone (Total)',
    lower: 1800,
    upper: 4000,
    duration: '2 Days',
    preConditions: 'Morning sample between 7 and 10 AM',
    description:
      'Measures total testosterone in the blood. Used to evaluate low libido, erectile dysfunction and infertility in men, and excess hair growth and polycystic ovary syndrome (PCOS) in women.',
  },
  {
    title: 'PSA (Prostate Specific Antigen)',
    lower: 1500,
    upper: 3500,
    duration: '24 Hours',
    preConditions: 'Avoid cycling and ejaculation for 48 hours before the test',
    description:
      'Measures prostate-specific antigen in blood. Used with a clinical examination to screen men over 50 for prostate cancer and to monitor prostate enlargement and the response to treatment.',
  },
  {
    title: 'Troponin I (High Sensitivity)',
    lower: 2000,
    upper: 4500,
    duration: '2 Hours',
    preConditions: 'No special preparation; urgent sample',
    description:
      'Measures cardiac troponin I, a protein released into the blood when heart muscle is damaged. The key test for diagnosing a heart attack in patients with chest pain, often repeated after three hours.',
  },
  {
    title: 'H. pylori Stool Antigen',
    lower: 1500,
    upper: 3500,
    duration: '24 Hours',
    preConditions: 'Stop proton pump inhibitors 2 weeks before; fresh stool sample',
    description:
      'Detects Helicobacter pylori antigen in stool, indicating active infection of the stomach. Used to investigate dyspepsia and peptic ulcers and to confirm eradication at least four weeks after treatment.',
  },
  {
    title: 'Urine Culture and Sensitivity',
    lower: 900,
    upper: 2200,
    duration: '3 Days',
    preConditions: 'Midstream sample before starting antibiotics',
    description:
      'Grows bacteria from a urine sample and tests which antibiotics are effective against them. The definitive test for urinary tract infection, important given rising antibiotic resistance in Pakistan.',
  },
  {
    title: 'Blood Culture and Sensitivity',
    lower: 2000,
    upper: 4500,
    duration: '5 Days',
    preConditions: 'Collect before antibiotics, ideally during a fever spike',
    description:
      'Detects bacteria or fungi in the bloodstream with an automated culture system and reports antibiotic sensitivity. Essential in typhoid fever, sepsis and prolonged fever of unknown origin.',
  },
  {
    title: 'Rheumatoid Factor (RA Factor)',
    lower: 700,
    upper: 1600,
    duration: '24 Hours',
    preConditions: NO_PREP,
    description:
      'Detects rheumatoid factor antibodies in the blood. Supports the diagnosis of rheumatoid arthritis in patients with joint pain and morning stiffness, and is usually requested together with anti-CCP.',
  },
  {
    title: 'Anti-CCP Antibodies',
    lower: 2500,
    upper: 5500,
    duration: '2 Days',
    preConditions: NO_PREP,
    description:
      'Measures antibodies against cyclic citrullinated peptide, a highly specific marker of rheumatoid arthritis that can appear years before symptoms and predicts more aggressive joint damage.',
  },
  {
    title: 'ANA (Antinuclear Antibodies)',
    lower: 2000,
    upper: 4500,
    duration: '3 Days',
    preConditions: NO_PREP,
    description:
      "Screens for antinuclear antibodies by immunofluorescence to help diagnose autoimmune diseases such as systemic lupus erythematosus, Sjogren's syndrome and scleroderma; reported with titre and pattern.",
  },
  {
    title: 'Haemoglobin Electrophoresis',
    lower: 1500,
    upper: 3500,
    duration: '3 Days',
    preConditions: 'No special preparation; avoid testing within 3 months of a transfusion',
    description:
      'Separates the types of haemoglobin in the blood to detect beta-thalassaemia trait, thalassaemia major and sickle cell disease. Recommended for couples before marriage and for relatives of thalassaemia patients.',
  },
  {
    title: 'GeneXpert MTB/RIF',
    lower: 2500,
    upper: 6000,
    duration: '2 Days',
    preConditions: 'Early morning sputum sample on two consecutive days',
    description:
      'A cartridge-based PCR test that detects Mycobacterium tuberculosis and resistance to rifampicin directly from sputum within hours. Recommended by the National TB Control Programme for suspected pulmonary TB.',
  },
  {
    title: 'AFB Culture (MGIT)',
    lower: 3500,
    upper: 8000,
    duration: '30 Days',
    preConditions: 'Early morning sputum in a sterile container',
    description:
      'Cultures Mycobacterium tuberculosis from sputum or other samples in liquid medium, followed by drug susceptibility testing. The gold standard for TB diagnosis; positive cultures usually grow within two to four weeks.',
  },
];

const PATIENT_TYPES: [string, number][] = [
  ['Self', 60],
  ['Mother', 12],
  ['Father', 10],
  ['Spouse', 10],
  ['Child', 8],
];

const LAB_NOTES: Record<string, string[]> = {
  Completed: [
    'Report emailed to the patient and available for download.',
    'Results verified by the consultant pathologist.',
    'Report delivered; values discussed with the patient on call.',
    'Sample processed on the automated analyser; report issued.',
  ],
  Accepted: [
    'Sample collection scheduled; rider will call 30 minutes before arrival.',
    'Please bring your CNIC and previous reports.',
    'Patient advised to fast overnight before sample collection.',
    'Sample received at the lab and under processing.',
  ],
  Pending: ['Awaiting confirmation of the collection slot.', 'Waiting for the prescription to be uploaded.'],
  Rejected: [
    'Test not available at this branch at the moment; please rebook at another branch.',
    'Sample haemolysed; patient asked to give a fresh sample.',
    'Requested slot unavailable; booking cancelled on patient request.',
  ],
};

const REVIEW_POSITIVE = [
  'Very professional staff and a clean sample collection area.',
  'Got my {test} report the same day, very quick service.',
  'The home sampling rider came on time and was very polite.',
  'Reasonable prices compared to other labs in {city}.',
  'The pathologist called to explain my results, which I really appreciated.',
  'Smooth booking through the app and no waiting at the counter.',
  'Painless blood draw, the phlebotomist was very gentle with my child.',
  'Reports are clear and match my previous results from a big hospital lab.',
];
const REVIEW_MIXED = [
  'Good service overall but the report took a little longer than promised.',
  'Staff was helpful, though the waiting area was crowded in the morning.',
  'Prices are fair but parking near the lab is difficult.',
  'Results were fine, the SMS notification came a day late.',
];
const REVIEW_NEGATIVE = [
  'My {test} report was delayed by three days without any update.',
  'Rider arrived two hours late for home sampling while I was fasting.',
  'I was charged more at the counter than the price shown in the app.',
  'Nobody picks up the landline and the report had a spelling mistake in my name.',
  'Had to give my sample twice because the first one was lost.',
];
const REPLY_POSITIVE = [
  'Thank you for your kind words, {first}! We look forward to serving you again.',
  'We are glad the experience was smooth. Stay healthy!',
  'Thank you for trusting us with your health, {first}.',
  'Your feedback means a lot to our team. Thank you!',
];
const REPLY_NEGATIVE = [
  'We are sorry for the inconvenience, {first}. We have shared your feedback with our team; please call us at {landline} so we can make it right.',
  'Apologies for the delay. We have added riders in your area and your next home sampling visit is free.',
  'We regret the experience. Our quality manager will contact you today.',
];

const COMPLAINT_TYPES: [string, number][] = [
  ['Late Report', 26],
  ['Wrong Result', 12],
  ['Rude Staff', 14],
  ['Overcharging', 16],
  ['Home Sampling Delay', 20],
  ['Refund', 12],
];
const COMPLAINT_TEXT: Record<string, string[]> = {
  'Late Report': [
    'I gave my sample for {test} at {lab} and was promised the report within {duration}, but it has been {days} days and I still have not received it. Calls to the lab go unanswered.',
    'The report for {test} was supposed to be emailed yesterday. My doctor needs it for my follow-up appointment and the lab keeps saying it is under process.',
  ],
  'Wrong Result': [
    'My {test} result from {lab} does not match my repeat test at another lab two days later. My doctor suspects a sample mix-up. Please look into it.',
    'The {test} report shows values that are impossible according to my physician. I want the sample rechecked free of charge.',
  ],
  'Rude Staff': [
    'The staff at the counter of {lab} was rude when I asked about the fasting requirement and refused to explain the charges. My elderly mother felt very uncomfortable.',
    'The phlebotomist was careless and shouted at my child during the blood draw. This is not acceptable.',
  ],
  Overcharging: [
    'I was charged PKR {amount} for {test} at {lab} while the app shows a lower price. The counter staff said the app price was outdated.',
    'I was billed for home sampling even though I went to the lab myself. Please refund the extra amount.',
  ],
  'Home Sampling Delay': [
    'I booked home sampling for {test} between 8 and 9 AM. The rider arrived after 12 PM although I was fasting since the previous night.',
    'The home sampling visit was cancelled twice without notice. My father is diabetic and cannot keep fasting like this.',
  ],
  Refund: [
    'I cancelled my {test} booking at {lab} before the sample was collected but the online payment of PKR {amount} has not been refunded yet.',
    'The lab rejected my booking because the test was unavailable, but my card was charged PKR {amount}. I need a refund.',
  ],
};
const COMPLAINT_RESPONSE: Record<string, string> = {
  'Late Report':
    'We apologise for the delay. The report has been issued and emailed to you, and the lab has been asked to keep patients informed about turnaround times.',
  'Wrong Result':
    'The lab re-ran the sample under supervision of its pathologist and issued a corrected report. A free repeat test has been offered.',
  'Rude Staff':
    'We have shared your complaint with the lab management. The staff member has been counselled and the lab has apologised.',
  Overcharging: 'The lab has confirmed the app price and refunded the difference to your account.',
  'Home Sampling Delay':
    'We are sorry for the delay. The lab has added riders in your area and waived the home sampling charge for your next booking.',
  Refund: 'Your refund has been processed and should reach your account within 5-7 working days.',
};

const EQA_DISCIPLINES = [
  'Clinical Chemistry',
  'Haematology',
  'Immunoassay',
  'Microbiology',
  'Serology',
  'Coagulation',
  'Urinalysis',
  'Molecular Diagnostics (PCR)',
  'HbA1c',
  'Blood Grouping',
];
const EQA_ISSUERS = ['NEQAS Pakistan', 'CAP Proficiency Testing', 'Randox RIQAS', 'UK NEQAS', 'Bio-Rad EQAS'];

const FA_JOBS = [
  'a daily-wage labourer',
  'a rickshaw driver',
  'a tailor',
  'a teacher at a small private school',
  'a security guard',
  'a widow raising three children',
  'a domestic worker',
  'a retired clerk living on a small pension',
  'a vegetable vendor',
  'a factory worker',
  'a student with no income',
];
const FA_NEEDS = [
  'The doctor at the government hospital has advised {test} urgently and I cannot afford it this month.',
  'My family member is under treatment and needs {test} before the next consultation.',
  'We have already spent our savings on medicines and the tests are beyond our means.',
  'The nearest government lab has a waiting list of several weeks and the doctor wants results this week.',
];
const FA_REJECT_REASONS = [
  'Supporting documents (income certificate) were not provided.',
  'The requested amount exceeds the aid limit for a single appointment.',
  'The applicant already received financial aid within the last 90 days.',
  'The information on the application could not be verified by phone.',
];

const DONOR_COMPANIES: [string, string][] = [
  ['Ravi Textile Mills', 'csr@ravitextile.pk'],
  ['Al-Madina Traders', 'accounts@almadinatraders.pk'],
  ['Sunrise Pharma Distributors', 'donations@sunrisepharma.pk'],
  ['Karakoram Builders', 'info@karakorambuilders.pk'],
  ['Indus Agro Foods', 'welfare@indusagro.pk'],
  ['Crescent Software House', 'hr@crescentsoft.pk'],
];

// ---------------------------------------------------------------------------------------------------------------
// The seed
// ---------------------------------------------------------------------------------------------------------------

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type UserRow = typeof users.$inferInsert;
type LabRow = typeof labs.$inferInsert;
type ServiceRow = typeof services.$inferInsert;
type AppointmentRow = typeof appointments.$inferInsert;
type BookedRow = typeof bookedServices.$inferInsert;
type OrderRow = typeof orders.$inferInsert;
type OrderItemRow = typeof orderItems.$inferInsert;
type ReviewRow = typeof reviews.$inferInsert;
type ComplaintRow = typeof complaints.$inferInsert;
type FinancialAidRow = typeof financialAid.$inferInsert;
type NotificationRow = typeof notifications.$inferInsert;

const BATCH = 5000;
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** Pakistan Standard Time is UTC+5 (no daylight saving). */
const PKT_OFFSET = 5 * HOUR;
const ADMIN_EMAIL = DEMO_ACCOUNTS.admin.email;

/** The tables the seed fills, in dependency order. */
const SEEDED_TABLES: PgTable[] = [
  users,
  labs,
  tests,
  staff,
  services,
  appointments,
  bookedServices,
  orders,
  orderItems,
  reviews,
  eqaCertificates,
  complaints,
  financialAid,
  donations,
  notifications,
  auditLog,
];

type Rows = { rows: Record<string, unknown>[] };

/**
 * Inserts rows with `INSERT … SELECT … FROM unnest($1::type[], $2::type[], …)`: one array parameter per column, so a
 * 5,000-row statement stays small and cheap to build and parse (on PGlite several times faster than drizzle's
 * `.values([...])`, whose SQL building alone costs ≈ 30 ms per 1,000 rows). Every row must have the keys of the first.
 */
async function bulkInsert<T extends PgTable>(tx: Tx, table: T, rows: T['$inferInsert'][]): Promise<number> {
  if (rows.length === 0) return 0;
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const keys = Object.keys(rows[0]).filter(k => k in columns);
  const names = sql.join(
    keys.map(k => sql.identifier(columns[k].name)),
    sql`, `,
  );
  // Timestamps travel as epoch milliseconds (cheaper to serialise and parse than ISO strings).
  const isTime = keys.map(k => columns[k].getSQLType().startsWith('timestamp'));
  const types = keys.map((k, c) => {
    const type = columns[k].getSQLType();
    return sql.raw(isTime[c] ? 'double precision' : type === 'serial' ? 'integer' : type);
  });
  const selected = sql.join(
    keys.map((_, c) => (isTime[c] ? sql.raw(`to_timestamp(c${c} / 1000.0)`) : sql.raw(`c${c}`))),
    sql`, `,
  );
  const aliases = sql.raw(keys.map((_, c) => `c${c}`).join(', '));
  for (let i = 0; i < rows.length; i += BATCH) {
    const batch = rows.slice(i, i + BATCH) as Record<string, unknown>[];
    const arrays = keys.map((k, c) => {
      const column = columns[k];
      const values = isTime[c]
        ? batch.map(r => (r[k] == null ? null : (r[k] as Date).getTime()))
        : batch.map(r => {
            const v = r[k];
            return v == null ? null : column.mapToDriverValue(v);
          });
      return sql`${sql.param(values)}::${types[c]}[]`;
    });
    await tx.execute(
      sql`insert into ${table} (${names}) select ${selected} from unnest(${sql.join(arrays, sql`, `)}) as u(${aliases})`,
    );
  }
  return rows.length;
}

/**
 * Prepares a bulk load inside the transaction: skips foreign-key triggers when allowed (superuser only), drops the
 * plain secondary indexes of the seeded tables (primary keys and unique indexes stay, so duplicates still fail at
 * once) and returns the function that rebuilds them from their recorded definitions.
 */
async function beginBulkLoad(tx: Tx): Promise<() => Promise<void>> {
  const [su] = ((await tx.execute(sql`select current_setting('is_superuser') as su`)) as Rows).rows;
  if (su?.su === 'on') await tx.execute(sql`set local session_replication_role = replica`);
  await tx.execute(sql`set local maintenance_work_mem = '256MB'`);
  // lab_search is filled by the labs' triggers (migration 0006): its trigram index is rebuilt once at the end too.
  const names = [...SEEDED_TABLES, labSearch].map(t => getTableName(t));
  const indexes = (
    (await tx.execute(sql`
    select indexname, indexdef from pg_indexes
    where schemaname = current_schema()
      and tablename in (${sql.join(
        names.map(n => sql`${n}`),
        sql`, `,
      )})
      and indexname not in (select conname from pg_constraint where contype in ('p', 'u', 'x'))
    order by indexname`)) as Rows
  ).rows as { indexname: string; indexdef: string }[];
  const plain = indexes.filter(index => !/^CREATE UNIQUE /i.test(index.indexdef));
  for (const index of plain) await tx.execute(sql`drop index ${sql.identifier(index.indexname)}`);
  return async () => {
    for (const index of plain) await tx.execute(sql.raw(index.indexdef));
  };
}

/** The highest id of each seeded table (0 when empty): the seed numbers its rows after it. */
async function currentMaxIds(tx: Tx): Promise<Map<PgTable, number>> {
  const result = new Map<PgTable, number>();
  for (const table of SEEDED_TABLES) {
    const [row] = ((await tx.execute(sql`select coalesce(max(id), 0)::integer as m from ${table}`)) as Rows).rows;
    result.set(table, Number(row?.m ?? 0));
  }
  return result;
}

function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/['.]/g, '')
    .replace(/[^a-z0-9]+/g, '.')
    .replace(/^\.+|\.+$/g, '');
}

const BRAND_STOP_WORDS = new Set(['lab', 'labs', 'laboratory', 'centre', 'center', 'dr']);
function brandSlug(brand: string): string {
  return slug(brand.replace(/-/g, ''))
    .split('.')
    .filter(w => !BRAND_STOP_WORDS.has(w))
    .join('.');
}

function formatPkr(n: number): string {
  return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (m, key: string) => (key in values ? String(values[key]) : m));
}

function round(n: number, step: number): number {
  return Math.round(n / step) * step;
}

/** Cumulative weights for O(log n) weighted sampling over many items. */
function cumulative(weights: number[]): Float64Array {
  const out = new Float64Array(weights.length);
  let sum = 0;
  for (let i = 0; i < weights.length; i++) out[i] = sum += weights[i];
  return out;
}
function sampleIndex(cum: Float64Array, r: number): number {
  const target = r * cum[cum.length - 1];
  let lo = 0;
  let hi = cum.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (cum[mid] > target) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

interface Person {
  first: string;
  last: string;
  name: string;
  gender: 'male' | 'female';
}

interface PatientInfo extends Person {
  id: number;
  email: string;
  contact: string;
  city: City;
  createdAt: Date;
}

interface LabInfo {
  id: number;
  userId: number;
  row: LabRow;
  city: City;
  area: string;
  createdAt: Date;
  status: 'verified' | 'pending' | 'blocked';
  services: ServiceInfo[];
  demo: boolean;
}

interface ServiceInfo {
  id: number;
  testIndex: number;
  title: string;
  price: number;
  homeSamplingPrice: number;
  communicationPrice: number;
}

interface AppointmentInfo {
  id: number;
  lab: LabInfo;
  patient: PatientInfo;
  price: number;
  createdMs: number;
  createdAt: Date;
  status: string;
  booked: { service: ServiceInfo; homeSampling: boolean; communication: boolean; status: string }[];
  order?: OrderInfo;
}

interface OrderInfo {
  id: number;
  appointment: AppointmentInfo;
  total: number;
  paymentType: string;
  createdAt: Date;
}

export async function seed(db: Db, options: SeedOptions = {}): Promise<SeedSummary> {
  const labCount = Math.floor(options.labs ?? DEFAULT_SEED_LABS);
  if (!Number.isFinite(labCount) || labCount < 1) throw new Error('seed: labs must be a positive integer');
  const rng = new Rng(options.random ?? DEFAULT_SEED_RANDOM);
  const log = options.log;
  const nowMs = (options.now ?? new Date()).getTime();
  const at = (ms: number) => new Date(Math.round(ms));
  const daysAgo = (days: number) => nowMs - days * DAY;
  /** A time between `fromMs` and `toMs`, denser towards `toMs` when power > 1. */
  const between = (fromMs: number, toMs: number, power = 1) => toMs - (toMs - fromMs) * Math.pow(rng.next(), power);

  for (const t of TEST_CATALOGUE) {
    if (t.description.length < 100)
      throw new Error(`seed: the description of "${t.title}" is shorter than 100 characters`);
    if (t.lower > t.upper) throw new Error(`seed: price limits of "${t.title}" are reversed`);
  }

  if (await isSeeded(db)) throw new Error('seed: the database is not empty');

  // Sizes: patients, tests and staff stay modest; activity scales with the number of labs.
  const patientCount = Math.max(150, Math.round(labCount * 0.02));
  const orderTarget = Math.max(400, labCount * 4);
  const unpaidCount = Math.max(60, Math.round(orderTarget * 0.15));
  const complaintCount = Math.max(40, Math.round(labCount * 0.05));
  const aidCount = Math.max(30, Math.round(labCount * 0.01));
  const donationCount = Math.max(80, Math.round(labCount * 0.01));
  const adminNotificationTarget = Math.max(30, Math.round(labCount / 2));
  const staffCount = 25;

  const [adminHash, labHash, sharedHash] = await Promise.all([
    hashPassword(DEMO_ACCOUNTS.admin.password),
    hashPassword(DEMO_ACCOUNTS.lab.password),
    hashPassword(DEMO_SHARED_PASSWORD),
  ]);

  // --- identity helpers ---------------------------------------------------------------------------------------
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
  const healthId = healthIdIssuer(rng);
  const homeAddress = (city: City) =>
    `House ${rng.int(1, 450)}, Street ${rng.int(1, 40)}, ${rng.pick(city.areas)[0]}, ${city.name}`;

  // --- labs (planned before users, since every lab has its user) ------------------------------------------------
  const otherLabs = labCount - 1;
  const verifiedCount = Math.round(otherLabs * 0.6);
  const pendingCount = Math.round(otherLabs * 0.25);
  const statuses: LabInfo['status'][] = [];
  for (let i = 0; i < otherLabs; i++)
    statuses.push(i < verifiedCount ? 'verified' : i < verifiedCount + pendingCount ? 'pending' : 'blocked');
  rng.shuffle(statuses);

  const labInfos: LabInfo[] = [];
  const usedLabNames = new Set<string>();
  const branchSuffix = new Map<string, number>();
  {
    const lahore = CITIES[0];
    const createdAt = at(daysAgo(702));
    usedLabNames.add(DEMO_ACCOUNTS.lab.name);
    usedMobiles.add('0321-4856120');
    labInfos.push({
      id: 0,
      userId: 0,
      city: lahore,
      area: 'Gulberg III',
      createdAt,
      status: 'verified',
      services: [],
      demo: true,
      row: {
        id: 0,
        userId: 0,
        email: DEMO_ACCOUNTS.lab.email,
        name: DEMO_ACCOUNTS.lab.name,
        labname: DEMO_ACCOUNTS.lab.labname,
        logo: null,
        address: 'Plot 12, Main Boulevard, Gulberg III, Lahore',
        city: 'Lahore',
        landlineNumber: '042-35761234',
        contactNumber: '0321-4856120',
        healthDepartmentId: 'PHC-LHR-2021-04567',
        latitude: 31.51472,
        longitude: 74.34305,
        isActive: true,
        verified: true,
        createdAt,
      },
    });
  }
  for (let i = 0; i < otherLabs; i++) {
    const status = statuses[i];
    const city = rng.weighted(cityWeights);
    const [area, lat, lon] = rng.pick(city.areas);
    const brand = rng.pick(BRANDS);
    let name = `${brand} ${city.name}`;
    let emailParts = [brandSlug(brand), slug(city.name)];
    if (usedLabNames.has(name)) {
      name = `${brand} ${city.name} - ${area}`;
      emailParts = [...emailParts, slug(area)];
      const base = name;
      for (let k = branchSuffix.get(base) ?? 2; usedLabNames.has(name); k++) {
        name = `${base} Branch ${k}`;
        branchSuffix.set(base, k + 1);
      }
    }
    usedLabNames.add(name);
    const email = uniqueEmail([emailParts.join('.')], 'labhub.pk');
    const createdMs =
      status === 'pending'
        ? between(daysAgo(60), daysAgo(0.2), 1.6)
        : status === 'blocked'
          ? between(daysAgo(730), daysAgo(90))
          : between(daysAgo(730), daysAgo(60));
    const createdAt = at(createdMs);
    const verified = status === 'verified' || (status === 'blocked' && rng.chance(0.6));
    labInfos.push({
      id: 0,
      userId: 0,
      city,
      area,
      createdAt,
      status,
      services: [],
      demo: false,
      row: {
        id: 0,
        userId: 0,
        email,
        name,
        labname: brand,
        logo: null,
        address: `${rng.pick(LAB_UNITS)} ${rng.int(1, 120)}, ${rng.pick(LAB_STREETS)}, ${area}, ${city.name}`,
        city: city.name,
        landlineNumber: landline(city),
        contactNumber: mobile(),
        healthDepartmentId: rng.chance(status === 'pending' ? 0.2 : 0.06) ? null : healthId(city, createdMs),
        latitude: Math.round((lat + (rng.next() - 0.5) * 0.016) * 1e6) / 1e6,
        longitude: Math.round((lon + (rng.next() - 0.5) * 0.016) * 1e6) / 1e6,
        isActive: status !== 'blocked',
        verified,
        createdAt,
      },
    });
  }

  // --- patients -----------------------------------------------------------------------------------------------
  const patientPlans: Omit<PatientInfo, 'id'>[] = [];
  const patientVerified: boolean[] = [];
  const patientActive: boolean[] = [];
  for (let i = 0; i < patientCount; i++) {
    const p = person();
    const year = rng.int(62, 99);
    const local = [
      slug(`${p.first}.${p.last}`),
      slug(`${p.first}${p.last}`) + year,
      slug(`${p.first}.${p.last}`) + rng.int(1, 999),
    ];
    const email = uniqueEmail(rng.chance(0.5) ? local : [local[1], local[2]], rng.weighted(EMAIL_DOMAINS));
    patientPlans.push({
      ...p,
      email,
      contact: mobile(),
      city: rng.weighted(cityWeights),
      createdAt: at(between(daysAgo(900), daysAgo(1), 0.8)),
    });
    patientVerified.push(rng.chance(0.72));
    patientActive.push(rng.chance(0.97));
  }

  // --- users: admin, demo lab user, the labs' users, patients -------------------------------------------------
  const userRows: UserRow[] = [
    {
      id: 0,
      email: ADMIN_EMAIL,
      name: DEMO_ACCOUNTS.admin.name,
      passwordHash: adminHash,
      role: 'admin',
      contactNumber: mobile(),
      gender: null,
      verified: true,
      isActive: true,
      createdAt: at(daysAgo(760)),
    },
  ];
  for (const lab of labInfos) {
    userRows.push({
      id: 0,
      email: lab.row.email,
      name: lab.row.name,
      passwordHash: lab.demo ? labHash : sharedHash,
      role: 'lab',
      contactNumber: lab.row.contactNumber,
      gender: null,
      verified: lab.row.verified ?? false,
      isActive: lab.row.isActive ?? true,
      createdAt: lab.createdAt,
    });
  }
  patientPlans.forEach((p, i) => {
    userRows.push({
      id: 0,
      email: p.email,
      name: p.name,
      passwordHash: sharedHash,
      role: 'patient',
      contactNumber: p.contact,
      gender: p.gender,
      verified: patientVerified[i],
      isActive: patientActive[i],
      createdAt: p.createdAt,
    });
  });

  const summary: SeedSummary = {
    users: 0,
    labs: 0,
    tests: 0,
    staff: 0,
    services: 0,
    appointments: 0,
    bookedServices: 0,
    orders: 0,
    orderItems: 0,
    complaints: 0,
    reviews: 0,
    eqaCertificates: 0,
    financialAid: 0,
    donations: 0,
    notifications: 0,
    auditLog: 0,
  };

  await db.transaction(async tx => {
    const maxIds = await currentMaxIds(tx);
    const firstIds = new Map(maxIds);
    /** Numbers the rows of a table (after its current highest id) and returns their ids. */
    const assignIds = (table: PgTable, rows: { id?: number }[]): number[] => {
      let id = maxIds.get(table)!;
      const ids = rows.map(r => (r.id = ++id));
      maxIds.set(table, id);
      return ids;
    };
    const rebuildIndexes = await beginBulkLoad(tx);
    const insert = async <T extends PgTable>(table: T, rows: T['$inferInsert'][]) => {
      const t0 = performance.now();
      const count = await bulkInsert(tx, table, rows);
      log?.(`${getTableName(table)}: ${count} rows in ${Math.round(performance.now() - t0)} ms`);
      return count;
    };

    const userIds = assignIds(users, userRows);
    summary.users = await insert(users, userRows);
    labInfos.forEach((lab, i) => {
      lab.userId = userIds[1 + i]!;
      lab.row.userId = lab.userId;
    });
    const patients: PatientInfo[] = patientPlans.map((p, i) => ({ ...p, id: userIds[1 + labInfos.length + i] }));

    const labRows = labInfos.map(l => l.row);
    const labIds = assignIds(labs, labRows);
    labIds.forEach((id, i) => (labInfos[i].id = id));
    summary.labs = await insert(labs, labRows);
    const demoLab = labInfos[0];

    // --- catalogue ---------------------------------------------------------------------------------------------
    const testRows: (typeof tests.$inferInsert)[] = TEST_CATALOGUE.map(t => ({
      id: 0,
      title: t.title,
      description: t.description,
      preConditions: t.preConditions,
      lowerPriceLimit: t.lower,
      upperPriceLimit: t.upper,
      avgDuration: t.duration,
      createdAt: at(between(daysAgo(760), daysAgo(300))),
    }));
    const testIds = assignIds(tests, testRows);
    summary.tests = await insert(tests, testRows);

    // --- staff -------------------------------------------------------------------------------------------------
    const usedCnics = new Set<string>();
    const staffRows: (typeof staff.$inferInsert)[] = [];
    const staffEmails = new Set<string>();
    for (let i = 0; i < staffCount; i++) {
      const p = person();
      let email = `${slug(p.first)}.${slug(p.last)}@labhub.pk`;
      for (let k = 2; staffEmails.has(email) || usedEmails.has(email); k++)
        email = `${slug(p.first)}.${slug(p.last)}${k}@labhub.pk`;
      staffEmails.add(email);
      const province = rng.weighted(cityWeights).province;
      let cnic: string;
      do {
        // The last digit of a CNIC is odd for men and even for women.
        const last = p.gender === 'male' ? rng.pick([1, 3, 5, 7, 9]) : rng.pick([2, 4, 6, 8]);
        cnic = `${rng.pick(CNIC_PREFIXES[province])}-${rng.int(1, 9)}${rng.digits(6)}-${last}`;
      } while (usedCnics.has(cnic));
      usedCnics.add(cnic);
      staffRows.push({
        id: 0,
        email,
        name: p.name,
        contactNumber: mobile(),
        cnic,
        passwordHash: sharedHash,
        dateJoined: at(between(daysAgo(900), daysAgo(3), 0.9)),
      });
    }
    assignIds(staff, staffRows);
    summary.staff = await insert(staff, staffRows);

    // --- services: every lab that was ever verified offers 6-12 tests ------------------------------------------
    const serviceLabs = labInfos.filter(l => l.row.verified);
    const serviceRows: ServiceRow[] = [];
    const servicePlans: ServiceInfo[] = [];
    const testIndexes = TEST_CATALOGUE.map((_, i) => i);
    for (const lab of serviceLabs) {
      const chosen = rng.sample(testIndexes, lab.demo ? 12 : rng.int(6, 12)).sort((a, b) => a - b);
      const homeBase = round(rng.int(200, 800), 50);
      const commBase = round(rng.int(300, 1000), 50);
      const priceLevel = rng.next(); // cheap or premium lab
      for (const ti of chosen) {
        const t = TEST_CATALOGUE[ti];
        const spread = Math.min(1, Math.max(0, priceLevel + (rng.next() - 0.5) * 0.4));
        const price = Math.min(t.upper, Math.max(t.lower, round(t.lower + (t.upper - t.lower) * spread, 10)));
        const plan: ServiceInfo = {
          id: 0,
          testIndex: ti,
          title: t.title,
          price,
          homeSamplingPrice: Math.min(800, Math.max(200, homeBase + rng.pick([0, 0, 0, 50, -50]))),
          communicationPrice: commBase,
        };
        servicePlans.push(plan);
        lab.services.push(plan);
        serviceRows.push({
          id: 0,
          labId: lab.id,
          testId: testIds[ti],
          title: t.title,
          price,
          homeSamplingPrice: plan.homeSamplingPrice,
          communicationPrice: plan.communicationPrice,
          createdAt: at(lab.createdAt.getTime() + rng.int(1, 20) * DAY),
        });
      }
    }
    const serviceIds = assignIds(services, serviceRows);
    serviceIds.forEach((id, i) => (servicePlans[i].id = id));
    summary.services = await insert(services, serviceRows);

    // --- appointments, booked services, orders and their items ------------------------------------------------
    const bookingLabs = serviceLabs.filter(l => l.services.length > 0);
    const bookingCum = cumulative(bookingLabs.map(l => (l.demo ? 3 : l.row.isActive ? 1 : 0.4)));
    const horizon = daysAgo(425); // ~14 months
    const appointmentPlans: AppointmentInfo[] = [];

    const planAppointment = (paid: boolean): AppointmentInfo => {
      const lab = bookingLabs[sampleIndex(bookingCum, rng.next())];
      const patient = rng.pick(patients);
      let createdMs: number;
      if (paid) {
        const from = Math.max(horizon, lab.createdAt.getTime() + 3 * DAY, patient.createdAt.getTime());
        createdMs = between(Math.min(from, daysAgo(1)), daysAgo(0.02), 1.7);
      } else {
        createdMs = between(Math.max(daysAgo(60), patient.createdAt.getTime()), daysAgo(0.02), 1.3);
      }
      const count = rng.weighted([
        [1, 45],
        [2, 30],
        [3, 17],
        [4, 8],
      ] as const);
      const chosen = rng.sample(lab.services, count);
      const homeSampling = rng.chance(0.4);
      const ageDays = (nowMs - createdMs) / DAY;
      let status: string;
      if (!paid) status = rng.chance(0.8) ? 'Pending' : 'Cancelled';
      else if (ageDays < 3) status = 'Confirmed';
      else status = rng.chance(0.85) ? 'Completed' : 'Confirmed';
      const booked = chosen.map(service => {
        let s: string;
        if (status === 'Cancelled') s = 'Rejected';
        else if (status === 'Pending') s = rng.chance(0.7) ? 'Pending' : 'Accepted';
        else if (status === 'Completed') s = rng.chance(0.93) ? 'Completed' : 'Rejected';
        else
          s = rng.weighted([
            ['Accepted', 50],
            ['Pending', 25],
            ['Completed', 20],
            ['Rejected', 5],
          ] as const);
        return { service, homeSampling, communication: rng.chance(0.3), status: s };
      });
      const price = booked.reduce(
        (sum, b) =>
          sum +
          b.service.price +
          (b.homeSampling ? b.service.homeSamplingPrice : 0) +
          (b.communication ? b.service.communicationPrice : 0),
        0,
      );
      return { id: 0, lab, patient, price, createdMs, createdAt: at(createdMs), status, booked };
    };

    for (let i = 0; i < orderTarget; i++) appointmentPlans.push(planAppointment(true));
    for (let i = 0; i < unpaidCount; i++) appointmentPlans.push(planAppointment(false));
    // Ids follow time, like a real history.
    appointmentPlans.sort((a, b) => a.createdMs - b.createdMs);

    const appointmentRows: AppointmentRow[] = appointmentPlans.map(a => {
      const type = rng.weighted(PATIENT_TYPES);
      let name: string | null = null;
      let contact: string | null = null;
      if (type !== 'Self') {
        const gender =
          type === 'Mother'
            ? 'female'
            : type === 'Father'
              ? 'male'
              : type === 'Spouse'
                ? a.patient.gender === 'male'
                  ? 'female'
                  : 'male'
                : undefined;
        name = person(gender, type === 'Spouse' && rng.chance(0.4) ? undefined : a.patient.last).name;
        contact = rng.chance(0.35) ? a.patient.contact : mobile(false);
      }
      return {
        id: 0,
        patientId: a.patient.id,
        labId: a.lab.id,
        patientType: type,
        name,
        contact,
        price: a.price,
        status: a.status,
        createdAt: a.createdAt,
      };
    });
    const appointmentIds = assignIds(appointments, appointmentRows);
    appointmentIds.forEach((id, i) => (appointmentPlans[i].id = id));
    summary.appointments = await insert(appointments, appointmentRows);

    const bookedRows: BookedRow[] = [];
    for (const a of appointmentPlans) {
      // A collection slot in Pakistan time, 7 AM to 7 PM, on the day of booking or up to two days later.
      const created = a.createdAt.getTime();
      const dayStart = Math.floor((created + PKT_OFFSET) / DAY) * DAY - PKT_OFFSET;
      let slot = dayStart + rng.int(0, 2) * DAY + rng.int(7, 18) * HOUR + rng.pick([0, 15, 30, 45]) * MINUTE;
      if (slot <= created) slot += DAY;
      for (const b of a.booked) {
        const notes = LAB_NOTES[b.status] ?? [];
        bookedRows.push({
          id: 0,
          appointmentId: a.id,
          serviceId: b.service.id,
          status: b.status,
          requestedTime: at(slot),
          labNote: notes.length > 0 && rng.chance(b.status === 'Pending' ? 0.3 : 0.7) ? rng.pick(notes) : null,
          homeSampling: b.homeSampling,
          communication: b.communication,
        });
      }
    }
    assignIds(bookedServices, bookedRows);
    summary.bookedServices = await insert(bookedServices, bookedRows);

    const paidAppointments = appointmentPlans.filter(a => a.status === 'Completed' || a.status === 'Confirmed');
    const orderPlans: OrderInfo[] = [];
    const orderRows: OrderRow[] = [];
    const itemsPerOrder: OrderItemRow[][] = [];
    for (const a of paidAppointments) {
      const createdMs = Math.min(a.createdAt.getTime() + rng.int(2, 90) * MINUTE, nowMs);
      const online = rng.chance(0.6);
      const items: OrderItemRow[] = [];
      // One line per booked service, priced at its subtotal, so the items add up to the appointment's price.
      for (const b of a.booked) {
        const { service } = b;
        items.push({
          id: 0,
          orderId: 0,
          testId: testIds[service.testIndex],
          item:
            service.title +
            (b.homeSampling ? ' + Home Sampling' : '') +
            (b.communication ? ' + Pathologist Consultation' : ''),
          price:
            service.price +
            (b.homeSampling ? service.homeSamplingPrice : 0) +
            (b.communication ? service.communicationPrice : 0),
        });
      }
      const subTotal = items.reduce((s, it) => s + it.price, 0);
      // The rider's visit charge when the samples are collected at home.
      const shipping = a.booked.some(b => b.homeSampling) ? round(rng.int(150, 300), 10) : 0;
      const total = subTotal + shipping;
      const ageDays = (nowMs - createdMs) / DAY;
      const status =
        ageDays > 30
          ? rng.weighted([
              ['Paid', 78],
              ['Processing', 7],
              ['On Hold', 5],
              ['Pending', 10],
            ] as const)
          : rng.weighted([
              ['Pending', 40],
              ['Processing', 25],
              ['Paid', 25],
              ['On Hold', 10],
            ] as const);
      const receivable = online ? 'Received' : rng.chance(ageDays > 21 ? 0.85 : 0.3) ? 'Received' : 'Pending';
      orderRows.push({
        id: 0,
        appointmentId: a.id,
        labId: a.lab.id,
        patientId: a.patient.id,
        paymentType: online ? 'Online' : 'Cash',
        cardLast4: online ? rng.digits(4) : null,
        subTotal,
        shipping,
        total,
        commission: Math.round(total * 0.1),
        status,
        receivableStatus: receivable,
        createdAt: at(createdMs),
      });
      itemsPerOrder.push(items);
      const plan: OrderInfo = {
        id: 0,
        appointment: a,
        total,
        paymentType: online ? 'Online' : 'Cash',
        createdAt: at(createdMs),
      };
      a.order = plan;
      orderPlans.push(plan);
    }
    const orderIds = assignIds(orders, orderRows);
    const itemRows: OrderItemRow[] = [];
    orderIds.forEach((id, i) => {
      orderPlans[i].id = id;
      for (const item of itemsPerOrder[i]) {
        item.orderId = id;
        itemRows.push(item);
      }
    });
    assignIds(orderItems, itemRows);
    summary.orders = await insert(orders, orderRows);
    summary.orderItems = await insert(orderItems, itemRows);

    // --- reviews -------------------------------------------------------------------------------------------------
    const reviewLabs = labInfos.filter(l => l.row.verified);
    const noReviewLabs = new Set(
      rng.sample(
        reviewLabs.filter(l => !l.demo && l.row.isActive),
        3,
      ),
    );
    const reviewRows: ReviewRow[] = [];
    const demoReviews: { index: number; rating: number; name: string; createdAt: Date }[] = [];
    for (const lab of reviewLabs) {
      const count = lab.demo
        ? 5
        : noReviewLabs.has(lab)
          ? 0
          : rng.weighted([
              [0, 12],
              [1, 14],
              [2, 18],
              [3, 18],
              [4, 16],
              [5, 12],
              [6, 10],
            ] as const);
      for (let k = 0; k < count; k++) {
        const patient = rng.pick(patients);
        const rating = rng.weighted([
          [5, 38],
          [4, 30],
          [3, 13],
          [2, 9],
          [1, 10],
        ] as const);
        const pool = rating >= 4 ? REVIEW_POSITIVE : rating === 3 ? REVIEW_MIXED : REVIEW_NEGATIVE;
        const values = { test: lab.services.length ? rng.pick(lab.services).title : 'blood test', city: lab.city.name };
        const sentences = rng.sample(pool, rating === 3 ? 1 : rng.int(1, 2)).map(s => fill(s, values));
        const createdMs = between(Math.max(lab.createdAt.getTime() + 7 * DAY, daysAgo(540)), daysAgo(0.1), 1.4);
        // The demo lab replies to its first three reviews; other labs to about half.
        const replies = lab.demo ? k < 3 : rng.chance(0.5);
        let repliedMs = createdMs + rng.int(2, 96) * HOUR;
        if (repliedMs >= nowMs) repliedMs = createdMs + (nowMs - createdMs) / 2;
        const hasReply = replies;
        const replyPool = rating >= 4 ? REPLY_POSITIVE : REPLY_NEGATIVE;
        if (lab.demo)
          demoReviews.push({ index: reviewRows.length, rating, name: patient.name, createdAt: at(createdMs) });
        reviewRows.push({
          id: 0,
          labId: lab.id,
          patientId: patient.id,
          name: patient.name,
          review: sentences.join(' '),
          rating,
          reply: hasReply
            ? fill(rng.pick(replyPool), { first: patient.first, landline: lab.row.landlineNumber })
            : null,
          repliedAt: hasReply ? at(repliedMs) : null,
          createdAt: at(createdMs),
        });
      }
    }
    const reviewIds = assignIds(reviews, reviewRows);
    summary.reviews = await insert(reviews, reviewRows);

    // --- E-QA certificates -----------------------------------------------------------------------------------
    const eqaRows: (typeof eqaCertificates.$inferInsert)[] = [];
    for (const lab of reviewLabs) {
      const count = lab.demo
        ? 3
        : rng.weighted([
            [0, 20],
            [1, 35],
            [2, 30],
            [3, 15],
          ] as const);
      for (const discipline of rng.sample(EQA_DISCIPLINES, count)) {
        const issuedMs = between(Math.max(lab.createdAt.getTime() + 30 * DAY, daysAgo(730)), daysAgo(10));
        const issuedOn = at(issuedMs);
        eqaRows.push({
          id: 0,
          labId: lab.id,
          title: `External Quality Assessment — ${discipline} ${issuedOn.getUTCFullYear()}`,
          issuer: rng.pick(EQA_ISSUERS),
          issuedOn,
          createdAt: at(Math.min(issuedMs + rng.int(1, 20) * DAY, nowMs)),
        });
      }
    }
    assignIds(eqaCertificates, eqaRows);
    summary.eqaCertificates = await insert(eqaCertificates, eqaRows);

    // --- complaints ----------------------------------------------------------------------------------------------
    const complaintPlans: { createdAt: Date; patient: PatientInfo; lab: LabInfo; type: string; status: string }[] = [];
    const complaintRows: ComplaintRow[] = [];
    for (let i = 0; i < complaintCount; i++) {
      // Complaints come a few hours to ten days after the appointment; skip the orders of the last day.
      let order = rng.pick(orderPlans);
      for (let tries = 0; tries < 20 && nowMs - order.createdAt.getTime() < DAY; tries++) order = rng.pick(orderPlans);
      const a = order.appointment;
      const type = rng.weighted(COMPLAINT_TYPES);
      const service = rng.pick(a.booked).service;
      const earliest = a.createdAt.getTime() + 4 * HOUR;
      const latest = Math.min(a.createdAt.getTime() + 10 * DAY, nowMs - HOUR);
      const createdMs = earliest < latest ? between(earliest, latest, 0.8) : (a.createdAt.getTime() + nowMs) / 2;
      const ageDays = (nowMs - createdMs) / DAY;
      const status =
        ageDays < 2
          ? rng.chance(0.6)
            ? 'Pending'
            : 'In Progress'
          : rng.weighted([
              ['Resolved', 65],
              ['In Progress', 15],
              ['Pending', 20],
            ] as const);
      let resolvedMs = createdMs + rng.int(2, 72) * HOUR;
      if (resolvedMs > nowMs) resolvedMs = nowMs - rng.int(5, 55) * MINUTE;
      const description = fill(rng.pick(COMPLAINT_TEXT[type]), {
        test: service.title,
        lab: a.lab.row.name,
        duration: TEST_CATALOGUE[service.testIndex].duration.toLowerCase(),
        days: rng.int(3, 6),
        amount: formatPkr(service.price + round(rng.int(200, 900), 50)),
      });
      complaintPlans.push({ createdAt: at(createdMs), patient: a.patient, lab: a.lab, type, status });
      complaintRows.push({
        id: 0,
        labId: a.lab.id,
        patientId: a.patient.id,
        type,
        status,
        description,
        response: status === 'Resolved' ? COMPLAINT_RESPONSE[type] : null,
        resolvedAt: status === 'Resolved' ? at(Math.max(resolvedMs, createdMs + MINUTE)) : null,
        createdAt: at(createdMs),
      });
    }
    // Ids follow time.
    const complaintOrder = complaintRows
      .map((_, i) => i)
      .sort((x, y) => complaintPlans[x].createdAt.getTime() - complaintPlans[y].createdAt.getTime());
    const complaintRowsByTime = complaintOrder.map(i => complaintRows[i]);
    const complaintIds = assignIds(complaints, complaintRowsByTime);
    summary.complaints = await insert(complaints, complaintRowsByTime);
    const complaintsSorted = complaintOrder.map((i, k) => ({ ...complaintPlans[i], id: complaintIds[k] }));

    // --- financial aid -------------------------------------------------------------------------------------------
    const aidPending = Math.round(aidCount * 0.35);
    const aidRejected = Math.round(aidCount * 0.15);
    const aidStatuses: string[] = [];
    for (let i = 0; i < aidCount; i++)
      aidStatuses.push(i < aidPending ? 'Pending Response' : i < aidPending + aidRejected ? 'Rejected' : 'Approved');
    rng.shuffle(aidStatuses);
    const openAppointments = rng.shuffle(appointmentPlans.filter(a => a.status === 'Pending'));
    const paidPool = rng.shuffle(paidAppointments.slice());
    let openNext = 0;
    let paidNext = 0;
    const aidPlans: { requestTime: Date; status: string; patient: PatientInfo; amount: number; lab: LabInfo }[] = [];
    const aidRows: FinancialAidRow[] = [];
    for (const status of aidStatuses) {
      const a =
        status === 'Pending Response' && openNext < openAppointments.length
          ? openAppointments[openNext++]
          : paidPool[paidNext++ % paidPool.length];
      const fraction = status === 'Approved' ? 0.3 + rng.next() * 0.7 : 0.4 + rng.next() * 0.6;
      const amount = Math.max(Math.min(a.price, 100), Math.min(a.price, Math.floor((a.price * fraction) / 10) * 10));
      const requestMs = Math.min(a.createdAt.getTime() + rng.int(3, 60) * MINUTE, nowMs - MINUTE);
      const decided = status !== 'Pending Response';
      const decidedMs = Math.min(requestMs + rng.int(1, 72) * HOUR, nowMs - rng.int(1, 30) * MINUTE);
      const test = a.booked[0].service.title;
      const description = `I am ${rng.pick(FA_JOBS)} from ${a.patient.city.name}. ${fill(rng.pick(FA_NEEDS), { test })} I request help with PKR ${formatPkr(amount)} of the PKR ${formatPkr(a.price)} bill at ${a.lab.row.name}.`;
      aidPlans.push({ requestTime: at(requestMs), status, patient: a.patient, amount, lab: a.lab });
      aidRows.push({
        id: 0,
        patientId: a.patient.id,
        appointmentId: a.id,
        amount,
        requestTime: at(requestMs),
        status,
        phoneNumber: a.patient.contact,
        address: homeAddress(a.patient.city),
        description,
        rejectReason: status === 'Rejected' ? rng.pick(FA_REJECT_REASONS) : null,
        decidedBy: decided ? ADMIN_EMAIL : null,
        decidedAt: decided ? at(Math.max(decidedMs, requestMs + MINUTE)) : null,
      });
    }
    const aidOrder = aidRows
      .map((_, i) => i)
      .sort((x, y) => aidPlans[x].requestTime.getTime() - aidPlans[y].requestTime.getTime());
    const aidRowsByTime = aidOrder.map(i => aidRows[i]);
    const aidIds = assignIds(financialAid, aidRowsByTime);
    summary.financialAid = await insert(financialAid, aidRowsByTime);
    const aidSorted = aidOrder.map((i, k) => ({ ...aidPlans[i], id: aidIds[k] }));

    // --- donations ---------------------------------------------------------------------------------------------
    const donationRows: (typeof donations.$inferInsert)[] = [];
    for (let i = 0; i < donationCount; i++) {
      let donorName: string;
      let donorEmail: string;
      if (rng.chance(0.1)) {
        [donorName, donorEmail] = rng.pick(DONOR_COMPANIES);
      } else {
        const p = person();
        donorName = p.name;
        donorEmail = `${slug(p.first)}.${slug(p.last)}${rng.chance(0.5) ? rng.int(1, 99) : ''}@${rng.weighted(EMAIL_DOMAINS)}`;
      }
      const bucket = rng.weighted([
        [0, 40],
        [1, 35],
        [2, 20],
        [3, 5],
      ] as const);
      const amount =
        bucket === 0
          ? round(rng.int(500, 2000), 100)
          : bucket === 1
            ? round(rng.int(2000, 10000), 500)
            : bucket === 2
              ? round(rng.int(10000, 50000), 1000)
              : round(rng.int(50000, 100000), 5000);
      donationRows.push({ id: 0, time: at(between(daysAgo(365), daysAgo(0.05), 1.1)), donorName, donorEmail, amount });
    }
    donationRows.sort((x, y) => x.time!.getTime() - y.time!.getTime());
    assignIds(donations, donationRows);
    summary.donations = await insert(donations, donationRows);

    // --- notifications -----------------------------------------------------------------------------------------
    const newestFirst = <T extends { date: Date }>(xs: T[]) => xs.sort((x, y) => y.date.getTime() - x.date.getTime());
    const pendingLabs = newestFirst(
      labInfos.filter(l => l.status === 'pending').map(l => ({ lab: l, date: l.createdAt })),
    );
    const verificationN = Math.min(pendingLabs.length, Math.ceil(adminNotificationTarget * 0.4));
    const aidN = Math.min(aidSorted.length, Math.ceil(adminNotificationTarget * 0.3));
    const complaintN = Math.min(complaintsSorted.length, Math.max(0, adminNotificationTarget - verificationN - aidN));
    const adminNotes: NotificationRow[] = [];
    for (const { lab, date } of pendingLabs.slice(0, verificationN)) {
      adminNotes.push({
        id: 0,
        read: false,
        userId: null,
        type: 'Lab Verification',
        title: 'New Lab Registration',
        refId: lab.row.email,
        date,
        body: `${lab.row.name} (${lab.city.name}) has registered and is waiting for verification.`,
        messageKey: 'lab_registered',
        params: { lab: lab.row.name, city: lab.city.name },
      });
    }
    for (const aid of aidSorted.slice(-aidN)) {
      adminNotes.push({
        id: 0,
        read: false,
        userId: null,
        type: 'Financial Aid',
        title: 'New Financial Aid Request',
        refId: String(aid.id),
        date: aid.requestTime,
        body: `${aid.patient.name} requested PKR ${formatPkr(aid.amount)} of financial aid for an appointment at ${aid.lab.row.name}.`,
        messageKey: 'aid_requested',
        params: { patient: aid.patient.name, amount: aid.amount, lab: aid.lab.row.name },
      });
    }
    for (const c of complaintsSorted.slice(complaintsSorted.length - complaintN)) {
      adminNotes.push({
        id: 0,
        read: false,
        userId: null,
        type: 'Complaint',
        title: 'New Complaint',
        refId: String(c.id),
        date: c.createdAt,
        body: `${c.patient.name} filed a "${c.type}" complaint against ${c.lab.row.name}.`,
        messageKey: 'complaint_filed',
        params: { patient: c.patient.name, type: c.type, lab: c.lab.row.name },
      });
    }
    // Top up with payment notifications when there are not enough events of the other kinds.
    const onlineOrders = orderPlans.filter(o => o.paymentType === 'Online');
    for (let k = onlineOrders.length - 1; adminNotes.length < adminNotificationTarget && k >= 0; k--) {
      const o = onlineOrders[k];
      adminNotes.push({
        id: 0,
        read: false,
        userId: null,
        type: 'Payment',
        title: 'Payment Received',
        refId: String(o.id),
        date: o.createdAt,
        body: `Order #${o.id} of PKR ${formatPkr(o.total)} was paid online at ${o.appointment.lab.row.name}.`,
        messageKey: 'payment_received',
        params: { order: o.id, amount: o.total, lab: o.appointment.lab.row.name },
      });
    }
    // Oldest first (ids follow time); recent ones are mostly unread, the newest six always.
    adminNotes.sort((x, y) => x.date!.getTime() - y.date!.getTime());
    adminNotes.forEach((n, i) => {
      const ageDays = (nowMs - n.date!.getTime()) / DAY;
      n.read = i >= adminNotes.length - 6 ? false : !rng.chance(ageDays < 7 ? 0.6 : ageDays < 30 ? 0.25 : 0.05);
    });
    for (let i = adminNotes.length - 1; i >= 0; i--) {
      if (adminNotes[i].type === 'Lab Verification') {
        adminNotes[i].read = false;
        break;
      }
    }
    const labNotes: NotificationRow[] = demoReviews
      .sort((x, y) => x.createdAt.getTime() - y.createdAt.getTime())
      .map((r, i, all) => ({
        id: 0,
        userId: demoLab.userId,
        type: 'Review',
        title: 'New Review',
        refId: String(reviewIds[r.index]),
        date: r.createdAt,
        body: `${r.name} rated ${demoLab.row.name} ${r.rating}/5.`,
        read: i < all.length - 2,
        messageKey: 'review_received',
        params: { patient: r.name, lab: demoLab.row.name, rating: r.rating },
      }));
    const notificationRows = [...adminNotes, ...labNotes].sort((x, y) => x.date!.getTime() - y.date!.getTime());
    assignIds(notifications, notificationRows);
    summary.notifications = await insert(notifications, notificationRows);

    // --- audit log: the seeded verifications (and a few blocks) -----------------------------------------------
    const auditRows: (typeof auditLog.$inferInsert)[] = [];
    const verifiedLabs = labInfos.filter(l => l.status === 'verified');
    const recentVerified = [
      demoLab,
      ...verifiedLabs
        .filter(l => !l.demo)
        .sort((x, y) => y.createdAt.getTime() - x.createdAt.getTime())
        .slice(0, 9),
    ];
    for (const lab of recentVerified) {
      auditRows.push({
        id: 0,
        actorEmail: ADMIN_EMAIL,
        actorRole: 'admin',
        action: 'lab.verify',
        entity: 'lab',
        entityId: lab.row.email,
        details: { name: lab.row.name },
        at: at(lab.createdAt.getTime() + rng.int(6, 96) * HOUR),
      });
    }
    for (const lab of labInfos.filter(l => l.status === 'blocked').slice(0, 3)) {
      auditRows.push({
        id: 0,
        actorEmail: ADMIN_EMAIL,
        actorRole: 'admin',
        action: 'lab.block',
        entity: 'lab',
        entityId: lab.row.email,
        details: { name: lab.row.name },
        at: at(between(lab.createdAt.getTime() + 30 * DAY, daysAgo(1))),
      });
    }
    auditRows.sort((x, y) => x.at!.getTime() - y.at!.getTime());
    assignIds(auditLog, auditRows);
    summary.auditLog = await insert(auditLog, auditRows);

    const t0 = performance.now();
    await rebuildIndexes();
    log?.(`indexes rebuilt in ${Math.round(performance.now() - t0)} ms`);
    // Move each sequence past the ids used here, so the API's inserts continue after them.
    for (const table of SEEDED_TABLES) {
      const last = maxIds.get(table)!;
      if (last > firstIds.get(table)!) {
        await tx.execute(sql`select setval(pg_get_serial_sequence(${getTableName(table)}, 'id'), ${last})`);
      }
    }
  });

  return summary;
}
