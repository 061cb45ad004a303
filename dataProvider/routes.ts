/**
 * The one mapping table: react-admin resource × verb (and the custom verbs) → SPEC §7 method + path, the body
 * each call sends, and the adapter that turns replies into records (docs/API.md; server/routes/*.ts).
 *
 * Key rule: SPEC keys labs and staff by email, so their react-admin `id` is the email and the numeric id is kept
 * as `labId` / `staffId`. Every other resource keeps the API's numeric `id`.
 */
import type { Method, Query } from './http';

export type Data = Record<string, unknown>;
type Id = string | number;

/** One HTTP call. */
export interface Call {
    method: Method;
    path: string;
    body?: unknown;
    query?: Query;
}

/** Where a list comes from, for a react-admin filter. */
export interface ListRoute {
    path: string;
    /** Filters left for the server (react-admin field names; `aliases` renames them), `q` included. */
    filter: Data;
    /** Filters applied in the browser when the server ignored the parameters; defaults to `filter`. */
    clientFilter?: Data;
}

export interface ResourceRoutes {
    /** Reply row → react-admin record (`id` per the key rule). */
    toRecord: (row: Data) => Data;
    /** react-admin field → API field, for sort and filter parameters (e.g. labs: `id` → `email`). */
    aliases?: Record<string, string>;
    /** react-admin field → record field, for the browser-side fallback (e.g. financial aid `name` → `patient_name`). */
    clientAliases?: Record<string, string>;
    /** Sort used when react-admin gives none (SPEC §9). */
    defaultSort?: { field: string; order: 'ASC' | 'DESC' };
    /** Fields `q` searches in the browser-side fallback (mirrors the server's search columns). */
    searchFields?: string[];
    getList?: (filter: Data) => ListRoute;
    getOne?: (id: Id) => Call;
    /** getMany: the list call filtered by `?id=a&id=b` (the alias turns `id` into `email` for email-keyed resources). */
    getMany?: { extraFilter?: Data };
    getManyReference?: (target: string, id: Id) => Call;
    create?: (data: Data) => Call;
    /** The calls an update makes, in order (usually one). */
    update?: (id: Id, data: Data, previousData?: Data) => Call[];
    delete?: (id: Id) => Call;
}

const enc = (id: Id) => encodeURIComponent(String(id));
const pick = (data: Data, keys: readonly string[]) => Object.fromEntries(keys.filter((k) => data[k] !== undefined).map((k) => [k, data[k]]));
const omit = (data: Data, keys: readonly string[]) => Object.fromEntries(Object.entries(data).filter(([k]) => !keys.includes(k)));

/** Mutation replies carry a human `detail` beside the record; records do not keep it. */
const withoutDetail = (row: Data): Data => {
    const { detail: _detail, ...rest } = row;
    return rest;
};
const byId = (row: Data): Data => withoutDetail(row);
const byEmail =
    (numericAs: string) =>
    (row: Data): Data => {
        const rest = withoutDetail(row);
        return rest.email === undefined ? rest : { ...rest, [numericAs]: rest.id, id: rest.email };
    };

export const LAB_DETAIL_FIELDS = ['name', 'address', 'contact_number', 'landline_number', 'health_department_id'] as const;
export const LAB_STATUS_FIELDS = ['verified', 'is_active'] as const;
export const TEST_FIELDS = ['Title', 'Description', 'PreConditions', 'LowerPriceLimit', 'UpperPriceLimit', 'AvgDuration'] as const;
export const STAFF_CREATE_FIELDS = ['name', 'email', 'contact_number', 'password', 'CNIC'] as const;
export const STAFF_UPDATE_FIELDS = ['name', 'CNIC', 'contact_number'] as const;

/** `filter.status` of the labs resource → list endpoint (SPEC §7; getAllLabs is designed). */
export const LAB_LISTS: Record<string, string> = {
    pending: '/profiles/getPendingrequests/',
    verified: '/profiles/getVerifiedlabs/',
    blocked: '/profiles/getblockedlabs',
    all: '/profiles/getAllLabs',
};

