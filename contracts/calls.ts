/**
 * The calls that belong to no resource: sign-in, the dashboard's figures and charts, totals cards, the patient
 * marketplace. Each is written once here with the shape of its reply; the server registers it at this path and the
 * app calls this path (docs/API.md).
 */
import { z } from 'zod';

import { sessionRecord } from './account';
import type { Endpoint, Grant } from './defineResource';
import { eqaCertificate } from './labs';

/** What the API reference says of a call (GET /api/openapi.json). */
export interface CallDoc {
  /** What it does, in English. */
  summary: string;
  /** Who may call it (as a contract's `access`), or `public`: no token. */
  access: readonly Grant[] | 'public';
  /** The media types of a reply that is not JSON (a file, an image). */
  media?: readonly string[];
}

/** A call with its reply shape. */
export interface Call extends Endpoint, CallDoc {
  reply: z.ZodType;
}

const call = <T extends z.ZodType>(method: Endpoint['method'], path: string, reply: T, doc: CallDoc) =>
  ({ method, path, reply, ...doc }) satisfies Call;

const admin = ['admin'] as const;
const signedIn = ['signedIn'] as const;
const own = ['admin', 'own'] as const;

const total = z.object({ total: z.number() });

/** The record kinds the global search finds, in the order its groups are listed (those with an exact match first). */
export const SEARCH_GROUPS = ['labs', 'patients', 'orders', 'staff', 'tests'] as const;
export type SearchGroup = (typeof SEARCH_GROUPS)[number];
/** The longest text the global search takes, and the most results a page of one group holds. */
export const SEARCH_MAX_LENGTH = 100;
export const SEARCH_MAX_LIMIT = 50;
const searchHit = z.object({
  id: z.number().int(),
  /** What the record's SPEC path names it by: a lab's or a patient's email, a staff member's email, else the id. */
  key: z.string(),
  title: z.string(),
  subtitle: z.string().nullable(),
  /** The text equals the record's email, phone, CNIC or id (listed first). */
  exact: z.boolean(),
});
const searchGroup = z.object({
  group: z.enum(SEARCH_GROUPS),
  items: z.array(searchHit),
  /** The offset of this page and of the next one (null: no more). */
  offset: z.number().int(),
  next: z.number().int().nullable(),
});
export type SearchHit = z.infer<typeof searchHit>;
export type SearchGroupPage = z.infer<typeof searchGroup>;
/** A file reply (bytes, not JSON): OpenAPI `type: string, format: binary`. */
const file = (description: string) =>
  z
    .custom<Uint8Array>(value => value instanceof Uint8Array)
    .meta({ type: 'string', format: 'binary', description } as Record<string, string>);
const series = z.object({ name: z.string(), data: z.array(z.number()) });
/** Replies whose exact fields belong to the sign-in code (security): the fields named here, others kept. */
/** The short-lived bearer of a session (docs/API.md "Sessions"). */
const accessToken = { access_token: z.string(), token_type: z.literal('Bearer'), expires_in: z.number().int() };
const signedInUser = z.looseObject({ id: z.number().int(), email: z.string(), name: z.string(), role: z.string() });

