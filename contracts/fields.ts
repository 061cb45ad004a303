/** Zod field builders with SPEC §5 messages. */
import { z } from 'zod';

/** A required, trimmed string: the same message when missing, of the wrong type or empty. */
export const requiredText = (message: string, max = 255) =>
  z.string({ error: message }).trim().min(1, message).max(max, `At most ${max} characters`);

export const optionalText = (max = 255) =>
  z
    .string({ error: 'Must be text' })
    .trim()
    .max(max, `At most ${max} characters`)
    .nullish()
    .transform(v => (v ? v : null));

/** A whole number of rupees given as a number or a numeric string. */
export const amount = (message: string) =>
  z.preprocess(
    v => (typeof v === 'string' && v.trim() !== '' && !Number.isNaN(Number(v)) ? Number(v) : v),
    z.number({ error: message }).min(0, message).max(100_000_000, 'At most 100,000,000'),
  );

/** Path parameter: a record id. */
export const idParam = z.object({
  id: z.coerce
    .number({ error: 'id must be a positive integer' })
    .int()
    .positive()
    .max(2 ** 31 - 1),
});
export const keyParam = z.object({ id: z.string().min(1).max(254) });

/*
 * Reply (record) fields: the JSON types the API sends, named once so that each contract lists only its fields' names
 * and kinds. Zod schemas are immutable, so one instance serves every record.
 */
export const int = z.number().int();
export const num = z.number();
export const text = z.string();
/** A date and time as the API sends it: ISO 8601 in UTC. */
export const timestamp = z.string();
/** An amount of rupees: the generic screens draw it with the one money field (resources/common/fields.tsx). */
export const money = z.number();
export const intOrNull = int.nullable();
export const textOrNull = text.nullable();
export const timestampOrNull = timestamp.nullable();

/** A record: its integer `id` first, then the resource's own fields. */
export const record = <T extends z.ZodRawShape>(fields: T) => z.object({ id: int, ...fields });
