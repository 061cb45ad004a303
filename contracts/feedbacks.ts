/** Complaints and reviews (SPEC §2 Complaints and the lab's reviews, §7 Feedbacks). */
import { z } from 'zod';
import { defineResource } from './defineResource';
import { requiredText } from './fields';

const admin = ['admin'] as const;

/** The statuses the API stores (seed and respondcomplaint). */
export const COMPLAINT_STATUSES = ['Pending', 'In Progress', 'Resolved'] as const;

export const complaintsContract = defineResource({
    name: 'complaints',
    id: 'id',
    record: z.object({
        id: z.number().int(),
        Type: z.string(),
        Status: z.string(),
        Description: z.string(),
        Response: z.string().nullable(),
        Lab_Id: z.number().int().nullable(),
        lab_name: z.string().nullable(),
        patient_name: z.string().nullable(),
        patient_email: z.string().nullable(),
        created_at: z.string(),
        resolved_at: z.string().nullable(),
    }),
    input: {
        update: z.object({
            Response: requiredText('Please Enter a Response', 2000),
            Status: z.string({ error: 'Status must be text' }).trim().min(1, 'Status is required').max(50, 'At most 50 characters').default('Resolved'),
        }),
    },
    list: {
        sortable: ['id', 'Type', 'Status', 'created_at', 'lab_name'],
        searchable: ['Type', 'Status', 'Description', 'lab_name', 'patient_name', 'patient_email'],
        filters: { Status: { choices: COMPLAINT_STATUSES }, Type: {}, Lab_Id: {} },
        defaultSort: { field: 'created_at', order: 'DESC' },
        perPage: 10,
    },
    endpoints: {
        getList: { method: 'GET', path: '/Feedbacks/allcomplaints' },
        update: { method: 'PUT', path: '/Feedbacks/respondcomplaint/{id}' },
    },
    access: { list: admin, edit: admin, export: admin },
});

/** A lab's reviews: the lab user answers its own, the administrator any. */
export const reviewsContract = defineResource({
    name: 'reviews',
    id: 'id',
    record: z.object({
        id: z.number().int(),
        lab_id: z.number().int(),
        name: z.string(),
        Review: z.string(),
        Reply: z.string().nullable(),
        rating: z.number().nullable(),
        created_at: z.string(),
        replied_at: z.string().nullable(),
    }),
    input: { update: z.object({ Reply: requiredText('Please Enter a Reply', 2000) }) },
    endpoints: {
        getList: { method: 'GET', path: '/Feedbacks/getlabreviews/{id}' },
        update: { method: 'POST', path: '/Feedbacks/replyreview/{id}' },
    },
    access: { list: ['admin', 'own'], edit: ['admin', 'own'] },
});

export type ComplaintRecord = z.infer<typeof complaintsContract.record>;
export type ReviewRecord = z.infer<typeof reviewsContract.record>;
