import { TEST_DESCRIPTION_MIN, messages } from '../../contracts/rules';
import type { TestFormValues } from './types';

type TestField = keyof TestFormValues;
type RuleKey = keyof typeof messages.test;

const key = (rule: RuleKey) => `resources.tests.validation.${rule}`;

const isBlank = (value: unknown) => value == null || String(value).trim() === '';

/** A price as a number, or undefined when it is missing or not a number. */
const price = (value: unknown): number | undefined => {
    if (isBlank(value)) return undefined;
    const n = Number(value);
    return Number.isFinite(n) ? n : undefined;
};

/** The length that counts for the Description rule (the API trims it). */
export const descriptionLength = (value: unknown) => (typeof value === 'string' ? value.trim().length : 0);

/**
 * SPEC §5 "Create and edit test", the same rules as the API (server/routes/inventory.ts). Errors are translation
 * keys of `resources.tests.validation`.
 */
export const validateTest = (values: TestFormValues): Partial<Record<TestField, string>> => {
    const errors: Partial<Record<TestField, string>> = {};
    if (isBlank(values.Title)) errors.Title = key('title');
    if (descriptionLength(values.Description) < TEST_DESCRIPTION_MIN) errors.Description = key('description');
    if (isBlank(values.PreConditions)) errors.PreConditions = key('preConditions');
    if (isBlank(values.AvgDuration)) errors.AvgDuration = key('avgDuration');
    const lower = price(values.LowerPriceLimit);
    const upper = price(values.UpperPriceLimit);
    if (lower === undefined || lower < 0) errors.LowerPriceLimit = key('lower');
    else if (!Number.isInteger(lower)) errors.LowerPriceLimit = key('whole');
    if (upper === undefined || upper < 0) errors.UpperPriceLimit = key('upper');
    else if (!Number.isInteger(upper)) errors.UpperPriceLimit = key('whole');
    else if (lower !== undefined && lower >= 0 && upper < lower) errors.UpperPriceLimit = key('order');
    return errors;
};

/** Server field errors (English rule messages) turned back into translation keys; other texts pass through. */
export const translateServerErrors = (errors: Record<string, string> | undefined) => {
    if (!errors) return undefined;
    const byMessage = new Map<string, string>(Object.entries(messages.test).map(([rule, text]) => [text, key(rule as RuleKey)]));
    return Object.fromEntries(Object.entries(errors).map(([field, message]) => [field, byMessage.get(message) ?? message]));
};
