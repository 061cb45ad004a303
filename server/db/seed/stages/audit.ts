/**
 * The audit log of the seeded decisions: the demo lab's and the nine newest verifications, and every blocked lab's
 * block (with its verification, when it was verified first).
 */
import { auditLog } from '../../schema.js';
import { ADMIN_EMAIL } from '../accounts.js';
import type { LabInfo, SeedContext } from '../context.js';
import { DAY, HOUR } from '../util.js';
import type { Writer } from '../writer.js';

export async function writeAuditLog(ctx: SeedContext, w: Writer, labInfos: LabInfo[]): Promise<number> {
  const { rng, at, daysAgo, between } = ctx;
  const rows: (typeof auditLog.$inferInsert)[] = [];
  const entry = (action: string, lab: LabInfo, atMs: number) =>
    rows.push({
      id: 0,
      actorEmail: ADMIN_EMAIL,
      actorRole: 'admin',
      action,
      entity: 'lab',
      entityId: lab.row.email,
      details: { name: lab.row.name },
      at: at(atMs),
    });
  const demoLab = labInfos[0];
  const recentVerified = [
    demoLab,
    ...labInfos
      .filter(l => l.status === 'verified' && !l.demo)
      .sort((x, y) => y.createdMs - x.createdMs)
      .slice(0, 9),
  ];
  for (const lab of recentVerified) entry('lab.verify', lab, lab.createdMs + rng.int(6, 96) * HOUR);
  // Every blocked lab has the entry a block writes (server/repos/labs.ts), after its verification's when it was one.
  for (const lab of labInfos.filter(l => l.status === 'blocked')) {
    if (lab.row.verified) entry('lab.verify', lab, lab.createdMs + rng.int(6, 96) * HOUR);
    entry('lab.block', lab, between(lab.createdMs + 30 * DAY, daysAgo(1)));
  }
  rows.sort((x, y) => x.at!.getTime() - y.at!.getTime());
  w.assignIds(auditLog, rows);
  return w.insert(auditLog, rows);
}
