import { describe, expect, it } from 'vitest';

import { translateServerErrors, validateTest } from './validateTest';

const valid = {
    Title: 'Lipid Profile',
    Description: 'x'.repeat(100),
    PreConditions: 'Fasting 12 hours',
    LowerPriceLimit: 1000,
    UpperPriceLimit: 2500,
    AvgDuration: '2 Days',
};

describe('validateTest (SPEC §5 Create and edit test)', () => {
    it('accepts a complete test', () => {
        expect(validateTest(valid)).toEqual({});
    });

    it('requires every field with its SPEC message key', () => {
        expect(validateTest({})).toEqual({
            Title: 'resources.tests.validation.title',
            Description: 'resources.tests.validation.description',
            PreConditions: 'resources.tests.validation.preConditions',
            AvgDuration: 'resources.tests.validation.avgDuration',
            LowerPriceLimit: 'resources.tests.validation.lower',
            UpperPriceLimit: 'resources.tests.validation.upper',
        });
        expect(validateTest({ ...valid, Title: '   ' })).toEqual({ Title: 'resources.tests.validation.title' });
    });

    it('needs at least 100 characters of description, not counting surrounding spaces', () => {
        expect(validateTest({ ...valid, Description: 'x'.repeat(99) })).toEqual({ Description: 'resources.tests.validation.description' });
        expect(validateTest({ ...valid, Description: ` ${'x'.repeat(99)} ` })).toHaveProperty('Description');
        expect(validateTest({ ...valid, Description: 'x'.repeat(100) })).toEqual({});
    });

    it('takes prices ≥ 0 with lower ≤ upper', () => {
        expect(validateTest({ ...valid, LowerPriceLimit: 0, UpperPriceLimit: 0 })).toEqual({});
        expect(validateTest({ ...valid, LowerPriceLimit: -1 })).toEqual({ LowerPriceLimit: 'resources.tests.validation.lower' });
        expect(validateTest({ ...valid, UpperPriceLimit: -5 })).toEqual({ UpperPriceLimit: 'resources.tests.validation.upper' });
        expect(validateTest({ ...valid, UpperPriceLimit: null })).toEqual({ UpperPriceLimit: 'resources.tests.validation.upper' });
        expect(validateTest({ ...valid, LowerPriceLimit: 'abc' })).toEqual({ LowerPriceLimit: 'resources.tests.validation.lower' });
        expect(validateTest({ ...valid, LowerPriceLimit: 3000, UpperPriceLimit: 2000 })).toEqual({
            UpperPriceLimit: 'resources.tests.validation.order',
        });
        expect(validateTest({ ...valid, LowerPriceLimit: 2000, UpperPriceLimit: 2000 })).toEqual({});
    });

    it('refuses decimals: prices are whole rupees (12.5 is never rounded to 13)', () => {
        expect(validateTest({ ...valid, LowerPriceLimit: 12.5 })).toEqual({ LowerPriceLimit: 'resources.tests.validation.whole' });
        expect(validateTest({ ...valid, UpperPriceLimit: '2500.5' })).toEqual({ UpperPriceLimit: 'resources.tests.validation.whole' });
    });

    it("maps the server's rule messages back to translation keys", () => {
        expect(
            translateServerErrors({ Description: 'Description must be at least 100 characters', Title: 'At most 200 characters' }),
        ).toEqual({ Description: 'resources.tests.validation.description', Title: 'At most 200 characters' });
        expect(translateServerErrors({ Title: 'A test with this title already exists' })).toEqual({ Title: 'resources.tests.validation.duplicate' });
        expect(translateServerErrors(undefined)).toBeUndefined();
    });
});
