/**
 * The shape of a resource contract: one declaration per resource that both halves read (docs/ARCHITECTURE.md).
 * Plain TypeScript + zod: no DOM and no Node imports, so the API (server/) and the app (resources/, dataProvider/,
 * authProvider/) import the same file.
 */
import type { z } from 'zod';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A SPEC §7 call: the method and the path under /api, parameters written `{name}` (OpenAPI style). */
export interface Endpoint {
  method: Method;
  path: string;
}

/** The standard verbs of react-admin's data provider. */
export type Verb = 'getList' | 'getOne' | 'create' | 'update' | 'delete';

/** react-admin's access actions for the standard verbs (authProvider.canAccess({resource, action})). */
export const ACTION_OF_VERB: Record<Verb, string> = {
  getList: 'list',
  getOne: 'show',
  create: 'create',
  update: 'edit',
  delete: 'delete',
};

/**
 * Who may: `admin`; `lab` (any lab user); `own` (a lab user, on its own lab's records only); `signedIn` (anyone
 * signed in); `patient`.
 */
export type Grant = 'admin' | 'lab' | 'own' | 'signedIn' | 'patient';

/** The grant of most back-office actions. */
export const ADMIN = ['admin'] as const;

/** `access` where every named action is the administrator's alone: `adminOnly('list', 'show', 'export')`. */
export const adminOnly = <A extends string>(...actions: A[]) =>
  Object.fromEntries(actions.map(a => [a, ADMIN])) as Record<A, typeof ADMIN>;

/** A custom verb (verify, block…): its call, the body it sends, and the record states it applies to. */
export interface ActionDeclaration extends Endpoint {
  /** What the call does, in English (the API reference, GET /api/openapi.json). */
  summary: string;
  body?: Record<string, unknown>;
  /** A file upload (multipart/form-data): the field that carries the file and the media types it takes. */
  upload?: { field: string; media: readonly string[] };
  /** The media types of a reply that is not JSON (an event stream). */
  media?: readonly string[];
  /**
   * Record fields → the values the action applies to (e.g. verify: `{verified: false}`); none: every record. The one
   * rule read by the row buttons, the bulk bar and the record's page (`actionApplies`).
   */
  when?: Record<string, unknown>;
}

/**
 * An action's declaration in one line: `action('PUT', '/profiles/verifyLab/{email}', 'Verify a lab', {body, when})`.
 */
export const action = <
  const P extends string,
  const M extends Omit<ActionDeclaration, 'method' | 'path' | 'summary'> = Record<never, never>,
>(
  method: Method,
  path: P,
  summary: string,
  more?: M,
) => ({ method, path, summary, ...more }) as { method: Method; path: P; summary: string } & M;

/** The first field of an action's `when` that a record does not hold (why it does not apply), or undefined. */
export const unmetCondition = (action: Pick<ActionDeclaration, 'when'>, record: object): string | undefined =>
  Object.entries(action.when ?? {}).find(([field, value]) => (record as Record<string, unknown>)[field] !== value)?.[0];

/** Whether an action applies to a record: every field its `when` names holds that value (no `when`: always). */
export const actionApplies = (action: Pick<ActionDeclaration, 'when'>, record: object): boolean =>
  unmetCondition(action, record) === undefined;

export interface FilterDeclaration {
  /** The choices a select offers (translated as `resources.<name>.filters.<filter>.<choice>` by the app). */
  choices?: readonly string[];
  /**
   * `text` (exact, case-insensitive where the server says so; the default), `date` (an ISO date, inclusive bound),
   * `boolean` (`true` or `false`) or `id` (a record's integer id).
   */
  type?: 'text' | 'date' | 'boolean' | 'id';
  /** A `text` filter that ignores case (`actor_email=ADMIN@labhub.pk`): what the generic repository applies. */
  caseless?: boolean;
  /**
   * The record field it filters (default: the filter's name, or for a `date` named `<field>_gte`/`<field>_lte`,
   * that field: on or after / on or before, a bare date counting whole).
   */
  field?: string;
  /**
   * Not a query parameter: each value has its own list call (value → path under /api), which the app calls instead
   * (the labs' `status`: `pending` → GET /profiles/getPendingrequests/).
   */
  calls?: Readonly<Record<string, string>>;
}

/**
 * Where a read-only resource's records are stored: the generic repository (server/repos/stored.ts) serves getList and
 * getOne from this SQL table (or view) of server/db/schema.ts, its columns matched by name to the record's fields.
 */
interface StorageDeclaration {
  table: string;
}

