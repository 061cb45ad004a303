/** The labs' services: every lab that was ever verified offers 6-12 tests of the catalogue (the demo lab 12). */
import { services } from '../../schema.js';
import type { LabInfo, SeedContext, ServiceTable } from '../context.js';
import { TEST_CATALOGUE } from '../fixtures/tests.js';
import { DAY, round } from '../util.js';
import type { Writer } from '../writer.js';

export async function writeServices(
  ctx: SeedContext,
  w: Writer,
  serviceLabs: LabInfo[],
  testIds: number[],
): Promise<ServiceTable> {
  const { rng } = ctx;
  const capacity = serviceLabs.length * 12;
  const table: ServiceTable = {
    count: 0,
    firstId: 0,
    testIndex: new Uint8Array(capacity),
    price: new Int32Array(capacity),
    homeSamplingPrice: new Int32Array(capacity),
    communicationPrice: new Int32Array(capacity),
  };
  const testIndexes = TEST_CATALOGUE.map((_, i) => i);
  const createdMs = new Float64Array(capacity);
  for (const lab of serviceLabs) {
    const chosen = rng.sample(testIndexes, lab.demo ? 12 : rng.int(6, 12)).sort((a, b) => a - b);
    const homeBase = round(rng.int(200, 800), 50);
    const commBase = round(rng.int(300, 1000), 50);
    const priceLevel = rng.next(); // cheap or premium lab
    lab.serviceStart = table.count;
    lab.serviceCount = chosen.length;
    for (const ti of chosen) {
      const t = TEST_CATALOGUE[ti];
      const spread = Math.min(1, Math.max(0, priceLevel + (rng.next() - 0.5) * 0.4));
      const s = table.count++;
      table.testIndex[s] = ti;
      table.price[s] = Math.min(t.upper, Math.max(t.lower, round(t.lower + (t.upper - t.lower) * spread, 10)));
      table.homeSamplingPrice[s] = Math.min(800, Math.max(200, homeBase + rng.pick([0, 0, 0, 50, -50])));
      table.communicationPrice[s] = commBase;
      createdMs[s] = Math.round(lab.createdAt.getTime() + rng.int(1, 20) * DAY);
    }
  }
  table.firstId = w.reserveIds(services, table.count);
  const keys = ['id', 'labId', 'testId', 'title', 'price', 'homeSamplingPrice', 'communicationPrice', 'createdAt'];
  await w.stream(services, keys as never, async rows => {
    for (const lab of serviceLabs) {
      for (let s = lab.serviceStart; s < lab.serviceStart + lab.serviceCount; s++) {
        const ti = table.testIndex[s];
        const row = [
          table.firstId + s,
          lab.id,
          testIds[ti],
          TEST_CATALOGUE[ti].title,
          table.price[s],
          table.homeSamplingPrice[s],
          table.communicationPrice[s],
          createdMs[s],
        ];
        if (rows.write(row)) await rows.flush();
      }
    }
  });
  return table;
}
