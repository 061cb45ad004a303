import { describe, expect, it } from 'vitest';

import { translateServerErrors, validateStaffEdit, validateStaffRegister } from './validateStaff';

const valid = { name: 'Ayesha Khan', email: 'ayesha@labhub.pk', password: 'Staff1234', contact_number: '0300-1234567', CNIC: '35202-1234567-1' };
const k = (rule: string) => `resources.staff.validation.${rule}`;

describe('validateStaffRegister', () => {
    it('accepts a complete registration', () => {
        expect(validateStaffRegister(valid)).toEqual({});
        for (const contact_number of ['+92300-1234567', '0092300-1234567', '92300-1234567', '300-1234567']) {
            expect(validateStaffRegister({ ...valid, contact_number })).toEqual({});
        }
    });

    it('requires every field', () => {
        expect(validateStaffRegister({})).toEqual({
            name: k('name'),
            email: k('emailRequired'),
            password: k('password'),
            contact_number: k('contactRequired'),
            CNIC: k('cnicRequired'),
        });
    });

    it('takes a password of spaces only for none (as the API does)', () => {
        expect(validateStaffRegister({ ...valid, password: '   ' })).toEqual({ password: k('password') });
    });

    it('checks the email, the contact pattern and the CNIC pattern', () => {
        expect(validateStaffRegister({ ...valid, email: 'ayesha@labhub' })).toEqual({ email: k('emailInvalid') });
        expect(validateStaffRegister({ ...valid, contact_number: '0400-1234567' })).toEqual({ contact_number: k('contactInvalid') });
        expect(validateStaffRegister({ ...valid, contact_number: '0300-123456' })).toEqual({ contact_number: k('contactInvalid') });
        expect(validateStaffRegister({ ...valid, CNIC: '35202-123456-1' })).toEqual({ CNIC: k('cnicInvalid') });
        expect(validateStaffRegister({ ...valid, CNIC: '3520212345671' })).toEqual({ CNIC: k('cnicInvalid') });
    });
});

describe('validateStaffEdit', () => {
    it('requires email, name, contact number and CNIC (no password)', () => {
        expect(validateStaffEdit({ ...valid })).toEqual({});
        expect(validateStaffEdit({})).toEqual({
            email: k('emailRequired'),
            name: k('name'),
            contact_number: k('contactRequired'),
            CNIC: k('cnicRequired'),
        });
        expect(validateStaffEdit({ ...valid, CNIC: '1234' })).toEqual({ CNIC: k('cnicInvalid') });
    });

    it("maps the server's rule messages back to translation keys", () => {
        expect(translateServerErrors({ CNIC: 'Invalid CNIC', email: 'A staff member with this email already exists.' })).toEqual({
            CNIC: k('cnicInvalid'),
            email: 'A staff member with this email already exists.',
        });
    });
});
