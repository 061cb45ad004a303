/** Finance (SPEC §2 Donations and Financial aid, §7 Finance, §9: 10 per page; donations newest first, aid by name). */
import { z } from 'zod';
import { defineResource } from './defineResource';

const admin = ['admin'] as const;

export const donationsContract = defineResource({
    name: 'donations',
    id: 'id',
    record: z.object({ id: z.number().int(), Time: z.string(), Donor_Name: z.string(), Donor_Email: z.string(), Amount: z.number() }),
    list: {
        sortable: ['id', 'Time', 'Donor_Name', 'Donor_Email', 'Amount'],
        searchable: ['Donor_Name', 'Donor_Email'],
        filters: {},
        defaultSort: { field: 'Time', order: 'DESC' },
        perPage: 10,
    },
    endpoints: { getList: { method: 'GET', path: '/Finance/getdonations' } },
    access: { list: admin, export: admin },
    export: ['id', 'Time', 'Donor_Name', 'Donor_Email', 'Amount'],
});

/** SPEC §4: a request's states. */
export const FA_STATUSES = ['Approved', 'Pending Response', 'Rejected'] as const;
export const FA_PENDING: (typeof FA_STATUSES)[number] = 'Pending Response';

const aidRecord = z.object({
    id: z.number().int(),
    Patient_id: z.string(),
    patient_name: z.string(),
    Amount: z.number(),
    Request_Time: z.string(),
    Status: z.string(),
    Phone_Number: z.string().nullable(),
    Address: z.string().nullable(),
    Description: z.string().nullable(),
    Appointment_id: z.number().int().nullable(),
    reject_reason: z.string().nullable(),
    decided_by: z.string().nullable(),
    decided_at: z.string().nullable(),
});

export const financialAidContract = defineResource({
    name: 'financialAid',
    id: 'id',
    record: aidRecord,
    list: {
        // `name` is the API's sort name of `patient_name`.
        sortable: ['id', 'patient_name', 'Patient_id', 'Amount', 'Request_Time', 'Status'],
        searchable: ['patient_name', 'Patient_id', 'Description', 'Status'],
        // Without `Status` the API lists approved requests only; `all` lists every request.
        filters: { Status: { choices: [...FA_STATUSES, 'all'] } },
        defaultSort: { field: 'patient_name', order: 'ASC' },
        perPage: 10,
    },
    endpoints: {
        getList: { method: 'GET', path: '/Finance/approvedFAs' },
        getOne: { method: 'GET', path: '/Finance/FADetails/{id}' },
    },
    actions: {
        approve: { method: 'PUT', path: '/Finance/approveFA/{id}', when: { Status: FA_PENDING } },
        /** `{reason}`, possibly empty. */
        reject: { method: 'PUT', path: '/Finance/rejectFA/{id}', when: { Status: FA_PENDING } },
    },
    access: { list: admin, show: admin, export: admin, approve: admin, reject: admin },
    export: ['id', 'patient_name', 'Patient_id', 'Amount', 'Request_Time', 'Status', 'Phone_Number', 'Appointment_id', 'decided_by', 'decided_at', 'reject_reason'],
});

export type DonationRecord = z.infer<typeof donationsContract.record>;
export type FinancialAidRecord = z.infer<typeof financialAidContract.record>;
