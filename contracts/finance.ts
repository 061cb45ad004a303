/** Finance (SPEC §2 Donations and Financial aid, §7 Finance, §9: 10 per page; donations newest first, aid by name). */
import { z } from 'zod';

import { action, adminOnly, defineResource } from './defineResource';
import { choice, intOrNull, money, record, text, textOrNull, timestamp, timestampOrNull } from './fields';

export const donationsContract = defineResource({
  name: 'donations',
  noun: { one: 'donation', many: 'donations' },
  id: 'id',
  record: record({ Time: timestamp, Donor_Name: text, Donor_Email: text, Amount: money }),
  list: {
    sortable: ['id', 'Time', 'Donor_Name', 'Donor_Email', 'Amount'],
    searchable: ['Donor_Name', 'Donor_Email'],
    filters: { Time_gte: { type: 'date' }, Time_lte: { type: 'date' } },
    defaultSort: { field: 'Time', order: 'DESC' },
    perPage: 10,
  },
  endpoints: { getList: { method: 'GET', path: '/Finance/getdonations' } },
  access: adminOnly('list', 'export'),
  export: ['id', 'Time', 'Donor_Name', 'Donor_Email', 'Amount'],
  view: {
    columns: ['Time', 'Donor_Name', 'Donor_Email', 'Amount'],
    show: ['id', 'Time', 'Donor_Name', 'Donor_Email', 'Amount'],
  },
});

/** SPEC §4: a request's states. */
const FA_STATUSES = ['Approved', 'Pending Response', 'Rejected'] as const;
const FA_PENDING: (typeof FA_STATUSES)[number] = 'Pending Response';
/** Approve and reject apply to a pending request only. */
const whilePending = { when: { Status: FA_PENDING } };

const aidRecord = record({
  Patient_id: text,
  patient_name: text,
  Amount: money,
  Request_Time: timestamp,
  /** Approved green, pending amber, rejected red, in the Status filter's words; another value grey, as stored. */
  Status: choice(FA_STATUSES, { colors: { Approved: 'success', 'Pending Response': 'warning', Rejected: 'error' } }),
  Phone_Number: textOrNull,
  Address: textOrNull,
  Description: textOrNull,
  Appointment_id: intOrNull,
  reject_reason: textOrNull,
  decided_by: textOrNull,
  decided_at: timestampOrNull,
});

export const financialAidContract = defineResource({
  name: 'financialAid',
  noun: { one: 'financial aid request', many: 'financial aid requests' },
  id: 'id',
  record: aidRecord,
  list: {
    // `name` is the API's sort name of `patient_name`.
    sortable: ['id', 'patient_name', 'Patient_id', 'Amount', 'Request_Time', 'Status'],
    searchable: ['patient_name', 'Patient_id', 'Description', 'Status'],
    // Without `Status` the API lists approved requests only; `all` lists every request.
    filters: {
      Status: { choices: [...FA_STATUSES, 'all'] },
      Request_Time_gte: { type: 'date' },
      Request_Time_lte: { type: 'date' },
    },
    defaultSort: { field: 'patient_name', order: 'ASC' },
    perPage: 10,
  },
  endpoints: {
    getList: { method: 'GET', path: '/Finance/approvedFAs' },
    getOne: { method: 'GET', path: '/Finance/FADetails/{id}' },
  },
  actions: {
    approve: action('PUT', '/Finance/approveFA/{id}', 'Approve a financial aid request', whilePending),
    /** `{reason}`, possibly empty. */
    reject: action('PUT', '/Finance/rejectFA/{id}', 'Reject a financial aid request', whilePending),
  },
  access: adminOnly('list', 'show', 'export', 'approve', 'reject'),
  export: [
    'id',
    'patient_name',
    'Patient_id',
    'Amount',
    'Request_Time',
    'Status',
    'Phone_Number',
    'Appointment_id',
    'decided_by',
    'decided_at',
    'reject_reason',
  ],
  view: {
    columns: ['patient_name', 'Amount', 'Request_Time', 'Status'],
    // The Status filter is the list's tabs.
    filters: ['Request_Time_gte', 'Request_Time_lte'],
    show: ['patient_name', 'Patient_id', 'Amount', 'Request_Time', 'Status', 'Phone_Number', 'Address', 'Description'],
  },
});

export type FinancialAidRecord = z.infer<typeof financialAidContract.record>;