const lab = {
    verify: (email: Id): Call => ({ method: 'PUT', path: `/profiles/verifyLab/${enc(email)}`, body: { verified: true } }),
    block: (email: Id): Call => ({ method: 'PUT', path: `/profiles/blockLab/${enc(email)}`, body: { is_active: false } }),
    unblock: (email: Id): Call => ({ method: 'PUT', path: `/profiles/unblockLab/${enc(email)}`, body: { is_active: true } }),
    updateDetails: (email: Id, data: Data): Call => ({ method: 'PUT', path: `/profiles/updateLabDetails/${enc(email)}`, body: pick(data, LAB_DETAIL_FIELDS) }),
};

/**
 * Lab update: `{verified: true}` verifies, `{is_active: false}` blocks, `{is_active: true}` unblocks; anything else
 * updates the details. A whole record from an edit form updates the details, plus a status call for each status field
 * that differs from `previousData`. Labs cannot be un-verified (no such call).
 */
function labUpdate(email: Id, data: Data, previousData?: Data): Call[] {
    const keys = Object.keys(data).filter((k) => k !== 'id');
    const statusOnly = keys.length > 0 && keys.every((k) => (LAB_STATUS_FIELDS as readonly string[]).includes(k));
    const acts = (k: string) => k in data && (statusOnly || (previousData !== undefined && data[k] !== previousData[k]));
    const calls: Call[] = [];
    if (!statusOnly) calls.push(lab.updateDetails(email, { ...previousData, ...data }));
    if (acts('verified')) {
        if (data.verified !== true) throw new Error('A verified lab cannot be un-verified.');
        calls.push(lab.verify(email));
    }
    if (acts('is_active')) calls.push(data.is_active ? lab.unblock(email) : lab.block(email));
    return calls;
}

