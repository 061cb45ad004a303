/**
 * Labs (SPEC §2 Labs, §4 lifecycle, §7 Profiles, §9: 10 per page by name). Keyed by email. The four lists are one
 * resource whose `status` filter picks the SPEC list call; verify, block, unblock and reject are its actions.
 */
import { z } from 'zod';

import { action, defineResource } from './defineResource';
import { askedAs, maxLength, optionalText, record, requiredText, text, timestamp, timestampAsDay } from './fields';
import { EMAIL_PATTERN, messages, PHONE_PATTERN, ruleKey } from './rules';

/** A SPEC §5 lab rule's message: its i18n key (`resources.labs.validation.<rule>`), English in the API's replies. */
const lab = (rule: Parameters<typeof ruleKey<'lab'>>[1]) => ruleKey('lab', rule);

/** `filter.status` → the SPEC list call (getAllLabs is designed). */
export const LAB_LISTS = {
  pending: '/profiles/getPendingrequests/',
  verified: '/profiles/getVerifiedlabs/',
  blocked: '/profiles/getblockedlabs',
  all: '/profiles/getAllLabs',
} as const;

const labRecord = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  labname: z.string(),
  Logo: z.string().nullable(),
  address: z.string(),
  city: z.string(),
  landline_number: z.string(),
  contact_number: z.string(),
  health_department_id: z.string().nullable(),
  latitude: z.number(),
  longitude: z.number(),
  is_active: z.boolean(),
  verified: z.boolean(),
  created_at: timestamp,
  userData: z.object({ email: z.string(), name: z.string().nullable() }),
});

export const labsContract = defineResource({
  name: 'labs',
  noun: { one: 'lab', many: 'labs' },
  id: 'email',
  record: labRecord,
  input: {
    /**
     * 'Update Lab Details' (SPEC §5): the API's body and the lab profile form's rules (resources/labs/LabProfileForm.tsx),
     * in the order the form asks for them; the contact number with the SPEC §5 mask and pattern.
     */
    update: z.object({
      name: requiredText(lab('username'), 150),
      address: requiredText(lab('address'), 300),
      contact_number: askedAs(requiredText(lab('contact'), 20).regex(PHONE_PATTERN, lab('contact_invalid')), 'phone'),
      landline_number: requiredText(lab('landline'), 20),
      /** Optional: left out keeps the stored value; null or empty clears it (sent as null). */
      health_department_id: z
        .string({ error: 'app.validation.text' })
        .trim()
        .max(60, maxLength(60))
        .nullish()
        .transform(v => (v === '' ? null : v)),
    }),
  },
  list: {
    sortable: ['id', 'name', 'email', 'city', 'created_at', 'contact_number', 'verified', 'is_active'],
    searchable: ['name', 'email', 'city', 'address', 'contact_number'],
    filters: {
      status: { choices: ['pending', 'verified', 'blocked', 'all'], calls: LAB_LISTS },
      email: { caseless: true },
      city: { caseless: true },
      verified: { type: 'boolean' },
      is_active: { type: 'boolean' },
      created_at_gte: { type: 'date' },
      created_at_lte: { type: 'date' },
    },
    defaultSort: { field: 'name', order: 'ASC' },
    perPage: 10,
  },
  endpoints: {
    getList: { method: 'GET', path: LAB_LISTS.all },
    getOne: { method: 'GET', path: '/profiles/getLabDetails/{id}' },
    update: { method: 'PUT', path: '/profiles/updateLabDetails/{email}' },
    delete: { method: 'DELETE', path: '/profiles/deleteLab/{email}' },
  },
  actions: {
    verify: action('PUT', '/profiles/verifyLab/{email}', 'Verify a lab', {
      body: { verified: true },
      when: { verified: false, is_active: true },
    }),
    /** A verified, active lab (a pending one is verified or rejected, SPEC §2 Labs). */
    block: action('PUT', '/profiles/blockLab/{email}', 'Block a lab', {
      body: { is_active: false },
      when: { verified: true, is_active: true },
    }),
    unblock: action('PUT', '/profiles/unblockLab/{email}', 'Unblock a lab', {
      body: { is_active: true },
      when: { is_active: false },
    }),
    /** Reject = delete (SPEC §4): a pending lab is rejected, any other deleted. */
    reject: action('DELETE', '/profiles/deleteLab/{email}', 'Reject a pending lab'),
    /** Multipart, field `Logo` (at most 2 MB). */
    uploadLogo: action('POST', '/profiles/updateLabDetails/{email}', "Upload a lab's logo", {
      upload: { field: 'Logo', media: ['image/png', 'image/jpeg', 'image/webp'] },
    }),
  },
  access: {
    list: ['admin'],
    show: ['admin', 'own'],
    edit: ['admin', 'own'],
    delete: ['admin'],
    export: ['admin'],
    verify: ['admin'],
    block: ['admin'],
    unblock: ['admin'],
    reject: ['admin'],
    uploadLogo: ['admin', 'own'],
  },
  /** The labs CSV: what an administrator needs, no internals (the state as its two fields: verified, is_active). */
  export: [
    'name',
    'email',
    'city',
    'address',
    'contact_number',
    'landline_number',
    'health_department_id',
    'verified',
    'is_active',
    'created_at',
  ],
  // The four lab lists (resources/labs/LabList.tsx): the Inspection status column (from verified and is_active), the
  // state filters in its words and the row's buttons are theirs; the lab overview's details card reads `show`.
  view: {
    columns: ['Logo', 'name', 'created_at', 'contact_number'],
    filters: ['city', 'created_at_gte', 'created_at_lte'],
    show: ['email', 'address', 'landline_number', 'contact_number', 'health_department_id'],
  },
});

export type LabRecord = z.infer<typeof labRecord>;

const login = messages.login;

/**
 * A lab's registration from the marketplace (`POST /auth/registerLab/`, contracts/calls.ts `registerLab`): the API's
 * body, in its English words; the lab starts unverified. Its password: 8 to 128 characters, a letter and a digit.
 */
export const labRegistration = z.object({
  email: requiredText(login.emailRequired, 254).regex(EMAIL_PATTERN, login.emailInvalid),
  password: z
    .string({ error: login.passwordRequired })
    .min(8, 'At least 8 characters')
    .max(128, 'At most 128 characters')
    .refine(v => /[a-zA-Z]/.test(v) && /\d/.test(v), login.passwordAlphanumeric),
  name: requiredText(messages.lab.username, 150),
  labname: requiredText('Please Enter the Lab Name', 150),
  address: requiredText(messages.lab.address, 300),
  city: requiredText('Please Enter the City', 80),
  contact_number: requiredText(messages.lab.contact, 20),
  landline_number: requiredText(messages.lab.landline, 20),
  health_department_id: optionalText(60),
  latitude: z.number({ error: 'latitude must be a number between -90 and 90' }).min(-90).max(90),
  longitude: z.number({ error: 'longitude must be a number between -180 and 180' }).min(-180).max(180),
});

/** A registration as the API reads it (trimmed; an empty health department id is null). */
export type LabRegistration = z.infer<typeof labRegistration>;
/** A registration as a client sends it. */
export type LabRegistrationBody = z.input<typeof labRegistration>;

/**
 * A lab's E-QA certificate (GET /profiles/geteqa/{id}, `calls.labEqa`): the lab overview's E-QA card shows its title,
 * issuer and day of issue and downloads `Certificate`.
 */
export const eqaCertificate = record({ title: text, issuer: text, issued_on: timestampAsDay, Certificate: text });
