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

/** Plans the users' rows (drawing the administrator's mobile number now, before the transaction's stages). */
export function planUsers(ctx: SeedContext, labInfos: LabInfo[], patients: PatientPlan[], hashes: Hashes) {
  const userRows: (typeof users.$inferInsert)[] = [
    {
      id: 0,
      email: ADMIN_EMAIL,
      name: DEMO_ACCOUNTS.admin.name,
      passwordHash: hashes.admin,
      role: 'admin',
      contactNumber: ctx.mobile(),
      gender: null,
      verified: true,
      isActive: true,
      createdAt: ctx.at(ctx.daysAgo(760)),
    },
  ];
  for (const lab of labInfos) {
    userRows.push({
      id: 0,
      email: lab.row.email,
      name: lab.row.name,
      passwordHash: lab.demo ? hashes.lab : hashes.shared,
      role: 'lab',
      contactNumber: lab.row.contactNumber,
      gender: null,
      verified: lab.row.verified ?? false,
      isActive: lab.row.isActive ?? true,
      createdAt: lab.createdAt,
    });
  }
  for (const p of patients) {
    userRows.push({
      id: 0,
      email: p.email,
      name: p.name,
      passwordHash: hashes.shared,
      role: 'patient',
      contactNumber: p.contact,
      gender: p.gender,
      verified: p.verified,
      isActive: p.active,
      createdAt: p.createdAt,
    });
  }
  return userRows;
}

/** Writes the users, then numbers the labs' users and the patients after them. */
export async function writeUsers(
  w: Writer,
  userRows: (typeof users.$inferInsert)[],
  labInfos: LabInfo[],
  patientPlans: PatientPlan[],
): Promise<{ count: number; patients: PatientInfo[] }> {
  const userIds = w.assignIds(users, userRows);
  const count = await w.insert(users, userRows);
  labInfos.forEach((lab, i) => {
    lab.userId = userIds[1 + i];
    lab.row.userId = lab.userId;
  });
  const patients = patientPlans.map(({ verified: _v, active: _a, ...p }, i): PatientInfo => ({
    ...p,
    id: userIds[1 + labInfos.length + i],
  }));
  return { count, patients };
}
