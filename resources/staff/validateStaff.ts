import { CNIC_PATTERN, EMAIL_PATTERN, PHONE_PATTERN, messages } from '../../contracts/rules';
import type { StaffEditValues, StaffRegisterValues } from './types';

type RuleKey = keyof typeof messages.staff;
type Errors<T> = Partial<Record<keyof T, string>>;

const key = (rule: RuleKey) => `resources.staff.validation.${rule}`;
const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** Name, contact number and CNIC: required, contact and CNIC in their SPEC §5 patterns. */
const validateCommon = (values: StaffEditValues): Errors<StaffEditValues> => {
    const errors: Errors<StaffEditValues> = {};
    if (!text(values.name)) errors.name = key('name');
    const contact = text(values.contact_number);
    if (!contact) errors.contact_number = key('contactRequired');
    else if (!PHONE_PATTERN.test(contact)) errors.contact_number = key('contactInvalid');
    const cnic = text(values.CNIC);
    if (!cnic) errors.CNIC = key('cnicRequired');
    else if (!CNIC_PATTERN.test(cnic)) errors.CNIC = key('cnicInvalid');
    return errors;
};

/** SPEC §5 "Edit staff": email, name, contact number and CNIC required (the email is read-only). */
export const validateStaffEdit = (values: StaffEditValues): Errors<StaffEditValues> => {
    const errors = validateCommon(values);
    if (!text(values.email)) errors.email = key('emailRequired');
    return errors;
};

/** SPEC §5 "Register staff": the edit rules plus a valid email and a password (the API's rules). */
export const validateStaffRegister = (values: StaffRegisterValues): Errors<StaffRegisterValues> => {
    const errors: Errors<StaffRegisterValues> = validateCommon(values);
    const email = text(values.email);
    if (!email) errors.email = key('emailRequired');
    else if (!EMAIL_PATTERN.test(email)) errors.email = key('emailInvalid');
    if (!values.password?.trim()) errors.password = key('password');
    return errors;
};

/** Server field errors (English rule messages) turned back into translation keys; other texts pass through. */
export const translateServerErrors = (errors: Record<string, string> | undefined) => {
    if (!errors) return undefined;
    const byMessage = new Map<string, string>(Object.entries(messages.staff).map(([rule, message]) => [message, key(rule as RuleKey)]));
    return Object.fromEntries(Object.entries(errors).map(([field, message]) => [field, byMessage.get(message) ?? message]));
};
