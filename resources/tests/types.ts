import type { TestRecord } from '../../contracts/tests';

/** A catalogue test as the API returns it (contracts/tests.ts). */
export type Test = TestRecord;
