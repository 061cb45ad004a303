/** Complaints and reviews (SPEC §2 Complaints and the lab's reviews, §7 Feedbacks). */
import { z } from 'zod';

import { adminOnly, defineResource } from './defineResource';
import {
  choice,
  int,
  linkTo,
  longText,
  maxLength,
  namedReference,
  record,
  requiredText,
  text,
  textOrNull,
  timestamp,
  timestampAsDay,
  timestampOrNull,
} from './fields';
import { ruleKey } from './rules';

/** The statuses the API stores (seed and respondcomplaint). */
const COMPLAINT_STATUSES = ['Pending', 'In Progress', 'Resolved'] as const;

/** The complaint types a patient files (POST /Feedbacks/addcomplaint), stored in English. */
export const COMPLAINT_TYPES = [
  'Late Report',
  'Wrong Result',
  'Rude Staff',
  'Overcharging',
  'Home Sampling Delay',
  'Refund',
  'Other',
] as const;

const k = (rule: Parameters<typeof ruleKey<'complaint'>>[1]) => ruleKey('complaint', rule);

export const complaintsContract = defineResource({
  name: 'complaints',
  noun: { one: 'complaint', many: 'complaints' },
  id: 'id',
  record: record({
    /** Shown in the reader's language (an older type outside the list as stored). */
    Type: choice(COMPLAINT_TYPES),
    /** SPEC §3: Resolved a success badge, any other value a warning badge, in the Status filter's words. */
    Status: choice(COMPLAINT_STATUSES, { colors: { Resolved: 'success' }, otherwise: 'warning' }),
    Description: longText,
    Response: longText.nullable(),
    /** The lab by its numeric id: the lab filter's autocomplete searches the labs by name. */
    Lab_Id: namedReference('labsById', 'name').nullable(),
    /** The lab's name, a link to the lab's overview by `Lab_Id`. */
    lab_name: linkTo('labs', 'text', 'Lab_Id').nullable(),
    patient_name: textOrNull,
    patient_email: textOrNull,
    created_at: timestamp,
    resolved_at: timestampOrNull,
  }),
  input: {
    update: z.object({
      Response: z
        .string({ error: k('responseRequired') })
        .trim()
        .min(1, k('responseRequired'))
        .max(2000, k('responseLong')),
      Status: z
        .string({ error: 'app.validation.text' })
        .trim()
        .min(1, 'app.validation.required')
        .max(50, maxLength(50))
        .default('Resolved'),
    }),
  },
  list: {
    sortable: ['id', 'Type', 'Status', 'created_at', 'lab_name'],
    searchable: ['Type', 'Status', 'Description', 'lab_name', 'patient_name', 'patient_email'],
    filters: {
      Status: { choices: COMPLAINT_STATUSES },
      Type: {},
      Lab_Id: { type: 'id' },
      created_at_gte: { type: 'date' },
      created_at_lte: { type: 'date' },
    },
    defaultSort: { field: 'created_at', order: 'DESC' },
    perPage: 10,
  },
  endpoints: {
    getList: { method: 'GET', path: '/Feedbacks/allcomplaints' },
    update: { method: 'PUT', path: '/Feedbacks/respondcomplaint/{id}' },
  },
  access: adminOnly('list', 'edit', 'export'),
  // All Complaints (resources/complaints/): its columns, filters and the detail modal's rows.
  view: {
    columns: ['Type', 'lab_name', 'patient_name', 'created_at', 'Status'],
    filters: ['Status', 'Lab_Id', 'created_at_gte', 'created_at_lte'],
    alwaysOn: ['Status', 'Lab_Id'],
    show: ['lab_name', 'patient_name', 'Description', 'Response', 'created_at', 'resolved_at'],
  },
});

/** A lab's reviews: the lab user answers its own, the administrator any. */
export const reviewsContract = defineResource({
  name: 'reviews',
  noun: { one: 'lab review', many: 'lab reviews' },
  id: 'id',
  record: record({
    lab_id: int,
    name: text,
    Review: text,
    Reply: textOrNull,
    rating: z.number().nullable(),
    created_at: timestampAsDay,
    replied_at: timestampOrNull,
  }),
  input: { update: z.object({ Reply: requiredText('Please Enter a Reply', 2000) }) },
  endpoints: {
    getList: { method: 'GET', path: '/Feedbacks/getlabreviews/{id}' },
    update: { method: 'POST', path: '/Feedbacks/replyreview/{id}' },
  },
  access: { list: ['admin', 'own'], edit: ['admin', 'own'] },
  // The lab overview's and profile's reviews card (resources/labs/ReviewList.tsx): each review's fields in order — who
  // wrote it, its stars, its day, its text — and the lab's reply under it.
  view: {
    columns: ['name', 'rating', 'created_at', 'Review'],
    show: ['name', 'rating', 'created_at', 'Review', 'Reply'],
  },
});

export type ComplaintRecord = z.infer<typeof complaintsContract.record>;
export type ReviewRecord = z.infer<typeof reviewsContract.record>;
