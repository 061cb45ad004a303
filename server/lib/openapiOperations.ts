/**
 * What the API reference says of each operation beyond its schemas, from the contracts (contracts/calls.ts,
 * contracts/<resource>.ts): its operationId, summary, who may call it, and whether it is a list.
 */
import { type Call, calls } from '../../contracts/calls.js';
import {
  ACTION_OF_VERB,
  type FilterDeclaration,
  type Grant,
  type ListDeclaration,
  type ResourceContract,
  type Verb,
} from '../../contracts/defineResource.js';
import { contracts } from '../../contracts/index.js';

/** What the document says of one operation beyond its schemas. */
export interface OperationFacts {
  operationId: string;
  summary: string;
  description?: string;
  access: readonly Grant[] | 'public';
  /** A list: its paging, sort, search and filter parameters and its total headers. */
  list?: { resource: string; declaration: ListDeclaration<string>; without?: string };
  /** Non-JSON reply media types. */
  media?: readonly string[];
  /** A file upload: its multipart field and the media types it takes. */
  upload?: { field: string; media: readonly string[] };
  /** What its success answers, when the schema has no words for it. */
  reply?: string;
  /** Refusals beyond the ones every operation of its kind declares (a public sign-in's 401). */
  refusals?: readonly number[];
}

export const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const article = (noun: string) => (/^[aeiou]/i.test(noun) ? `an ${noun}` : `a ${noun}`);

const VERB_REPLY: Record<Verb, (c: ResourceContract) => string> = {
  getList: c => `The ${c.noun.many} (a page of them when list parameters are given).`,
  getOne: c => `The ${c.noun.one}.`,
  create: c => `The created ${c.noun.one}, with a message in \`detail\`.`,
  update: c => `The updated ${c.noun.one}, with a message in \`detail\`.`,
  delete: () => 'What was deleted, with a message in `detail`.',
};

const VERB_SUMMARY: Record<Verb, (c: ResourceContract) => string> = {
  getList: c => `List ${c.noun.many}`,
  getOne: c => `Get ${article(c.noun.one)}`,
  create: c => `Create ${article(c.noun.one)}`,
  update: c => `Update ${article(c.noun.one)}`,
  delete: c => `Delete ${article(c.noun.one)}`,
};

/** Public sign-in calls: a wrong credential or an ended session is their 401. */
const CREDENTIAL_CALLS = new Set(['login', 'patientLogin', 'refresh', 'logout']);

/** `GET /api/x/{id}` → its facts: every call of contracts/calls.ts and every verb and action of every contract. */
export function operationIndex(): Map<string, OperationFacts> {
  const index = new Map<string, OperationFacts>();
  const key = (method: string, path: string) => `${method} /api${path}`;
  for (const [name, call] of Object.entries(calls) as [string, Call][]) {
    index.set(key(call.method, call.path), {
      operationId: name,
      summary: call.summary,
      access: call.access,
      media: call.media,
      refusals: CREDENTIAL_CALLS.has(name) ? [401] : undefined,
    });
  }
  for (const contract of Object.values(contracts) as ResourceContract[]) {
    for (const [verb, endpoint] of Object.entries(contract.endpoints) as [Verb, { method: string; path: string }][]) {
      index.set(key(endpoint.method, endpoint.path), {
        operationId: `${contract.name}${capital(verb)}`,
        summary: VERB_SUMMARY[verb](contract),
        reply: VERB_REPLY[verb](contract),
        access: contract.access[ACTION_OF_VERB[verb]] ?? [],
        list: verb === 'getList' && contract.list ? { resource: contract.name, declaration: contract.list } : undefined,
      });
    }
    for (const [action, declaration] of Object.entries(contract.actions ?? {})) {
      const k = key(declaration.method, declaration.path);
      const same = index.get(k);
      // Two actions on one call (a lab's reject is its delete, SPEC §4): the call says both.
      if (same) {
        same.description = `${declaration.summary} is this call too.`;
        continue;
      }
      index.set(k, {
        operationId: `${contract.name}${capital(action)}`,
        summary: declaration.summary,
        access: contract.access[action] ?? [],
        media: declaration.media,
        upload: declaration.upload,
      });
    }
    // A filter whose values have their own list calls (the labs' `status`): each is the list, without that filter.
    const filters: Record<string, FilterDeclaration> = contract.list?.filters ?? {};
    for (const [filter, declaration] of Object.entries(filters)) {
      for (const [value, path] of Object.entries(declaration.calls ?? {})) {
        const k = key('GET', path);
        const facts = index.get(k) ?? {
          operationId: `${contract.name}GetList${capital(value)}`,
          summary: `List ${value} ${contract.noun.many}`,
          reply: `The ${value} ${contract.noun.many} (a page of them when list parameters are given).`,
          access: contract.access.list ?? [],
        };
        facts.list = {
          resource: contract.name,
          declaration: contract.list as ListDeclaration<string>,
          without: filter,
        };
        index.set(k, facts);
      }
    }
  }
  return index;
}

const ROLE_WORDS: Record<Grant, string> = {
  admin: 'administrators',
  lab: 'lab users',
  own: "a lab user, for its own lab's records",
  signedIn: 'any signed-in user (administrator, lab user or patient), for their own records',
  patient: 'patients (the marketplace app)',
};

/** "Who may call: administrators, or a lab user, for its own lab's records." */
export function accessWords(access: OperationFacts['access']): string {
  if (access === 'public') return 'Public: no access token needed.';
  const words = access.map(g => ROLE_WORDS[g]);
  return `Who may call: ${words.length > 1 ? `${words.slice(0, -1).join(', ')} or ${words.at(-1)}` : (words[0] ?? 'nobody')}.`;
}
