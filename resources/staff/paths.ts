import type { Staff } from './types';

/** The staff screens' SPEC §2 paths, written once (index.ts routes them, the screens link to them). */
export const STAFF_PATHS = {
  list: '/stafflist',
  register: '/registerstaff',
  show: '/staffdetails/:id',
} as const;

/** A staff member's detail page, by email (the API also answers to the numeric id). */
export const staffShowPath = (member: Pick<Staff, 'email'>) => `/staffdetails/${encodeURIComponent(member.email)}`;
