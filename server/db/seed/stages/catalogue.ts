/** The test catalogue and the platform's staff. */
import { staff, tests } from '../../schema.js';
import type { SeedContext } from '../context.js';
import { CNIC_PREFIXES } from '../fixtures/places.js';
import { TEST_CATALOGUE } from '../fixtures/tests.js';
import { slug } from '../util.js';
import type { Writer } from '../writer.js';

/** Refuses a catalogue that breaks the product's rules (short descriptions, reversed price limits). */
export function checkCatalogue(): void {
  for (const t of TEST_CATALOGUE) {
    if (t.description.length < 100)
      throw new Error(`seed: the description of "${t.title}" is shorter than 100 characters`);
    if (t.lower > t.upper) throw new Error(`seed: price limits of "${t.title}" are reversed`);
  }
}

/** Writes the catalogue; returns the tests' ids, in catalogue order. */
export async function writeTests(ctx: SeedContext, w: Writer): Promise<{ count: number; testIds: number[] }> {
  const testRows: (typeof tests.$inferInsert)[] = TEST_CATALOGUE.map(t => ({
    id: 0,
    title: t.title,
    description: t.description,
    preConditions: t.preConditions,
    lowerPriceLimit: t.lower,
    upperPriceLimit: t.upper,
    avgDuration: t.duration,
    createdAt: ctx.at(ctx.between(ctx.daysAgo(760), ctx.daysAgo(300))),
  }));
  const testIds = w.assignIds(tests, testRows);
  return { count: await w.insert(tests, testRows), testIds };
}

export async function writeStaff(ctx: SeedContext, w: Writer, staffCount: number, passwordHash: string) {
  const { rng, at, daysAgo, between } = ctx;
  const usedCnics = new Set<string>();
  const staffRows: (typeof staff.$inferInsert)[] = [];
  const staffEmails = new Set<string>();
  for (let i = 0; i < staffCount; i++) {
    const p = ctx.person();
    let email = `${slug(p.first)}.${slug(p.last)}@labhub.pk`;
    for (let k = 2; staffEmails.has(email) || ctx.usedEmails.has(email); k++)
      email = `${slug(p.first)}.${slug(p.last)}${k}@labhub.pk`;
    staffEmails.add(email);
    const province = rng.weighted(ctx.cityWeights).province;
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
      contactNumber: ctx.mobile(),
      cnic,
      passwordHash,
      dateJoined: at(between(daysAgo(900), daysAgo(3), 0.9)),
    });
  }
  w.assignIds(staff, staffRows);
  return w.insert(staff, staffRows);
}
