/** Dashboard aggregates and charts, complaints, reviews, invoices and notifications. */
import { describe, expect, it } from 'vitest';

import { DEMO_ACCOUNTS } from '../db/seed/index.js';
import { login } from '../test/harness.js';
import { getOk, useTestApp } from '../test/suite.js';
import { latestMonth } from './dashboard.js';

const t = useTestApp();
const json = async (url: string, token?: string) => (await getOk(t, url, token)).json();

describe('dashboard', () => {
  it('charts by period have labels and aligned series', async () => {
    const lengths = { weekly: 7, yearly: 12 } as Record<string, number>;
    for (const period of ['weekly', 'monthly', 'yearly']) {
      const data = await json(`/api/${period}-data`);
      expect(data.period).toBe(period);
      if (lengths[period]) expect(data.labels).toHaveLength(lengths[period]);
      for (const s of data.series) expect(s.data).toHaveLength(data.labels.length);
      expect(data.series.map((s: { name: string }) => s.name)).toEqual(['Sales', 'Earnings', 'Orders']);
    }
  });

  it('yearly earnings add up to the orders of this year', async () => {
    const yearly = await json('/api/yearly-data');
    const earnings = yearly.series[1].data.reduce((a: number, b: number) => a + b, 0);
    const total = (await json('/api/Appointments/totalearnings')).total;
    expect(earnings).toBeLessThanOrEqual(total);
    expect(total).toBeGreaterThan(0);
  });

  it('month charts: top selling and earnings by day; bad months are 400', async () => {
    const top = await json('/api/top-selling-data/jan');
    expect(top.items.length).toBeLessThanOrEqual(5);
    const earn = await json('/api/earning-charts-data/oct');
    expect(earn.data.length).toBe(31);
    expect(earn.total).toBe(earn.data.reduce((a: number, b: number) => a + b, 0));
    expect((await t.call({ method: 'GET', url: '/api/top-selling-data/janv' })).statusCode).toBe(400);
    expect(latestMonth('dec', new Date('2026-11-22T00:00:00Z'))).toEqual([2025, 12]);
    expect(latestMonth('nov', new Date('2026-11-22T00:00:00Z'))).toEqual([2026, 11]);
  });
});

