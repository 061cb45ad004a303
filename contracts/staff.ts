/** Staff (SPEC §2 Staff, §5 Register / Edit staff, §7 Profiles, §9: 20 per page by name). Keyed by email. */
import { z } from 'zod';

import { adminOnly, defineResource } from './defineResource';
import { askedAs, maxLength, record, requiredText, text, timestamp } from './fields';
import { CNIC_PATTERN, EMAIL_PATTERN, PHONE_PATTERN, ruleKey } from './rules';

const k = (rule: Parameters<typeof ruleKey<'staff'>>[1]) => ruleKey('staff', rule);

const name = requiredText(k('name'), 150);
// The forms ask for both with the SPEC §5 masks (resources/generic/inputOf.tsx).
const contact_number = askedAs(
  requiredText(k('contactRequired'), 20).regex(PHONE_PATTERN, k('contactInvalid')),
  'phone',
);
const CNIC = askedAs(requiredText(k('cnicRequired'), 15).regex(CNIC_PATTERN, k('cnicInvalid')), 'cnic');

export const staffContract = defineResource({
  name: 'staff',
  noun: { one: 'staff member', many: 'staff members' },
  id: 'email',
  record: record({ email: text, name: text, contact_number: text, CNIC: text, date_joined: timestamp }),
  input: {
    // In the order the register form asks for them.
    create: z.object({
      name,
      email: askedAs(requiredText(k('emailRequired'), 254).regex(EMAIL_PATTERN, k('emailInvalid')), 'email'),
      // Required: a password of spaces only is none.
      password: askedAs(
        z
          .string({ error: k('password') })
          .max(128, maxLength(128))
          .refine(v => v.trim().length > 0, k('password')),
        'password',
      ),
      contact_number,
      CNIC,
    }),
    update: z.object({ name, contact_number, CNIC }),
  },
  list: {
    sortable: ['id', 'name', 'email', 'date_joined', 'contact_number', 'CNIC'],
    searchable: ['name', 'email', 'contact_number', 'CNIC'],
    filters: { email: { type: 'text' }, date_joined_gte: { type: 'date' }, date_joined_lte: { type: 'date' } },
    defaultSort: { field: 'name', order: 'ASC' },
    perPage: 20,
  },
  endpoints: {
    getList: { method: 'GET', path: '/profiles/getAllStaff' },
    getOne: { method: 'GET', path: '/profiles/staffdetails/{email}' },
    create: { method: 'POST', path: '/profiles/addstaff' },
    update: { method: 'PUT', path: '/profiles/updatestaff/{email}' },
    delete: { method: 'DELETE', path: '/profiles/deletestaff/{email}' },
  },
  access: adminOnly('list', 'show', 'create', 'edit', 'delete', 'export'),
  // Keyed by email like labs: the numeric id is no key any SPEC path or screen uses, so the CSV leaves it out.
  export: ['name', 'email', 'contact_number', 'CNIC', 'date_joined'],
  // The screens at SPEC's paths (resources/staff/) draw these; the first column is the row's link to the member.
  view: {
    columns: ['name', 'email', 'contact_number', 'CNIC', 'date_joined'],
    filters: ['date_joined_gte', 'date_joined_lte'],
    show: ['email', 'contact_number', 'CNIC', 'date_joined'],
  },
});

export type StaffRecord = z.infer<typeof staffContract.record>;
export type StaffCreate = z.input<NonNullable<typeof staffContract.input.create>>;
export type StaffUpdate = z.input<NonNullable<typeof staffContract.input.update>>;
