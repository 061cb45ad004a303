/** The users: the administrator, the labs' users (the demo lab's first) and the patients. */
import { users } from '../../schema.js';
import { ADMIN_EMAIL, DEMO_ACCOUNTS } from '../accounts.js';
import type { Hashes, LabInfo, PatientInfo, SeedContext } from '../context.js';
import { slug } from '../util.js';
import type { Writer } from '../writer.js';

type PatientPlan = Omit<PatientInfo, 'id'> & { verified: boolean; active: boolean };

export function planPatients(ctx: SeedContext, patientCount: number): PatientPlan[] {
  const { rng, at, daysAgo, between } = ctx;
  const plans: PatientPlan[] = [];
  for (let i = 0; i < patientCount; i++) {
    const p = ctx.person();
    const year = rng.int(62, 99);
    const local = [
      slug(`${p.first}.${p.last}`),
      slug(`${p.first}${p.last}`) + year,
      slug(`${p.first}.${p.last}`) + rng.int(1, 999),
    ];
    const email = ctx.uniqueEmail(rng.chance(0.5) ? local : [local[1], local[2]], ctx.emailDomain());
    const contact = ctx.mobile();
    const city = rng.weighted(ctx.cityWeights);
    const createdAt = at(between(daysAgo(900), daysAgo(1), 0.8));
    plans.push({ ...p, email, contact, city, createdAt, verified: rng.chance(0.72), active: rng.chance(0.97) });
  }
  return plans;
}

/** The administrator's row, drawn before the transaction's stages (its mobile number comes from the PRNG). */
export function planAdmin(ctx: SeedContext, passwordHash: string): typeof users.$inferInsert {
  return {
    id: 0,
    email: ADMIN_EMAIL,
    name: DEMO_ACCOUNTS.admin.name,
    passwordHash,
    role: 'admin',
    contactNumber: ctx.mobile(),
    gender: null,
    verified: true,
    isActive: true,
    createdAt: ctx.at(ctx.daysAgo(760)),
  };
}

const USER_KEYS = [
  'id',
  'email',
  'name',
  'passwordHash',
  'role',
  'contactNumber',
  'gender',
  'verified',
  'isActive',
  'createdAt',
] as const;

/** Writes the users (the administrator, the labs' users, the patients) and numbers the labs' users and patients. */
export async function writeUsers(
  w: Writer,
  admin: typeof users.$inferInsert,
  labInfos: LabInfo[],
  patientPlans: PatientPlan[],
  hashes: Hashes,
): Promise<{ count: number; patients: PatientInfo[] }> {
  const firstId = w.reserveIds(users, 1 + labInfos.length + patientPlans.length);
  const patients: PatientInfo[] = [];
  const count = await w.stream(users, [...USER_KEYS], async rows => {
    rows.write(USER_KEYS.map(k => (k === 'id' ? firstId : admin[k])));
    for (let i = 0; i < labInfos.length; i++) {
      const lab = labInfos[i];
      lab.userId = lab.row.userId = firstId + 1 + i;
      const { row } = lab;
      const passwordHash = lab.demo ? hashes.lab : hashes.shared;
      const values = [lab.userId, row.email, row.name, passwordHash, 'lab', row.contactNumber, null];
      if (rows.write([...values, row.verified ?? false, row.isActive ?? true, lab.createdMs])) await rows.flush();
    }
    for (let i = 0; i < patientPlans.length; i++) {
      const { verified, active, ...p } = patientPlans[i];
      const id = firstId + 1 + labInfos.length + i;
      patients.push({ ...p, id });
      const values = [id, p.email, p.name, hashes.shared, 'patient', p.contact, p.gender, verified, active];
      if (rows.write([...values, p.createdAt])) await rows.flush();
    }
  });
  return { count, patients };
}