export const routes = {
    labs: {
        toRecord: byEmail('labId'),
        aliases: { id: 'email', labId: 'id' },
        defaultSort: { field: 'name', order: 'ASC' },
        searchFields: ['name', 'email', 'city', 'address', 'contact_number'],
        getList: (filter) => ({
            path: LAB_LISTS[String(filter.status ?? 'all')] ?? LAB_LISTS.all!,
            filter: omit(filter, ['status']),
        }),
        getOne: (email) => ({ method: 'GET', path: `/profiles/getLabDetails/${enc(email)}` }),
        getMany: {},
        update: labUpdate,
        delete: (email) => ({ method: 'DELETE', path: `/profiles/deleteLab/${enc(email)}` }),
    },
    tests: {
        toRecord: byId,
        defaultSort: { field: 'Title', order: 'ASC' },
        searchFields: ['Title', 'Description', 'PreConditions'],
        getList: (filter) => ({ path: '/Inventory/ViewTests', filter }),
        getOne: (id) => ({ method: 'GET', path: `/Inventory/TestDetail/${enc(id)}` }),
        getMany: {},
        create: (data) => ({ method: 'POST', path: '/Inventory/CreateTest', body: pick(data, TEST_FIELDS) }),
        update: (id, data, previousData) => [
            { method: 'PUT', path: `/Inventory/UpdateTest/${enc(id)}`, body: { ...pick({ ...previousData, ...data }, TEST_FIELDS), id: Number(id) } },
        ],
        delete: (id) => ({ method: 'DELETE', path: `/Inventory/DeleteTest/${enc(id)}` }),
    },
    staff: {
        toRecord: byEmail('staffId'),
        aliases: { id: 'email', staffId: 'id' },
        defaultSort: { field: 'name', order: 'ASC' },
        searchFields: ['name', 'email', 'contact_number', 'CNIC'],
        getList: (filter) => ({ path: '/profiles/getAllStaff', filter }),
        getOne: (email) => ({ method: 'GET', path: `/profiles/staffdetails/${enc(email)}` }),
        getMany: {},
        create: (data) => ({ method: 'POST', path: '/profiles/addstaff', body: pick(data, STAFF_CREATE_FIELDS) }),
        update: (email, data, previousData) => [
            { method: 'PUT', path: `/profiles/updatestaff/${enc(email)}`, body: pick({ ...previousData, ...data }, STAFF_UPDATE_FIELDS) },
        ],
        delete: (email) => ({ method: 'DELETE', path: `/profiles/deletestaff/${enc(email)}` }),
    },
    complaints: {
        toRecord: byId,
        defaultSort: { field: 'created_at', order: 'DESC' },
        searchFields: ['Type', 'Status', 'Description', 'lab_name', 'patient_name', 'patient_email'],
        getList: (filter) => ({ path: '/Feedbacks/allcomplaints', filter }),
        getMany: {},
        update: (id, data, previousData) => [
            { method: 'PUT', path: `/Feedbacks/respondcomplaint/${enc(id)}`, body: pick({ ...previousData, ...data }, ['Response', 'Status']) },
        ],
    },
    reviews: {
        toRecord: byId,
        getManyReference: (_target, labIdOrEmail) => ({ method: 'GET', path: `/Feedbacks/getlabreviews/${enc(labIdOrEmail)}` }),
        update: (id, data) => [{ method: 'POST', path: `/Feedbacks/replyreview/${enc(id)}`, body: { Reply: data.Reply } }],
    },
    eqa: {
        toRecord: byId,
        getManyReference: (_target, labIdOrEmail) => ({ method: 'GET', path: `/profiles/geteqa/${enc(labIdOrEmail)}` }),
    },
    payables: {
        toRecord: byId,
        defaultSort: { field: 'orderId', order: 'DESC' },
        searchFields: ['lab_name', 'Status', 'orderId'],
        getList: (filter) => ({ path: '/Appointments/getaccountspayable', filter }),
        getMany: {},
        update: (id, data, previousData) => [
            { method: 'PUT', path: `/Appointments/respondpayable/${enc(id)}`, body: { Status: data.Status ?? previousData?.Status } },
        ],
    },
    receivables: {
        toRecord: byId,
        defaultSort: { field: 'orderId', order: 'DESC' },
        searchFields: ['lab_name', 'Status', 'orderId'],
        getList: (filter) => ({ path: '/Appointments/getaccountsrecievable', filter }),
        getMany: {},
        // Designed: the only change a receivable takes is being marked received.
        update: (id) => [{ method: 'PUT', path: `/Appointments/markreceived/${enc(id)}`, body: { Status: 'Received' } }],
    },
    donations: {
        toRecord: byId,
        defaultSort: { field: 'Time', order: 'DESC' },
        searchFields: ['Donor_Name', 'Donor_Email'],
        getList: (filter) => ({ path: '/Finance/getdonations', filter }),
        getMany: {},
    },
    financialAid: {
        toRecord: byId,
        aliases: { patient_name: 'name' },
        clientAliases: { name: 'patient_name' },
        defaultSort: { field: 'name', order: 'ASC' },
        searchFields: ['patient_name', 'Patient_id', 'Description', 'Status'],
        // Without `Status` the server lists approved requests only; `Status: 'all'` lists every request.
        getList: (filter) => ({
            path: '/Finance/approvedFAs',
            filter,
            clientFilter: filter.Status === 'all' ? omit(filter, ['Status']) : filter,
        }),
        getOne: (id) => ({ method: 'GET', path: `/Finance/FADetails/${enc(id)}` }),
        getMany: { extraFilter: { Status: 'all' } },
    },
    appointments: {
        toRecord: byId,
        getOne: (id) => ({ method: 'GET', path: `/Appointments/getappointmentdetails/${enc(id)}` }),
    },
    // Designed: the lab service behind a booked service (its title links to /servicedetail/{id}).
    services: {
        toRecord: byId,
        getOne: (id) => ({ method: 'GET', path: `/Inventory/ServiceDetail/${enc(id)}` }),
    },
    notifications: {
        toRecord: byId,
        defaultSort: { field: 'Date', order: 'DESC' },
        searchFields: ['Title', 'Body'],
        getList: (filter) => ({
            path: filter.unread ? '/Settings/getUnreadNotifications' : '/Settings/getNotifications',
            filter: omit(filter, ['unread']),
        }),
        getMany: {},
        // `{read: true}` marks as read; there is no call to mark unread.
        update: (id) => [{ method: 'POST', path: `/Settings/markAsRead/${enc(id)}` }],
        delete: (id) => ({ method: 'DELETE', path: `/Settings/deleteNotification/${enc(id)}` }),
    },
    invoices: {
        toRecord: byId,
        defaultSort: { field: 'id', order: 'DESC' },
        searchFields: ['founder', 'company', 'invoiceID'],
        getList: (filter) => ({ path: '/invoices', filter }),
        getOne: (id) => ({ method: 'GET', path: `/invoice/${enc(id)}` }),
        getMany: {},
    },
    audit: {
        toRecord: byId,
        defaultSort: { field: 'at', order: 'DESC' },
        searchFields: ['action', 'actor_email', 'entity_id'],
        getList: (filter) => ({ path: '/audit', filter }),
        getMany: {},
    },
} satisfies Record<string, ResourceRoutes>;

