/**
 * `__CONTRACT_ROUTING__` (contracts/routing.ts): the contracts' plain facts, computed from the contracts when the app
 * is built (vite.config.ts, vitest.config.ts), so that the app's first screen needs neither the contracts nor zod.
 */
import { calls } from './calls';
import type { Endpoint, ResourceContract } from './defineResource';
import { contracts } from './index';
import type { ContractRouting, RoutingContract } from './routing';

const endpoint = ({ method, path }: Endpoint): Endpoint => ({ method, path });

/** The field names of a create or update body (a zod object's shape). */
const fieldsOf = (schema: unknown): string[] =>
  Object.keys((schema as { shape?: Record<string, unknown> } | undefined)?.shape ?? {});

const routingOfContract = (contract: ResourceContract): RoutingContract => ({
  name: contract.name,
  id: contract.id,
  access: contract.access,
  endpoints: Object.fromEntries(Object.entries(contract.endpoints).map(([verb, e]) => [verb, endpoint(e)])),
  actions: Object.fromEntries(
    Object.entries(contract.actions ?? {}).map(([name, a]) => [
      name,
      {
        ...endpoint(a),
        ...(a.body === undefined ? {} : { body: a.body }),
        ...(a.when === undefined ? {} : { when: a.when }),
      },
    ]),
  ),
  ...(contract.list
    ? {
        list: {
          defaultSort: contract.list.defaultSort,
          searchable: contract.list.searchable,
          calls: Object.fromEntries(
            Object.entries(contract.list.filters).flatMap(([name, f]) => (f.calls ? [[name, f.calls]] : [])),
          ),
        },
      }
    : {}),
  inputFields: {
    ...(contract.input?.create ? { create: fieldsOf(contract.input.create) } : {}),
    ...(contract.input?.update ? { update: fieldsOf(contract.input.update) } : {}),
  },
});

export const contractRouting = (): ContractRouting => ({
  contracts: Object.fromEntries(
    Object.entries(contracts as Record<string, ResourceContract>).map(([name, c]) => [name, routingOfContract(c)]),
  ),
  calls: Object.fromEntries(Object.entries(calls).map(([name, c]) => [name, endpoint(c)])),
});
