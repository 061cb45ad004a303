/** Reviews (with the labs' replies) and E-QA certificates of the labs that were ever verified. */
import { eqaCertificates, reviews } from '../../schema.js';
import type { LabInfo, PatientInfo, SeedContext } from '../context.js';
import { TEST_CATALOGUE } from '../fixtures/tests.js';
import {
  EQA_DISCIPLINES,
  EQA_ISSUERS,
  REPLY_NEGATIVE,
  REPLY_POSITIVE,
  REVIEW_MIXED,
  REVIEW_NEGATIVE,
  REVIEW_POSITIVE,
} from '../fixtures/texts.js';
import { DAY, fill, HOUR } from '../util.js';
import type { Writer } from '../writer.js';

/** A review of the demo lab, for its notifications. */
export interface DemoReview {
  id: number;
  rating: number;
  name: string;
  createdAt: Date;
}

export async function writeReviews(
  ctx: SeedContext,
  w: Writer,
  reviewLabs: LabInfo[],
  patients: PatientInfo[],
): Promise<{ count: number; demoReviews: DemoReview[] }> {
  const { rng, nowMs, at, daysAgo, between } = ctx;
  const noReviewLabs = new Set(
    rng.sample(
      reviewLabs.filter(l => !l.demo && l.row.isActive),
      3,
    ),
  );
  const demoReviews: DemoReview[] = [];
  const keys = ['id', 'labId', 'patientId', 'name', 'review', 'rating', 'reply', 'repliedAt', 'createdAt'] as const;
  const count = await w.stream(reviews, [...keys], async rows => {
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
        const test = lab.serviceCount
          ? TEST_CATALOGUE[
              (lab.testOffset + Math.floor(rng.next() * lab.serviceCount) * lab.testStride) % TEST_CATALOGUE.length
            ].title
          : 'blood test';
        const values = { test, city: lab.city.name };
        const sentences = rng.sample(pool, rating === 3 ? 1 : rng.int(1, 2)).map(s => fill(s, values));
        const createdMs = between(Math.max(lab.createdMs + 7 * DAY, daysAgo(540)), daysAgo(0.1), 1.4);
        // The demo lab replies to its first three reviews; other labs to about half.
        const hasReply = lab.demo ? k < 3 : rng.chance(0.5);
        let repliedMs = createdMs + rng.int(2, 96) * HOUR;
        if (repliedMs >= nowMs) repliedMs = createdMs + (nowMs - createdMs) / 2;
        const replyPool = rating >= 4 ? REPLY_POSITIVE : REPLY_NEGATIVE;
        const id = w.nextId(reviews);
        if (lab.demo) demoReviews.push({ id, rating, name: patient.name, createdAt: at(createdMs) });
        const row = [
          id,
          lab.id,
          patient.id,
          patient.name,
          sentences.join(' '),
          rating,
          hasReply ? fill(rng.pick(replyPool), { first: patient.first, landline: lab.row.landlineNumber }) : null,
          hasReply ? Math.round(repliedMs) : null,
          Math.round(createdMs),
        ];
        if (rows.write(row)) await rows.flush();
      }
    }
  });
  return { count, demoReviews };
}

export async function writeEqaCertificates(ctx: SeedContext, w: Writer, reviewLabs: LabInfo[]): Promise<number> {
  const { rng, nowMs, at, daysAgo, between } = ctx;
  const keys = ['id', 'labId', 'title', 'issuer', 'issuedOn', 'createdAt'] as const;
  return w.stream(eqaCertificates, [...keys], async rows => {
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
        const issuedMs = between(Math.max(lab.createdMs + 30 * DAY, daysAgo(730)), daysAgo(10));
        const issuedOn = at(issuedMs);
        const row = [
          w.nextId(eqaCertificates),
          lab.id,
          `External Quality Assessment — ${discipline} ${issuedOn.getUTCFullYear()}`,
          rng.pick(EQA_ISSUERS),
          issuedOn,
          Math.round(Math.min(issuedMs + rng.int(1, 20) * DAY, nowMs)),
        ];
        if (rows.write(row)) await rows.flush();
      }
    }
  });
}
