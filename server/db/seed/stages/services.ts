/** The labs' services: every lab that was ever verified offers 6-12 tests of the catalogue (the demo lab 12). */
import { services } from '../../schema.js';
import type { LabInfo, SeedContext, ServiceInfo } from '../context.js';
import { TEST_CATALOGUE } from '../fixtures/tests.js';
import { DAY, round } from '../util.js';
import type { Writer } from '../writer.js';

export async function writeServices(
  ctx: SeedContext,
  w: Writer,
  serviceLabs: LabInfo[],
  testIds: number[],
): Promise<number> {
  const { rng, at } = ctx;
  const serviceRows: (typeof services.$inferInsert)[] = [];
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
  const serviceIds = w.assignIds(services, serviceRows);
  serviceIds.forEach((id, i) => (servicePlans[i].id = id));
  return w.insert(services, serviceRows);
}
