import type { Test } from './types';

/** The test catalogue's SPEC §2 paths, written once (index.ts routes them, the screens link to them). */
export const TEST_PATHS = {
  list: '/testslist',
  create: '/createtest',
  show: '/TestOverview/:id',
} as const;

export const testShowPath = (test: Pick<Test, 'id'>) => `/TestOverview/${test.id}`;