export type ResourceName = keyof typeof routes;

/** A custom verb: its call and the resource whose adapter reads the reply (none: the reply as is). */
export interface VerbRoute {
    call: Call;
    resource?: ResourceName;
}

/** The custom verbs of the provider (SPEC §7 calls that are not CRUD, and the designed ones). */
export const verbs = {
    verifyLab: (email: string): VerbRoute => ({ call: lab.verify(email), resource: 'labs' }),
    blockLab: (email: string): VerbRoute => ({ call: lab.block(email), resource: 'labs' }),
    unblockLab: (email: string): VerbRoute => ({ call: lab.unblock(email), resource: 'labs' }),
    /** Reject = delete (SPEC §4). */
    rejectLab: (email: string): VerbRoute => ({ call: routes.labs.delete(email), resource: 'labs' }),
    respondPayable: (id: Id, Status: string): VerbRoute => ({ call: routes.payables.update(id, { Status }, undefined)[0]!, resource: 'payables' }),
    approveFinancialAid: (id: Id): VerbRoute => ({ call: { method: 'PUT', path: `/Finance/approveFA/${enc(id)}` }, resource: 'financialAid' }),
    rejectFinancialAid: (id: Id, reason: string): VerbRoute => ({
        call: { method: 'PUT', path: `/Finance/rejectFA/${enc(id)}`, body: { reason } },
        resource: 'financialAid',
    }),
    markNotificationRead: (id: Id): VerbRoute => ({ call: routes.notifications.update(id)[0]!, resource: 'notifications' }),
    deleteAllNotifications: (): VerbRoute => ({ call: { method: 'DELETE', path: '/Settings/deleteAllNotifications' } }),
    /** The multipart body (field `Logo`) is added by the provider. */
    uploadLogo: (email: string): VerbRoute => ({ call: { method: 'POST', path: `/profiles/updateLabDetails/${enc(email)}` }, resource: 'labs' }),
    replyReview: (id: Id, Reply: string): VerbRoute => ({ call: routes.reviews.update(id, { Reply })[0]!, resource: 'reviews' }),
    respondComplaint: (id: Id, data: { Response: string; Status?: string }): VerbRoute => ({
        call: routes.complaints.update(id, data, undefined)[0]!,
        resource: 'complaints',
    }),
    registerDevice: (device: { registration_id: string; user: string; type: 'web' | 'android' | 'ios' }): VerbRoute => ({
        call: { method: 'POST', path: '/devices', body: pick(device, ['registration_id', 'user', 'type']) },
    }),
};

/** Read-only paths the dashboard reads through `dataProvider.get` (totals and charts; docs/API.md). */
export const DASHBOARD_PATHS = {
    totalLabs: '/profiles/totallabs',
    userStats: '/profiles/userstats',
    totalEarnings: '/Appointments/totalearnings',
    totalComplaints: '/Feedbacks/gettotalcomplaints',
    totalFinancialAid: '/Finance/gettotalFa',
    totalDonations: '/Finance/getTotalDonations',
    donationStats: '/Finance/getdonationsstats',
    weekly: '/weekly-data',
    monthly: '/monthly-data',
    yearly: '/yearly-data',
    topSelling: (month: string) => `/top-selling-data/${enc(month)}`,
    earningCharts: (month: string) => `/earning-charts-data/${enc(month)}`,
} as const;