/**
 * The screens the app makes for a resource whose folder has no hand-written `index.ts` (resources/generic/): a list
 * at `/<name>`, its detail at `/<name>/:id`, and a menu entry. Each field is drawn from its contract type
 * (contracts/fields.ts: `timestamp` → the date field, `money` → the money field, a field with a filter of `choices` →
 * its translated choice, an object → its JSON, anything else → its text).
 */
export interface ViewDeclaration<F extends string> {
  /** The table's columns (sortable where `list.sortable` says so). */
  columns: readonly F[];
  /** The list's filter inputs, in order (names of `list.filters`; default all of them). */
  filters?: readonly string[];
  /** Filter inputs shown beside the search box, without the Filter button (default: none). */
  alwaysOn?: readonly string[];
  /** Below 998 px, a line per record: `primary` fields, then `secondary` ones, each joined by ` · `. */
  phone?: { primary: readonly F[]; secondary?: readonly F[] };
  /** The detail's rows, in order. */
  show: readonly F[];
}

export interface ListDeclaration<F extends string> {
  /** Fields the API sorts by (anything else answers 400). */
  sortable: readonly F[];
  /** Fields the free-text `q` looks in. */
  searchable: readonly F[];
  /** Query filters beside `q` (e.g. `entity`, `at_gte`). */
  filters: Record<string, FilterDeclaration>;
  defaultSort: { field: F; order: 'ASC' | 'DESC' };
  /** SPEC §9 page size. */
  perPage: number;
}

export interface ResourceContract<R extends z.ZodObject = z.ZodObject, A extends string = string> {
  /** The react-admin resource name. */
  name: string;
  /** The record's English noun, one and many (`test`, `tests`): the API reference's summaries and descriptions. */
  noun: { one: string; many: string };
  /** Which field is react-admin's `id`: SPEC keys labs and staff by email. */
  id: 'email' | 'id';
  /** The record as the API returns it. */
  record: R;
  /** Create and update bodies (SPEC §5 rules; messages are i18n keys, see rules.ts). */
  input?: { create?: z.ZodType; update?: z.ZodType };
  list?: ListDeclaration<Extract<keyof z.infer<R>, string>>;
  endpoints: Partial<Record<Verb, Endpoint>>;
  actions?: Record<A, ActionDeclaration>;
  /** react-admin action (`list`, `show`, `create`, `edit`, `delete`, `export`, or a custom action) → who may. */
  access: Partial<Record<string, readonly Grant[]>>;
  /** CSV columns, in order. */
  export?: readonly Extract<keyof z.infer<R>, string>[];
  /** Read-only resources: the table the generic repository reads (no SQL or route file of its own). */
  storage?: StorageDeclaration;
  /** Read-only resources: the generic screens' facts (no screen file of its own). */
  view?: ViewDeclaration<Extract<keyof z.infer<R>, string>>;
}

type FieldOf<C extends { record: z.ZodObject }> = Extract<keyof z.infer<C['record']>, string>;

/**
 * Checks a contract's shape at compile time (list, export and view fields must be fields of the record) and returns it
 * unchanged, with its literal types.
 */
export const defineResource = <const C extends ResourceContract>(
  contract: C & {
    list?: ListDeclaration<FieldOf<C>>;
    export?: readonly FieldOf<C>[];
    view?: ViewDeclaration<FieldOf<C>>;
  },
): C => contract;

/** The user as access rules see it. */
export interface Actor {
  role: string;
  /** A lab user's lab email (its records' key). */
  labEmail?: string;
}

/**
 * Whether `actor` may do `action` on `contract` (optionally on `record`, whose email or `lab_email` decides `own`).
 * Without a record, `own` answers yes: the record check comes when the record is known.
 */
export function allows(
  contract: Pick<ResourceContract, 'access'>,
  action: string,
  actor: Actor | null | undefined,
  record?: Record<string, unknown>,
): boolean {
  if (!actor) return false;
  const grants = contract.access[action] ?? [];
  return grants.some(grant => {
    switch (grant) {
      case 'signedIn':
        return true;
      case 'own': {
        if (actor.role !== 'lab') return false;
        if (!record) return true;
        const owner = record.email ?? record.id;
        const key = typeof owner === 'string' || typeof owner === 'number' ? String(owner).toLowerCase() : '';
        return key !== '' && key === String(actor.labEmail ?? '').toLowerCase();
      }
      default:
        return actor.role === grant;
    }
  });
}

/** `/profiles/staffdetails/{email}` → `/profiles/staffdetails/:email` (Fastify's notation). */
export const routePath = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');

/** Fills `{name}` parameters (URL-encoded); `{...}` with no value given is an error. */
export function fillPath(path: string, params: Record<string, string | number>): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(value));
  });
}
