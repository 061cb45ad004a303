/** Zod field builders with SPEC §5 messages. */
import { z } from 'zod';

import { ruleWith } from './rules';

/** A shared rule's key (contracts/rules.ts `messages.field`), with its values when its text names some. */
const rule = (name: string, values?: Record<string, number>) =>
  values ? ruleWith(`app.validation.${name}`, values) : `app.validation.${name}`;
/** The message of a text's greatest length: "At most 60 characters" in the reader's language. */
export const maxLength = (max: number) => rule('maxLength', { max });

/** A required, trimmed string: the same message when missing, of the wrong type or empty. */
export const requiredText = (message: string, max = 255) =>
  z.string({ error: message }).trim().min(1, message).max(max, maxLength(max));

export const optionalText = (max = 255) =>
  z
    .string({ error: rule('text') })
    .trim()
    .max(max, maxLength(max))
    .nullish()
    .transform(v => (v ? v : null));

/** A whole number of rupees given as a number or a numeric string. */
export const amount = (message: string) =>
  z.preprocess(
    v => (typeof v === 'string' && v.trim() !== '' && !Number.isNaN(Number(v)) ? Number(v) : v),
    z
      .number({ error: message })
      .min(0, message)
      .max(100_000_000, rule('atMost', { max: 100_000_000 })),
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
/**
 * An amount of rupees: the generic screens draw it with the one money field (resources/common/fields.tsx).
 * @public a contract's field kind
 */
export const money = z.number();
export const intOrNull = int.nullable();
export const textOrNull = text.nullable();
export const timestampOrNull = timestamp.nullable();

/** A record: its integer `id` first, then the resource's own fields. */
export const record = <T extends z.ZodRawShape>(fields: T) => z.object({ id: int, ...fields });

/**
 * Long text (a description, a message): a multi-line input on the generic forms, wrapped on the detail.
 * @public a contract's field kind
 */
export const longText = z.string();
/**
 * A calendar date without a time (`2026-11-30`), as a DATE column sends it.
 * @public a contract's field kind
 */
export const day = z.string();
/** @public a contract's field kind */
export const dayOrNull = day.nullable();
/**
 * A date and time (ISO 8601 in UTC, as `timestamp`) that the screens show as its day alone, in the reader's time zone:
 * an invoice's due date, a review's date, an E-QA certificate's day of issue.
 */
export const timestampAsDay = z.string();
/**
 * A duration as typed ('30 Days', '2 Hours'): shown in the reader's language when it reads '<number> <unit>'
 * (lib/format.ts `duration`), else as written.
 * @public a contract's field kind
 */
export const duration = z.string();

/** A nullable or optional field's own type. */
export const unwrapped = (schema: z.ZodType): z.ZodType => {
  const def = schema.def as { type: string; innerType?: z.ZodType };
  return (def.type === 'nullable' || def.type === 'optional') && def.innerType ? unwrapped(def.innerType) : schema;
};

const referenced = new WeakMap<z.ZodType, string>();

/**
 * A reference to a record of another resource by its react-admin id: an integer id, or `key: 'text'` for a resource
 * keyed by email (labs). The generic screens show it as a link to that record and choose it with an autocomplete.
 * @public a contract's field kind
 */
export const reference = <K extends 'int' | 'text' = 'int'>(resource: string, key?: K) => {
  const schema = (key === 'text' ? z.string() : z.number().int()) as K extends 'text' ? z.ZodString : z.ZodNumber;
  referenced.set(schema, resource);
  return schema;
};

/** The resource a record field refers to (`reference(...)`, nullable or not), or undefined. */
export const referenceOf = (schema: z.ZodType | undefined): string | undefined =>
  schema ? referenced.get(unwrapped(schema)) : undefined;

const optionTexts = new WeakMap<z.ZodType, string>();

/**
 * A `reference` whose target records are named by their field `optionText` (the filter's autocomplete shows, sorts
 * and searches by it): for a resource with no `recordRepresentation` of its own, such as `labsById` (labs by their
 * numeric id, dataProvider/routes.ts).
 * @public a contract's field kind
 */
export const namedReference = (resource: string, optionText: string) => {
  const schema = reference(resource);
  optionTexts.set(schema, optionText);
  return schema;
};

/** The field that names a `namedReference`'s target records, or undefined. */
export const optionTextOf = (schema: z.ZodType | undefined): string | undefined =>
  schema ? optionTexts.get(unwrapped(schema)) : undefined;

const chosen = new WeakMap<z.ZodType, readonly string[]>();

/** A badge's colour (MUI's chip colours): green `success`, amber `warning`, red `error`, blue `info`, grey `default`. */
export type BadgeColor = 'default' | 'primary' | 'secondary' | 'success' | 'warning' | 'error' | 'info';
/** The colour of each value of a `choice` drawn as a badge, and of any value not named (default grey). */
export interface ChoiceBadge {
  colors: Partial<Record<string, BadgeColor>>;
  otherwise?: BadgeColor;
}
const badges = new WeakMap<z.ZodType, ChoiceBadge>();

/**
 * Text that is one of `values` as stored (a complaint's type): shown in the reader's language as
 * `resources.<name>.filters.<field>.<value>`, or as stored when a value is not listed. The reply stays any text, so a
 * stored value outside the list is still sent. With `badge` it is drawn as a chip of its value's colour
 * (`{colors: {Resolved: 'success'}, otherwise: 'warning'}`), its `data-status` the colour.
 * @public a contract's field kind
 */
export const choice = (values: readonly string[], badge?: ChoiceBadge) => {
  const schema = z.string();
  chosen.set(schema, values);
  if (badge) badges.set(schema, badge);
  return schema;
};

/** The badge colours a `choice` field declares (drawn as a coloured badge in lists and details), or undefined. */
export const choiceBadgeOf = (schema: z.ZodType | undefined) => (schema ? badges.get(unwrapped(schema)) : undefined);

/** The values of a `choice` field (nullable or not), or undefined. */
export const choiceValuesOf = (schema: z.ZodType | undefined) => (schema ? chosen.get(unwrapped(schema)) : undefined);

const linked = new WeakMap<z.ZodType, { resource: string; by?: string }>();

/**
 * A field shown as its own value (text, or an integer with `key: 'int'`), a link to a record of `resource` whose id is
 * this field's value, or `by` another field's (the row names the record: no request): an order's id → its invoice
 * (`linkTo('invoices', 'int')`), a lab's name → the lab (`linkTo('labs', 'text', 'Lab_id')`). The link goes to that
 * resource's detail screen (its first `:id` route); without one, the value is plain text.
 * @public a contract's field kind
 */
export const linkTo = (resource: string, key: 'int' | 'text' = 'text', by?: string) => {
  const schema = key === 'int' ? z.number().int() : z.string();
  linked.set(schema, { resource, by });
  return schema;
};

/** Where a `linkTo` field links: the resource and the field holding the record's id (default: the field itself). */
export const linkOf = (schema: z.ZodType | undefined) => (schema ? linked.get(unwrapped(schema)) : undefined);

const labels = new WeakMap<z.ZodType, { codes: readonly string[]; group: string }>();

/**
 * A code (`lab.verify`) shown as its label in the chosen language, `resources.<name>.<group>.<code>` (the code's dots
 * nest: `actions: {lab: {verify: 'Lab verified'}}`); a code with no label of its own that names a write of a resource
 * drawn from its contract (`announcements.create|update|delete`) as that resource's name and the verb ("Announcement
 * created"), else as written. Filtered with a select of `codes`, each by its label.
 * @public a contract's field kind
 */
export const labelled = (codes: readonly string[], group: string) => {
  const schema = z.string();
  labels.set(schema, { codes, group });
  return schema;
};

/** A `labelled` field's codes and the group of its labels, or undefined. */
export const labelsOf = (schema: z.ZodType | undefined) => (schema ? labels.get(unwrapped(schema)) : undefined);

/**
 * One kind of record an `anyReference` field can name. `resource`: the react-admin resource it is a record of — shown
 * by its current name (its `recordRepresentation`, or its field `name`) linking to its detail screen, fetched once per
 * page (getMany); `key: 'int'` when its ids are numbers (the field holds them as text). `by`: a path into the row
 * (`details.lab_id`) holding the id of the `resource` record to link to instead, with the stored name, unfetched.
 * `labels`: the resource whose field labels name this record's changed fields (default `resource`). No `resource`: the
 * stored name, unlinked.
 */
export interface RecordTarget {
  resource?: string;
  key?: 'int' | 'text';
  name?: string;
  by?: string;
  labels?: string;
}

/** An `anyReference` declaration: the field naming the record's kind, each kind's target, the stored name's path. */
export interface AnyReference {
  kindField: string;
  targets: Readonly<Record<string, RecordTarget>>;
  /** A path into the row (`details.name`) holding the record's name when the row was written. */
  storedName: string;
}

const anyReferences = new WeakMap<z.ZodType, AnyReference>();

/**
 * The id (as text) of a record of one of several resources, which one named by the row's `kindField` (an audit
 * entry's record: a lab, a test, an order…): shown as the record's name linking to its detail (its target's
 * `resource`), or, once the record is gone, the name stored with the row (`storedName`), marked deleted.
 * @public a contract's field kind
 */
export const anyReference = (declaration: AnyReference) => {
  const schema = z.string();
  anyReferences.set(schema, declaration);
  return schema;
};

/** An `anyReference` field's declaration, or undefined. */
export const anyReferenceOf = (schema: z.ZodType | undefined) =>
  schema ? anyReferences.get(unwrapped(schema)) : undefined;

/** A `changeList` declaration: the `anyReference` field whose record the changes are of, the keys not shown. */
export interface ChangeList {
  of: string;
  hidden: readonly string[];
}

const changeLists = new WeakMap<z.ZodType, ChangeList>();

/**
 * An object of what a write changed, `{changes: {field: {from, to}}, …facts}` (or `{from, to}`, a status's change),
 * shown as a field list: each changed field "before → after" under its label (the record's own field label: the
 * `labels` resource of the `anyReference` field `of`), then the other facts (a reason, sessions ended) as label and
 * value, `hidden` keys left out; none: `resources.<name>.show.no_<field>`.
 * @public a contract's field kind
 */
export const changeList = (declaration: ChangeList) => {
  const schema = z.record(z.string(), z.unknown());
  changeLists.set(schema, declaration);
  return schema.nullable();
};

/** A `changeList` field's declaration, or undefined. */
export const changeListOf = (schema: z.ZodType | undefined) =>
  schema ? changeLists.get(unwrapped(schema)) : undefined;

/*
 * Input fields of the generic forms and writes (resources/generic/, server/repos/stored.ts): their messages are the
 * shared rule keys `app.validation.<rule>` (contracts/rules.ts `messages.field`), so a resource writes no wording of
 * its own for them. `optional` ones answer null when left empty.
 */
const emptyToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
const numeric = (v: unknown) =>
  typeof v === 'string' && v.trim() !== '' && !Number.isNaN(Number(v)) ? Number(v) : emptyToUndefined(v);
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const realDay = (v: string) => {
  const m = ISO_DAY.exec(v);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return Number(m[1]) >= 1 && d.getUTCMonth() === Number(m[2]) - 1 && d.getUTCDate() === Number(m[3]);
};

const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess(emptyToUndefined, schema.optional()).transform(v => v ?? null);

/** @public the input builders of contracts */
export const inputs = {
  /** Text of at most `max` characters, trimmed. */
  text: (max = 255) =>
    z
      .string({ error: rule('required') })
      .trim()
      .min(1, rule('required'))
      .max(max, maxLength(max)),
  optionalText: (max = 255) =>
    optional(
      z
        .string({ error: rule('text') })
        .trim()
        .max(max, maxLength(max)),
    ),
  /** A number between `min` and `max` (default 0 to 1,000,000,000); `whole`: no decimals. */
  number: ({ min = 0, max = 1_000_000_000, whole = false } = {}) =>
    z.preprocess(
      numeric,
      z
        .number({ error: rule('number') })
        .min(min, rule('between', { min, max }))
        .max(max, rule('between', { min, max }))
        .refine(n => !whole || Number.isInteger(n), rule('whole')),
    ),
  /** An amount of rupees, at most two decimals. */
  money: () =>
    z.preprocess(
      numeric,
      z
        .number({ error: rule('number') })
        .min(0, rule('between', { min: 0, max: 100_000_000 }))
        .max(100_000_000, rule('between', { min: 0, max: 100_000_000 }))
        .refine(n => Math.round(n * 100) === n * 100, rule('cents')),
    ),
  boolean: () => z.boolean({ error: rule('boolean') }),
  /** A calendar date `2026-11-30` (a real one, years 1 to 9999). */
  day: () => z.string({ error: rule('day') }).refine(realDay, rule('day')),
  optionalDay: () => optional(z.string({ error: rule('day') }).refine(realDay, rule('day'))),
  /** One of `values`. */
  choice: <const V extends readonly [string, ...string[]]>(values: V) => z.enum(values, { error: rule('choice') }),
  /** The key of another resource's record (`reference`), optional. */
  optionalReference: (key: 'int' | 'text' = 'int') =>
    optional(
      key === 'text'
        ? z
            .string({ error: rule('reference') })
            .trim()
            .max(254, maxLength(254))
        : z.preprocess(
            numeric,
            z
              .number({ error: rule('reference') })
              .int()
              .positive(),
          ),
    ),
};

/**
 * How a body field is asked for when its type alone does not say: a password box, an e-mail box, or the SPEC §5 masked
 * contact number (0300-1234567) or CNIC (35202-1234567-1). The generic forms read it (resources/generic/inputOf.tsx).
 */
export type AskedAs = 'password' | 'email' | 'phone' | 'cnic';
const asked = new WeakMap<z.ZodType, AskedAs>();

/**
 * Marks a body field's schema with how it is asked for, and returns it (`askedAs(requiredText(…), 'phone')`).
 * @public a contract's input kind
 */
export const askedAs = <T extends z.ZodType>(schema: T, as: AskedAs): T => {
  asked.set(schema, as);
  return schema;
};

/** How a body field is asked for (`askedAs`), or undefined when its type says it. */
export const askedAsOf = (schema: z.ZodType | undefined): AskedAs | undefined =>
  schema ? asked.get(schema) : undefined;

/** How the generic screens draw and ask for a record field (resources/generic/), from its type above. */
export type FieldKind =
  | 'date'
  | 'day'
  | 'money'
  | 'choice'
  | 'reference'
  | 'link'
  | 'label'
  | 'anyReference'
  | 'changes'
  | 'json'
  | 'boolean'
  | 'number'
  | 'longText'
  | 'duration'
  | 'text';

/**
 * What a record field is: `timestamp` a date and time, `day` (or `timestampAsDay`) a date, `money`, `longText`, a
 * `reference`, a `link` (`linkTo`), a `label` (`labelled`), an `anyReference`, `changes` (`changeList`), a `choice` field or a field with a
 * filter of `choices` a choice, an object or array JSON, else by its JSON type (boolean, number, text).
 */
export function kindOf(
  contract: { record: z.ZodObject; list?: { filters: Record<string, { choices?: readonly string[] }> } },
  field: string,
): FieldKind {
  const schema = (contract.record.shape as Record<string, z.ZodType>)[field];
  if (schema === timestamp || schema === timestampOrNull) return 'date';
  const inner = unwrapped(schema);
  if (inner === day || inner === timestampAsDay) return 'day';
  if (inner === money) return 'money';
  if (inner === longText) return 'longText';
  if (inner === duration) return 'duration';
  if (referenceOf(inner)) return 'reference';
  if (linkOf(inner)) return 'link';
  if (labels.has(inner)) return 'label';
  if (anyReferences.has(inner)) return 'anyReference';
  if (changeLists.has(inner)) return 'changes';
  if (choiceValuesOf(inner) || contract.list?.filters[field]?.choices) return 'choice';
  switch (inner.def.type) {
    case 'record':
    case 'object':
    case 'array':
      return 'json';
    case 'boolean':
      return 'boolean';
    case 'number':
      return 'number';
    default:
      return 'text';
  }
}
