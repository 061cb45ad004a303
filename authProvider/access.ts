/**
 * Who may do what, from the resources' contracts (`access`, contracts/<resource>.ts). Its own module so the contracts
 * (and zod, which they declare records with) stay out of the login page's JavaScript: authProvider.canAccess loads it on
 * its first call (docs/DECISIONS.md, "Contracts load after the login page").
 */
import { allows } from '../contracts/defineResource';
import { contractOf } from '../contracts/index';
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
  const contract = contractOf(resource);
  return contract ? allows(contract, action, { role: user.role, labEmail: user.lab?.email }, record) : true;
}
