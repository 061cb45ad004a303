/**
 * Who may do what, from the resources' contracts (`access`, contracts/<resource>.ts, read through their plain facts,
 * contracts/routing.ts). Its own module so the access rules stay out of the login page's JavaScript:
 * authProvider.canAccess loads it on its first call (docs/DECISIONS.md, "Contracts load after the login page").
 */
import { allows } from '../contracts/defineResource';
import { routingOf } from '../contracts/routing';
import { readAuthUser } from './storage';

/** `canAccess` without the promise, for what is drawn at once once this module is loaded. */
export function canAccessNow({
  resource,
  action,
  record,
}: {
  resource: string;
  action: string;
  record?: Record<string, unknown>;
}): boolean {
  const user = readAuthUser();
  if (!user) return false;
  const contract = routingOf(resource);
  return contract ? allows(contract, action, { role: user.role, labEmail: user.lab?.email }, record) : true;
}
