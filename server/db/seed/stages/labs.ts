/** The labs, planned before the users since every lab has its user: the demo lab first, then the others. */
import { labs } from '../../schema.js';
import { DEMO_ACCOUNTS } from '../accounts.js';
import type { LabInfo, SeedContext } from '../context.js';
import { BRANDS } from '../fixtures/people.js';
import { CITIES, LAB_STREETS, LAB_UNITS } from '../fixtures/places.js';
import { brandSlug, flat, slug } from '../util.js';
import type { Writer } from '../writer.js';

function demoLab(ctx: SeedContext): LabInfo {
  const lahore = CITIES[0];
  const createdAt = ctx.at(ctx.daysAgo(702));
  ctx.takeMobile('0321-4856120');
  return {
    id: 0,
    userId: 0,
    city: lahore,
    area: 'Gulberg III',
    createdMs: createdAt.getTime(),
    status: 'verified',
    serviceStart: 0,
    serviceCount: 0,
    testOffset: 0,
    testStride: 1,
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
  };
}

/** `labCount` labs, the demo lab included: 60 % verified, 25 % pending, the rest blocked, in random order. */
export function planLabs(ctx: SeedContext, labCount: number): LabInfo[] {
  const { rng, at, daysAgo, between } = ctx;
  const otherLabs = labCount - 1;
  const verifiedCount = Math.round(otherLabs * 0.6);
  const pendingCount = Math.round(otherLabs * 0.25);
  const statuses: LabInfo['status'][] = [];
  for (let i = 0; i < otherLabs; i++)
    statuses.push(i < verifiedCount ? 'verified' : i < verifiedCount + pendingCount ? 'pending' : 'blocked');
  rng.shuffle(statuses);

  const usedLabNames = new Set<string>([DEMO_ACCOUNTS.lab.name]);
  const branchSuffix = new Map<string, number>();
  const labInfos: LabInfo[] = [demoLab(ctx)];
  for (let i = 0; i < otherLabs; i++) {
    const status = statuses[i];
    const city = rng.weighted(ctx.cityWeights);
    const [area, lat, lon] = rng.pick(city.areas);
    const brand = rng.pick(BRANDS);
    let name = flat(`${brand} ${city.name}`);
    let emailParts = [brandSlug(brand), slug(city.name)];
    if (usedLabNames.has(name)) {
      name = flat(`${brand} ${city.name} - ${area}`);
      emailParts = [...emailParts, slug(area)];
      if (usedLabNames.has(name)) {
        // A branch: numbered on from the base's last branch. Branch names are not kept in `usedLabNames` (a million
        // of them made it the planning's slowest lookup): a base's numbers only grow, and no brand, city or area
        // holds "Branch", so no other name can be one.
        const base = name;
        let k = branchSuffix.get(base) ?? 2;
        while (usedLabNames.has(`${base} Branch ${k}`)) k++;
        name = flat(`${base} Branch ${k}`);
        branchSuffix.set(base, k + 1);
      } else usedLabNames.add(name);
    } else usedLabNames.add(name);
    const email = ctx.uniqueEmail([emailParts.join('.')], 'labhub.pk');
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
      createdMs: createdAt.getTime(),
      status,
      serviceStart: 0,
      serviceCount: 0,
      testOffset: 0,
      testStride: 1,
      demo: false,
      row: {
        id: 0,
        userId: 0,
        email,
        name,
        labname: brand,
        logo: null,
        address: flat(`${rng.pick(LAB_UNITS)} ${rng.int(1, 120)}, ${rng.pick(LAB_STREETS)}, ${area}, ${city.name}`),
        city: city.name,
        landlineNumber: ctx.landline(city),
        contactNumber: ctx.mobile(),
        healthDepartmentId: rng.chance(status === 'pending' ? 0.2 : 0.06) ? null : ctx.healthId(city, createdMs),
        latitude: Math.round((lat + (rng.next() - 0.5) * 0.016) * 1e6) / 1e6,
        longitude: Math.round((lon + (rng.next() - 0.5) * 0.016) * 1e6) / 1e6,
        isActive: status !== 'blocked',
        verified,
        createdAt,
      },
    });
  }
  return labInfos;
}

const LAB_KEYS = [
  'id',
  'userId',
  'email',
  'name',
  'labname',
  'logo',
  'address',
  'city',
  'landlineNumber',
  'contactNumber',
  'healthDepartmentId',
  'latitude',
  'longitude',
  'isActive',
  'verified',
  'createdAt',
] as const;

/** Writes the labs (their users already numbered), numbers them and keeps of each row what later stages read. */
export async function writeLabs(w: Writer, labInfos: LabInfo[]): Promise<number> {
  const firstId = w.reserveIds(labs, labInfos.length);
  return w.stream(labs, [...LAB_KEYS], async rows => {
    for (let i = 0; i < labInfos.length; i++) {
      const lab = labInfos[i];
      const { row } = lab;
      lab.id = row.id = firstId + i;
      const full = rows.write(LAB_KEYS.map(k => row[k]));
      const { email, name, landlineNumber, isActive, verified } = row;
      lab.row = { email, name, landlineNumber, isActive, verified };
      if (full) await rows.flush();
    }
  });
}
