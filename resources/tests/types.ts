import type { TestRecord } from '../../contracts/tests';

/** A catalogue test as the API returns it (contracts/tests.ts). */
export type Test = TestRecord;

/** What the create and edit forms hold while typing (numbers may still be empty). */
export type TestFormValues = {
    Title?: string;
    Description?: string;
    PreConditions?: string;
    LowerPriceLimit?: number | string | null;
    UpperPriceLimit?: number | string | null;
    AvgDuration?: string;
};
