/** A catalogue test as the API returns it (docs/API.md, Inventory). */
export interface Test {
    id: number;
    Title: string;
    Description: string;
    PreConditions: string;
    LowerPriceLimit: number;
    UpperPriceLimit: number;
    AvgDuration: string;
    created_at?: string;
}

/** What the create and edit forms hold while typing (numbers may still be empty). */
export type TestFormValues = {
    Title?: string;
    Description?: string;
    PreConditions?: string;
    LowerPriceLimit?: number | string | null;
    UpperPriceLimit?: number | string | null;
    AvgDuration?: string;
};