export const calls = {
  // Sign-in and devices.
  login: call('POST', '/auth/login/', signedInUser.extend({ refresh_token: z.string(), ...accessToken }), {
    summary: 'Sign in (administrator or lab user)',
    access: 'public',
  }),
  /** A new access token for the session a refresh token names (the app calls it on a 401, then retries once). */
  refresh: call('POST', '/auth/refresh/', z.object({ ...accessToken, refresh_token: z.string() }), {
    summary: 'Get a new access token',
    access: 'public',
  }),
  /** Ends the session named by the bearer or the refresh token: 204, no content. */
  logout: call('POST', '/auth/logout/', z.null().describe('No content: the session has ended'), {
    summary: 'Sign out (end the session)',
    access: 'public',
  }),
  me: call('GET', '/auth/me', signedInUser, { summary: 'Get the signed-in user', access: signedIn }),
  /** Designed: the signed-in person's sessions, the most recently used first. */
  mySessions: call('GET', '/auth/sessions', z.array(sessionRecord), { summary: 'List my sessions', access: signedIn }),
  /** Designed: ends one of the signed-in person's sessions (204); their current one signs them out. */
  endMySession: call('DELETE', '/auth/sessions/{id}', z.null().describe('No content: the session has ended'), {
    summary: 'End one of my sessions',
    access: signedIn,
  }),
  /** Designed: signs the person out everywhere, this session included. */
  endAllMySessions: call('DELETE', '/auth/sessions', z.object({ ended: z.number().int() }), {
    summary: 'Sign out everywhere',
    access: signedIn,
  }),
  /** Designed: changes the signed-in person's password and ends their other sessions. */
  changePassword: call('PUT', '/auth/password', z.object({ detail: z.string(), ended_sessions: z.number().int() }), {
    summary: 'Change my password',
    access: signedIn,
  }),
  /** Designed (administrators): ends every session of another account. */
  endUserSessions: call('DELETE', '/auth/users/{id}/sessions', z.object({ ended: z.number().int() }), {
    summary: "End every session of a user's account",
    access: admin,
  }),
  /** Designed: the signed-in person's saved views and column choices (contracts/preferences.ts), by key. */
  preferences: call('GET', '/preferences', z.record(z.string(), z.unknown()), {
    summary: 'Get my preferences',
    access: signedIn,
  }),
  setPreference: call('PUT', '/preferences/{key}', z.object({ key: z.string(), value: z.unknown() }), {
    summary: 'Keep one of my preferences',
    access: signedIn,
  }),
  deletePreference: call('DELETE', '/preferences/{key}', z.null().describe('No content: the preference is gone'), {
    summary: 'Remove one of my preferences',
    access: signedIn,
  }),
  deletePreferences: call('DELETE', '/preferences', z.object({ deleted: z.number().int() }), {
    summary: 'Remove all my preferences',
    access: signedIn,
  }),
  /** An account's sign-in throttle (administrators): failures in the window, and unlocking it. */
  throttleStatus: call(
    'GET',
    '/auth/throttle/{email}',
    z.object({ email: z.string(), locked: z.boolean(), failures: z.number().int(), retry_after: z.number().int() }),
    { summary: "Get an account's sign-in throttle", access: admin },
  ),
  unlockThrottle: call(
    'DELETE',
    '/auth/throttle/{email}',
    z.object({ detail: z.string(), email: z.string(), failures_cleared: z.number().int() }),
    { summary: "Unlock an account's sign-in", access: admin },
  ),
  /** The owner (or an administrator) removes a push registration: 204, no content. */
  unregisterDevice: call(
    'DELETE',
    '/devices/{registration_id}',
    z.null().describe('No content: the registration is removed'),
    { summary: 'Remove a push device registration', access: signedIn },
  ),
  registerDevice: call(
    'POST',
    '/devices',
    z.object({ id: z.number().int(), registration_id: z.string(), user: z.string(), type: z.string() }),
    { summary: 'Register a push device', access: signedIn },
  ),

  // Dashboard figures (SPEC §2 Dashboard) and totals cards.
  /** The dashboard's figures split the way the screens they open count them (docs/DECISIONS.md). */
  dashboardFigures: call(
    'GET',
    '/dashboard-figures',
    z.object({
      labs: z.object({ verified: z.number(), pending: z.number(), blocked: z.number(), total: z.number() }),
      users: z.object({
        total: z.number(),
        male: z.number(),
        female: z.number(),
        labs: z.number(),
        without_gender: z.number(),
      }),
      revenue: z.object({
        total: z.number(),
        online: z.number(),
        cash: z.number(),
        cash_received: z.number(),
        cash_pending: z.number(),
      }),
    }),
    { summary: "Get the dashboard's figures", access: admin },
  ),
  totalLabs: call('GET', '/profiles/totallabs', z.array(z.number()).describe('[verified, unverified]'), {
    summary: 'Count verified and unverified labs',
    access: admin,
  }),
  userStats: call(
    'GET',
    '/profiles/userstats',
    z.array(z.number()).describe('[total, unverified, verified, male, female]'),
    { summary: 'Count users', access: admin },
  ),
  totalEarnings: call('GET', '/Appointments/totalearnings', z.object({ total: z.number(), orders: z.number() }), {
    summary: "Get the platform's total earnings",
    access: admin,
  }),
  /** Designed: Accounts Receivable's totals row, the commission of every cash order: all, received and the rest. */
  receivableTotals: call(
    'GET',
    '/Appointments/receivabletotals',
    z.object({ due: z.number(), received: z.number(), pending: z.number() }),
    { summary: "Get the accounts receivable's totals", access: admin },
  ),
  totalComplaints: call(
    'GET',
    '/Feedbacks/gettotalcomplaints',
    z.object({ total: z.number(), resolved: z.number(), pending: z.number() }),
    { summary: 'Count complaints', access: admin },
  ),
  totalFinancialAid: call(
    'GET',
    '/Finance/gettotalFa',
    z.object({ total: z.number(), count: z.number(), pending: z.number() }),
    { summary: 'Get the financial aid totals', access: admin },
  ),
  totalDonations: call('GET', '/Finance/getTotalDonations', total, {
    summary: 'Get the donations total',
    access: admin,
  }),
  donationStats: call(
    'GET',
    '/Finance/getdonationsstats',
    z.object({
      total: z.number(),
      count: z.number(),
      average: z.number(),
      largest: z.number(),
      this_month: z.number(),
      donors: z.number(),
    }),
    { summary: 'Get donation statistics', access: admin },
  ),
  weekly: call(
    'GET',
    '/weekly-data',
    z.object({ period: z.string(), labels: z.array(z.string()), series: z.array(series) }),
    { summary: "Get this week's chart data", access: admin },
  ),
  monthly: call(
    'GET',
    '/monthly-data',
    z.object({ period: z.string(), labels: z.array(z.string()), series: z.array(series) }),
    { summary: "Get this month's chart data", access: admin },
  ),
  yearly: call(
    'GET',
    '/yearly-data',
    z.object({ period: z.string(), labels: z.array(z.string()), series: z.array(series) }),
    { summary: "Get this year's chart data", access: admin },
  ),
  topSelling: call(
    'GET',
    '/top-selling-data/{month}',
    z.object({
      month: z.string(),
      year: z.number(),
      items: z.array(z.object({ title: z.string(), count: z.number(), revenue: z.number() })),
    }),
    { summary: "Get a month's top-selling tests", access: admin },
  ),
  earningCharts: call(
    'GET',
    '/earning-charts-data/{month}',
    z.object({
      month: z.string(),
      year: z.number(),
      labels: z.array(z.number()),
      data: z.array(z.number()),
      total: z.number(),
      previous_total: z.number(),
    }),
    { summary: "Get a month's earnings chart", access: admin },
  ),

  /**
   * Designed: one text searched in labs, patients, orders, staff and tests at once; each group's first page, or with
   * `group` and `offset` a further page of that one group. A lab user finds only its own lab, its orders and their
   * patients.
   */
  search: call('GET', '/search', z.object({ q: z.string(), groups: z.array(searchGroup) }), {
    summary: 'Search labs, patients, orders, staff and tests',
    access: ['admin', 'lab'],
  }),

  // A lab's E-QA certificates and logo (the lab profile and overview).
  labEqa: call('GET', '/profiles/geteqa/{id}', z.array(eqaCertificate), {
    summary: "List a lab's E-QA certificates",
    access: own,
  }),
  eqaDownload: call('GET', '/profiles/eqa/{id}/download', file('The certificate (application/pdf)'), {
    summary: 'Download an E-QA certificate (PDF)',
    access: own,
    media: ['application/pdf'],
  }),
  logo: call('GET', '/profiles/logo/{id}', file('The image (image/png, image/jpeg or image/webp)'), {
    summary: "Get a lab's logo image",
    access: 'public',
    media: ['image/png', 'image/jpeg', 'image/webp'],
  }),

  // The patient marketplace (not used by the admin app).
  /** 202 whether or not the email is taken: a registration never tells who has an account. */
  registerLab: call('POST', '/auth/registerLab/', z.object({ detail: z.string(), email: z.string() }), {
    summary: 'Register a lab (marketplace)',
    access: 'public',
  }),
  patientLogin: call(
    'POST',
    '/auth/patientLogin/',
    signedInUser.extend({ refresh_token: z.string(), ...accessToken }),
    { summary: 'Sign in as a patient (marketplace)', access: 'public' },
  ),
  requestFinancialAid: call(
    'POST',
    '/Finance/requestFA',
    z.object({ detail: z.string(), id: z.number().int(), Status: z.string(), Amount: z.number() }),
    { summary: 'Request financial aid (patient)', access: ['patient'] },
  ),
  addComplaint: call(
    'POST',
    '/Feedbacks/addcomplaint',
    z.object({ detail: z.string(), id: z.number().int(), Status: z.string(), Type: z.string() }),
    { summary: 'File a complaint (patient)', access: ['patient'] },
  ),

  // The API itself.
  /**
   * Whether this API process reaches its database: 200 when it does; while it cannot, 503 with Retry-After and
   * `{detail, status: 'unavailable', database: 'down', engine}`.
   */
  health: call(
    'GET',
    '/health',
    z.object({ status: z.literal('ok'), database: z.literal('up'), engine: z.enum(['pglite', 'postgres']) }),
    { summary: 'Check that the API and its database are up', access: 'public' },
  ),
  openapi: call('GET', '/openapi.json', z.looseObject({ openapi: z.string() }).describe('This document'), {
    summary: 'Get this API description (OpenAPI 3)',
    access: 'public',
  }),
} as const;

export type CallName = keyof typeof calls;