describe('complaints', () => {
  it('counts and responds; Resolved stamps resolved_at', async () => {
    const counts = await json('/api/Feedbacks/gettotalcomplaints');
    const all = await json('/api/Feedbacks/allcomplaints');
    expect(counts.total).toBe(all.length);
    expect(counts.resolved).toBe(all.filter((c: { Status: string }) => c.Status === 'Resolved').length);
    const open = all.find((c: { Status: string }) => c.Status !== 'Resolved');
    const res = await t.call({
      method: 'PUT',
      url: `/api/Feedbacks/respondcomplaint/${open.id}`,
      payload: { Response: 'We refunded the home-sampling fee.' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      Status: 'Resolved',
      Response: 'We refunded the home-sampling fee.',
      resolved_at: expect.any(String),
    });
    expect((await json('/api/Feedbacks/gettotalcomplaints')).resolved).toBe(counts.resolved + 1);
    const empty = await t.call({
      method: 'PUT',
      url: `/api/Feedbacks/respondcomplaint/${open.id}`,
      payload: { Response: '' },
    });
    expect(empty.statusCode).toBe(422);
  });
});

describe('reviews', () => {
  it('a lab replies to its own review; other labs cannot', async () => {
    const reviews = await json('/api/Feedbacks/getlabreviews/lab@labhub.pk', t.labToken);
    expect(reviews.length).toBeGreaterThanOrEqual(3);
    const res = await t.call({
      method: 'POST',
      url: `/api/Feedbacks/replyreview/${reviews[0].id}`,
      token: t.labToken,
      payload: { Reply: 'Thank you for your feedback!' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().Reply).toBe('Thank you for your feedback!');
    const other = (await json('/api/profiles/getVerifiedlabs/')).find(
      (l: { email: string }) => l.email !== 'lab@labhub.pk',
    );
    const theirs = await json(`/api/Feedbacks/getlabreviews/${other.id}`);
    if (theirs.length) {
      const denied = await t.call({
        method: 'POST',
        url: `/api/Feedbacks/replyreview/${theirs[0].id}`,
        token: t.labToken,
        payload: { Reply: 'x' },
      });
      expect(denied.statusCode).toBe(403);
    }
  });
});

describe('invoices', () => {
  it('are built from orders: items add up to the subtotal, plus shipping makes the total', async () => {
    const list = await json('/api/invoices?_start=0&_end=10');
    expect(list).toHaveLength(10);
    for (const card of list.slice(0, 5)) {
      expect(card).toMatchObject({
        invoiceID: expect.stringMatching(/^LH-\d{6}$/),
        founder: expect.any(String),
        company: expect.any(String),
      });
      // The card names its lab by id too (the card's lab link): the lab of that id has the card's lab name.
      expect((await json(`/api/profiles/getLabDetails/${card.Lab_id}`)).name).toBe(card.company);
      const invoice = await json(`/api/invoice/${card.id}`);
      const s = invoice.orderSummary;
      expect(s.items.reduce((a: number, i: { price: number }) => a + i.price, 0)).toBe(s.subTotal);
      expect(s.subTotal + s.shipping).toBe(s.total);
      expect(s.total).toBe(card.invoicePrice);
      expect(invoice.company.split(',').length).toBeGreaterThan(1);
      // The payment method also as a key and the card's last digits (rendered per language by the app).
      if (invoice.card_key === 'card_ending') expect(invoice.card).toBe(`Card ending ${invoice.card_last4}`);
      else expect(invoice).toMatchObject({ card_key: 'cash_at_lab', card_last4: null, card: 'Cash at lab' });
    }
    expect((await json('/api/invoice/1')).id).toBe(1);
  });

  it("total: the whole list's from the row-count table equals its rows; a search and a page past the end count", async () => {
    const total = async (url: string) => Number((await getOk(t, url)).headers['x-total-count']);
    const all = (await json('/api/invoices?_start=0&_end=100000')) as {
      id: number;
      company: string;
      founder: string;
    }[];
    expect(all.length).toBeGreaterThan(100);
    expect(await total('/api/invoices?_start=0&_end=10')).toBe(all.length);
    expect(await total(`/api/invoices?_start=${all.length + 10}&_end=${all.length + 20}`)).toBe(all.length);
    const lab = all[0].company;
    const matching = all.filter(
      i => i.company.toLowerCase().includes(lab.toLowerCase()) || i.founder.toLowerCase().includes(lab.toLowerCase()),
    );
    expect(await total(`/api/invoices?_start=0&_end=5&q=${encodeURIComponent(lab)}`)).toBe(matching.length);
    expect(matching.length).toBeLessThan(all.length);
    // The search's page: the matching invoices, newest first, as the whole list orders them.
    const page = (await json(`/api/invoices?_start=0&_end=20&q=${encodeURIComponent(lab.toUpperCase())}`)) as {
      id: number;
    }[];
    expect(page.map(i => i.id)).toEqual(matching.slice(0, 20).map(i => i.id));
    // A patient's email finds their invoices (the email is on the invoice, not on the list's cards).
    const first = all[0];
    const { email } = (await json(`/api/invoice/${first.id}`)) as { email: string };
    const mine = (await json(`/api/invoices?_start=0&_end=1000&q=${encodeURIComponent(email)}`)) as {
      id: number;
      founder: string;
    }[];
    expect(mine.map(i => i.id)).toContain(first.id);
    expect(new Set(mine.map(i => i.founder))).toEqual(new Set([first.founder]));
    expect(await total(`/api/invoices?_start=0&_end=1&q=${encodeURIComponent(email)}`)).toBe(mine.length);
    // LIKE's wildcards are text: '%' matches no name.
    expect(await total('/api/invoices?_start=0&_end=1&q=%25')).toBe(0);
  });
});

describe('notifications', () => {
  let labToken = '';
  it('travel as a translation key and parameters besides the English title and body (seeded and new ones)', async () => {
    const all = (await json('/api/Settings/getNotifications?_start=0&_end=1000')) as {
      Title: string;
      Body: string;
      Key: string | null;
      Params: Record<string, unknown> | null;
      Data: { type: string; id: string };
    }[];
    const registration = all.find(n => n.Data.type === 'Lab Verification')!;
    expect(registration.Key).toBe('lab_registered');
    expect(registration.Body).toBe(
      `${String(registration.Params!.lab)} (${String(registration.Params!.city)}) has registered and is waiting for verification.`,
    );
    const aid = all.find(n => n.Key === 'aid_requested')!;
    expect(typeof aid.Params!.amount).toBe('number');
    expect(all.every(n => n.Key !== null)).toBe(true);

    // A lab blocked now notifies its user with a key and the lab's name.
    const [lab] = await json('/api/profiles/getVerifiedlabs/?_start=0&_end=1&q=LabHub%20Diagnostics%20Lahore');
    expect(
      (await t.call({ method: 'PUT', url: `/api/profiles/blockLab/${lab.email}`, payload: { is_active: false } }))
        .statusCode,
    ).toBe(200);
    expect(
      (await t.call({ method: 'PUT', url: `/api/profiles/unblockLab/${lab.email}`, payload: { is_active: true } }))
        .statusCode,
    ).toBe(200);
    // The block ended the lab's sessions: it signs in again.
    labToken = await login(t.app, DEMO_ACCOUNTS.lab.email, DEMO_ACCOUNTS.lab.password);
    const mine = (await json('/api/Settings/getNotifications?_start=0&_end=2', labToken)) as {
      Key: string;
      Params: Record<string, unknown>;
      Title: string;
    }[];
    expect(mine.map(n => n.Key).sort()).toEqual(['lab_blocked', 'lab_unblocked']);
    expect(mine[0].Params).toEqual({ lab: lab.name });
  });

  it("mark all as read marks the caller's unread ones only, and says how many", async () => {
    const token = labToken || t.labToken;
    const adminUnread = (await json('/api/Settings/getUnreadNotifications?_start=0&_end=1000')).length;
    const before = (await json('/api/Settings/getNotifications?_start=0&_end=1000', token)) as {
      id: number;
      read: boolean;
    }[];
    // The lab's own: at least the block and unblock of the test above.
    const unread = before.filter(n => !n.read);
    expect(unread.length).toBeGreaterThanOrEqual(2);
    // One read first, so that the count says "marked now", not "now read".
    await t.call({ method: 'POST', url: `/api/Settings/markAsRead/${unread[0].id}`, token });
    const res = await t.call({ method: 'POST', url: '/api/Settings/markAllAsRead', token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ detail: expect.any(String), updated: unread.length - 1 });
    expect(await json('/api/Settings/getUnreadNotifications', token)).toEqual([]);
    const after = (await json('/api/Settings/getNotifications?_start=0&_end=1000', token)) as {
      id: number;
      read: boolean;
    }[];
    expect(after.map(n => n.id)).toEqual(before.map(n => n.id));
    expect(after.every(n => n.read)).toBe(true);
    // The administrators' are left alone.
    expect((await json('/api/Settings/getUnreadNotifications?_start=0&_end=1000')).length).toBe(adminUnread);
    expect((await t.call({ method: 'POST', url: '/api/Settings/markAllAsRead', token })).json().updated).toBe(0);
    expect((await t.call({ method: 'POST', url: '/api/Settings/markAllAsRead', token: null })).statusCode).toBe(401);
  });

  it('mark as read, delete one, delete all', async () => {
    const unread = await json('/api/Settings/getUnreadNotifications');
    expect(unread.length).toBeGreaterThanOrEqual(5);
    expect(unread.some((n: { Data: { type: string } }) => n.Data.type === 'Lab Verification')).toBe(true);
    const read = await t.call({ method: 'POST', url: `/api/Settings/markAsRead/${unread[0].id}` });
    expect(read.json()).toMatchObject({ id: unread[0].id, read: true });
    expect((await json('/api/Settings/getUnreadNotifications')).length).toBe(unread.length - 1);
    expect(
      (await t.call({ method: 'DELETE', url: `/api/Settings/deleteNotification/${unread[1].id}` })).statusCode,
    ).toBe(200);
    expect(
      (await t.call({ method: 'DELETE', url: `/api/Settings/deleteNotification/${unread[1].id}` })).statusCode,
    ).toBe(404);
    const all = await json('/api/Settings/getNotifications');
    const res = await t.call({ method: 'DELETE', url: '/api/Settings/deleteAllNotifications' });
    expect(res.json().deleted).toBe(all.length);
    expect(await json('/api/Settings/getNotifications')).toEqual([]);
    expect((await json('/api/Settings/getNotifications', labToken || t.labToken)).length).toBeGreaterThan(0);
  });
});
