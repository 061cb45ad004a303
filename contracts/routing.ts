/**
 * The contracts' plain facts the app's first screen reads (who may open what, the calls' methods and paths, list
 * defaults, the body fields a verb sends), without zod: `__CONTRACT_ROUTING__`, which vite.config.ts and
 * vitest.config.ts define from the contracts when the build starts (contracts/routingTable.ts computes it). The zod
 * schemas stay in contracts/<resource>.ts, loaded with the screens and calls that validate or document.
 */
import type { Endpoint, Grant, Verb } from './defineResource';

/** A custom verb's call, the body it sends and the record states it applies to. */
export interface RoutingAction extends Endpoint {
  body?: Record<string, unknown>;
  when?: Record<string, unknown>;
}

/** One resource contract's plain facts (contracts/defineResource.ts `ResourceContract`). */
export interface RoutingContract {
  name: string;
  id: 'email' | 'id';
  access: Partial<Record<string, readonly Grant[]>>;
  endpoints: Partial<Record<Verb, Endpoint>>;
  actions: Record<string, RoutingAction>;
  list?: {
    defaultSort: { field: string; order: 'ASC' | 'DESC' };
    searchable: readonly string[];
    /** The list filters whose values have list calls of their own (value → path). */
    calls: Record<string, Readonly<Record<string, string>>>;
  };
  /** The field names of the create and update bodies. */
  inputFields: { create?: readonly string[]; update?: readonly string[] };
}

export interface ContractRouting {
  contracts: Record<string, RoutingContract>;
  /** contracts/calls.ts: each call's method and path, by name. */
  calls: Record<string, Endpoint>;
}

/** The inlined table, named once (Vite writes the define's whole value wherever its name appears). */
const ROUTING: ContractRouting = __CONTRACT_ROUTING__;

/** The plain facts of a resource's contract, or undefined when it has none. */
export const routingOf = (resource: string): RoutingContract | undefined =>
  Object.hasOwn(ROUTING.contracts, resource) ? ROUTING.contracts[resource] : undefined;

/** A contract that must exist (the app's own resource names). */
export const routingContract = (resource: string): RoutingContract => {
  const contract = routingOf(resource);
  if (!contract) throw new Error(`no contract for '${resource}'`);
  return contract;
};

/** A contract's custom action that must exist. */
export const routingAction = (resource: string, name: string): RoutingAction => {
  const declared = routingContract(resource).actions[name];
  if (!declared) throw new Error(`no action '${name}' in the contract of '${resource}'`);
  return declared;
};

/** A contract's standard verb that must exist. */
export const routingEndpoint = (resource: string, verb: Verb): Endpoint => {
  const declared = routingContract(resource).endpoints[verb];
  if (!declared) throw new Error(`no ${verb} in the contract of '${resource}'`);
  return declared;
};

/** A call of contracts/calls.ts by name, or undefined when there is none. */
export const routingCallOf = (name: string): Endpoint | undefined =>
  Object.hasOwn(ROUTING.calls, name) ? ROUTING.calls[name] : undefined;

/** A call of contracts/calls.ts that must exist. */
export const routingCall = (name: string): Endpoint => {
  const declared = routingCallOf(name);
  if (!declared) throw new Error(`no call '${name}'`);
  return declared;
};
