/**
 * The labs' and patients' plan at a size where most labs are branches with numbered emails: every name, email, mobile
 * number and health-department id stays unique, and the plan is the one the seeder has always drawn for its seed (the
 * lookups that keep them unique hold integers and a few thousand texts, not a million texts: the same answers).
 */
import { createHash } from 'node:crypto';

import { describe, expect, it } from 'vitest';

import { seedContext } from './context.js';
import { planLabs } from './stages/labs.js';
import { planPatients } from './stages/users.js';

const LABS = 40_000;
const PATIENTS = 800;

function plan() {
  const ctx = seedContext(20261122, Date.UTC(2026, 10, 29));
  const labs = planLabs(ctx, LABS);
  const patients = planPatients(ctx, PATIENTS);
  return { ctx, labs, patients };
}

describe('planLabs and planPatients at 40,000 labs', () => {
  const { ctx, labs, patients } = plan();

  it('gives unique names, emails, mobile numbers and health-department ids', () => {
    const unique = (values: unknown[]) => new Set(values).size === values.length;
    expect(unique(labs.map(l => l.row.name))).toBe(true);
    expect(unique([...labs.map(l => l.row.email), ...patients.map(p => p.email)])).toBe(true);
    expect(unique([...labs.map(l => l.row.contactNumber), ...patients.map(p => p.contact)])).toBe(true);
    const healthIds = labs.map(l => l.row.healthDepartmentId).filter(id => id != null);
    expect(unique(healthIds.map(id => id.replace(/-\d{4}-/, '-')))).toBe(true);
    // The paths a large plan takes: branches numbered on, emails numbered on, the demo lab's mobile never given again.
    expect(labs.filter(l => / Branch \d+$/.test(l.row.name ?? '')).length).toBeGreaterThan(LABS / 2);
    expect(labs.filter(l => /\d@labhub\.pk$/.test(l.row.email ?? '')).length).toBeGreaterThan(LABS / 2);
    expect(labs.filter(l => l.row.contactNumber === '0321-4856120')).toHaveLength(1);
  });

  it('is the plan the seed has always drawn: the same rows, the PRNG left at the same place', () => {
    const hash = createHash('sha256');
    for (const l of labs) hash.update(JSON.stringify([l.row, l.city.name, l.area, l.status]));
    for (const p of patients) hash.update(JSON.stringify(p));
    hash.update(String(ctx.rng.next()));
    expect(hash.digest('hex').slice(0, 16)).toBe('5ccacb0fd1e5fed0');
  });
});
