import { describe, expect, it } from 'vitest';

import { databaseFingerprint } from '../test/harness.js';
import { getOk, useTestApp } from '../test/suite.js';

const t = useTestApp();

const get = (url: string, token?: string) => getOk(t, url, token);
type Lab = {
  id: number;
  email: string;
  name: string;
  city: string;
  verified: boolean;
  is_active: boolean;
  created_at: string;
  address: string;
  contact_number: string;
};

describe('lab lists', () => {
  it('a whole list’s page written by PostgreSQL (JSON text) is the page Node writes, value for value', async () => {
    // The unpaged list and an id-filtered page are built in Node (labJson); a whole list's page in SQL (wholeListPage).
    const node = (await get('/api/profiles/getAllLabs')).json();
    const sql = await get('/api/profiles/getAllLabs?_start=0&_end=1000');
    expect(sql.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(JSON.parse(sql.body)).toEqual(node);
    for (const list of ['getVerifiedlabs/', 'getblockedlabs', 'getPendingrequests/']) {
      const page = await get(`/api/profiles/${list}?_start=1&_end=6&_sort=created_at&_order=DESC`);
      const labs: Lab[] = page.json();
      expect(labs.length, list).toBeGreaterThan(0);
      const ids = labs.map(l => `id=${l.id}`).join('&');
      const filtered = await get(`/api/profiles/${list}?${ids}&_start=0&_end=6&_sort=created_at&_order=DESC`);
      expect(labs, list).toEqual(filtered.json());
    }
    const past = await get('/api/profiles/getAllLabs?_start=100000&_end=100010');
    expect(past.json()).toEqual([]);
    expect(past.headers['content-range']).toBe(`labs 100000-100000/${node.length}`);
  });

  it('split labs into pending, verified and blocked, sorted by name', async () => {
    const all: Lab[] = (await get('/api/profiles/getAllLabs')).json();
    const pending: Lab[] = (await get('/api/profiles/getPendingrequests/')).json();
    const verified: Lab[] = (await get('/api/profiles/getVerifiedlabs/')).json();
    const blocked: Lab[] = (await get('/api/profiles/getblockedlabs')).json();
    expect(all.length).toBeGreaterThanOrEqual(60);
    expect(pending.length + verified.length + blocked.length).toBe(all.length);
    expect(pending.every(l => !l.verified && l.is_active)).toBe(true);
    expect(verified.every(l => l.verified && l.is_active)).toBe(true);
    expect(blocked.every(l => !l.is_active)).toBe(true);
    const names = verified.map(l => l.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const [verifiedCount, unverifiedCount] = (await get('/api/profiles/totallabs')).json();
    expect(verifiedCount + unverifiedCount).toBe(all.length);
    expect(verifiedCount).toBe(all.filter(l => l.verified).length);
  });

  it('page, sort, search and filter in SQL with X-Total-Count and Content-Range', async () => {
    const all: Lab[] = (await get('/api/profiles/getAllLabs')).json();
    const page = await get('/api/profiles/getAllLabs?_start=10&_end=20&_sort=created_at&_order=DESC');
    expect(page.headers['x-total-count']).toBe(String(all.length));
    expect(page.headers['content-range']).toBe(`labs 10-19/${all.length}`);
    const expected = [...all]
      .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id)
      .slice(10, 20)
      .map(l => l.id);
    expect(page.json().map((l: Lab) => l.id)).toEqual(expected);

    const city = all[0].city;
    const byCity = await get(`/api/profiles/getAllLabs?city=${encodeURIComponent(city.toUpperCase())}`);
    expect(byCity.json().length).toBe(all.filter(l => l.city === city).length);
    expect(Number(byCity.headers['x-total-count'])).toBe(byCity.json().length);

    const q = all[5].name.split(' ')[0].toLowerCase();
    const found = (await get(`/api/profiles/getAllLabs?q=${encodeURIComponent(q)}`)).json();
    expect(found.length).toBeGreaterThan(0);
    expect(found.map((l: Lab) => l.id)).toContain(all[5].id);

    // q looks in name, email, city, address and contact number, whatever the case (a trigram index answers it).
    const lab = all[7];
    const haystack = (l: Lab) => [l.name, l.email, l.city, l.address, l.contact_number].join(' ').toLowerCase();
    for (const text of [
      lab.email.split('@')[0].toUpperCase(),
      lab.address.slice(2, 9),
      lab.contact_number.slice(-6),
      lab.city.toLowerCase(),
    ]) {
      const res = await get(`/api/profiles/getAllLabs?q=${encodeURIComponent(text)}&_start=0&_end=1000`);
      const expectedIds = all
        .filter(l => haystack(l).includes(text.toLowerCase()))
        .map(l => l.id)
        .sort((a, b) => a - b);
      expect(
        res
          .json()
          .map((l: Lab) => l.id)
          .sort((a: number, b: number) => a - b),
        text,
      ).toEqual(expectedIds);
      expect(res.headers['x-total-count']).toBe(String(expectedIds.length));
      expect(expectedIds).toContain(lab.id);
    }

    // A full page of a search counts its total (over lab_search, migration 0006); so does a full page of a state list.
    const city2 = all[3].city;
    const sameCity = all.filter(l => haystack(l).includes(city2.toLowerCase())).length;
    expect(sameCity).toBeGreaterThan(2);
    const searchPage = await get(
      `/api/profiles/getAllLabs?q=${encodeURIComponent(city2.toUpperCase())}&_start=0&_end=2&_sort=name&_order=ASC`,
    );
    expect(searchPage.json()).toHaveLength(2);
    expect(searchPage.headers['x-total-count']).toBe(String(sameCity));
    const pending: Lab[] = (await get('/api/profiles/getPendingrequests/')).json();
    const pendingSearch = pending.filter(l => haystack(l).includes(city2.toLowerCase())).length;
    const pendingPage = await get(`/api/profiles/getPendingrequests/?q=${encodeURIComponent(city2)}&_start=0&_end=1`);
    expect(pendingPage.headers['x-total-count']).toBe(String(pendingSearch));
    const pendingFirst = await get('/api/profiles/getPendingrequests/?_start=0&_end=1');
    expect(pendingFirst.headers['x-total-count']).toBe(String(pending.length));

    const none = await get('/api/profiles/getAllLabs?q=%25%25no-such-lab%25');
    expect(none.json()).toEqual([]);
    expect(none.headers['x-total-count']).toBe('0');
  });

  it('a search sorted by name pages exactly like the list sorted by name, filtered (the lab_search walk, migration 0007)', async () => {
    const haystack = (l: Lab) => [l.name, l.email, l.city, l.address, l.contact_number].join(' ').toLowerCase();
    for (const order of ['ASC', 'DESC']) {
      const sorted: Lab[] = (
        await get(`/api/profiles/getAllLabs?_sort=name&_order=${order}&_start=0&_end=1000`)
      ).json();
      const text = sorted[3].city.toLowerCase();
      const expected = sorted.filter(l => haystack(l).includes(text)).map(l => l.id);
      expect(expected.length).toBeGreaterThan(4);
      for (const [start, end] of [
        [0, 2],
        [2, 5],
        [expected.length - 1, expected.length + 3],
        [expected.length + 5, expected.length + 7],
      ]) {
        const res = await get(
          `/api/profiles/getAllLabs?q=${encodeURIComponent(text.toUpperCase())}&_sort=name&_order=${order}&_start=${start}&_end=${end}`,
        );
        expect(
          res.json().map((l: Lab) => l.id),
          `${order} ${start}-${end}`,
        ).toEqual(expected.slice(start, end));
        expect(res.headers['x-total-count']).toBe(String(expected.length));
      }
      if (order === 'ASC') {
        // The default sort is the name, ascending.
        const byDefault = await get(`/api/profiles/getAllLabs?q=${encodeURIComponent(text)}&_start=1&_end=4`);
        expect(byDefault.json().map((l: Lab) => l.id)).toEqual(expected.slice(1, 4));
      }
    }
  });

  it('within a state or a filter, a search sorted by name pages like that list sorted by name, filtered (migration 0022)', async () => {
    const haystack = (l: Lab) => [l.name, l.email, l.city, l.address, l.contact_number].join(' ').toLowerCase();
    for (const path of ['getVerifiedlabs/', 'getPendingrequests/', 'getblockedlabs', 'getAllLabs']) {
      for (const order of ['ASC', 'DESC']) {
        const city = path === 'getAllLabs' ? `&city=${encodeURIComponent('Lahore')}` : '';
        const sorted: Lab[] = (
          await get(`/api/profiles/${path}?_sort=name&_order=${order}&_start=0&_end=1000${city}`)
        ).json();
        expect(sorted.length, path).toBeGreaterThan(1);
        // A text the list's first lab holds, so that the search matches in every list; and one no lab holds.
        for (const text of [sorted[0].city.toLowerCase(), sorted[0].name.split(' ')[0].toLowerCase(), 'zzqxw']) {
          const expected = sorted.filter(l => haystack(l).includes(text)).map(l => l.id);
          for (const [start, end] of [
            [0, 2],
            [1, 4],
            [0, 1000],
          ]) {
            const res = await get(
              `/api/profiles/${path}?q=${encodeURIComponent(text.toUpperCase())}&_sort=name&_order=${order}&_start=${start}&_end=${end}${city}`,
            );
            expect(
              res.json().map((l: Lab) => l.id),
              `${path} ${order} ${text} ${start}-${end}`,
            ).toEqual(expected.slice(start, end));
          }
        }
      }
    }
  });
});

describe('lab search sorted otherwise, or within a state or a filter', () => {
  it('gives exactly the labs whose text holds q, in the asked order (lab_search answers the search)', async () => {
    const haystack = (l: Lab) => [l.name, l.email, l.city, l.address, l.contact_number].join(' ').toLowerCase();
    const all: Lab[] = (await get('/api/profiles/getAllLabs?_start=0&_end=1000&_sort=created_at&_order=DESC')).json();
    const text = all[2].city.toLowerCase();
    const expected = all.filter(l => haystack(l).includes(text)).map(l => l.id);
    expect(expected.length).toBeGreaterThan(2);
    const sorted = await get(
      `/api/profiles/getAllLabs?q=${encodeURIComponent(text.toUpperCase())}&_sort=created_at&_order=DESC&_start=0&_end=1000`,
    );
    expect(sorted.json().map((l: Lab) => l.id)).toEqual(expected);
    expect(sorted.headers['x-total-count']).toBe(String(expected.length));

    const pending: Lab[] = (
      await get('/api/profiles/getPendingrequests/?_start=0&_end=1000&_sort=id&_order=ASC')
    ).json();
    const pendingText = pending[1].email.split('@')[0].slice(0, 6);
    const inState = await get(
      `/api/profiles/getPendingrequests/?q=${encodeURIComponent(pendingText)}&_start=0&_end=1000&_sort=id&_order=ASC`,
    );
    const pendingExpected = pending.filter(l => haystack(l).includes(pendingText.toLowerCase())).map(l => l.id);
    expect(pendingExpected).toContain(pending[1].id);
    expect(inState.json().map((l: Lab) => l.id)).toEqual(pendingExpected);

    const city = all[0].city;
    const word = all[0].name.split(' ')[0];
    const filtered = await get(
      `/api/profiles/getAllLabs?q=${encodeURIComponent(word)}&city=${encodeURIComponent(city)}&_start=0&_end=1000&_sort=id&_order=DESC`,
    );
    const filteredExpected = all
      .filter(l => l.city === city && haystack(l).includes(word.toLowerCase()))
      .map(l => l.id)
      .sort((a, b) => b - a);
    expect(filteredExpected).toContain(all[0].id);
    expect(filtered.json().map((l: Lab) => l.id)).toEqual(filteredExpected);

    const none = await get('/api/profiles/getAllLabs?q=no-such-lab-text&_sort=id&_order=ASC');
    expect(none.json()).toEqual([]);
  });
});

describe('lab lifecycle', () => {
  it('verify moves a pending lab to verified, audit-logged and notified', async () => {
    const [lab] = (await get('/api/profiles/getPendingrequests/')).json<Lab[]>();
    const res = await t.call({
      method: 'PUT',
      url: `/api/profiles/verifyLab/${lab.email}`,
      payload: { verified: true },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ email: lab.email, verified: true });
    expect((await get('/api/profiles/getPendingrequests/')).json().map((l: Lab) => l.email)).not.toContain(lab.email);
    expect((await get('/api/profiles/getVerifiedlabs/')).json().map((l: Lab) => l.email)).toContain(lab.email);
    const details = (await get(`/api/profiles/getLabDetails/${lab.id}`)).json();
    expect(details.history[0]).toMatchObject({ action: 'lab.verify', actor_email: 'admin@labhub.pk' });
  });

  it('block and unblock move a lab between lists; delete removes it', async () => {
    const lab = (await get('/api/profiles/getVerifiedlabs/'))
      .json()
      .find((l: Lab) => l.email !== 'lab@labhub.pk') as Lab;
    expect(
      (await t.call({ method: 'PUT', url: `/api/profiles/blockLab/${lab.email}`, payload: { is_active: false } }))
        .statusCode,
    ).toBe(200);
    expect((await get('/api/profiles/getblockedlabs')).json().map((l: Lab) => l.email)).toContain(lab.email);
    expect((await get('/api/profiles/getVerifiedlabs/')).json().map((l: Lab) => l.email)).not.toContain(lab.email);
    expect(
      (await t.call({ method: 'PUT', url: `/api/profiles/unblockLab/${lab.email}`, payload: { is_active: true } }))
        .statusCode,
    ).toBe(200);
    expect((await get('/api/profiles/getblockedlabs')).json().map((l: Lab) => l.email)).not.toContain(lab.email);
    const history = (await get(`/api/profiles/getLabDetails/${lab.email}`))
      .json()
      .history.map((h: { action: string }) => h.action);
    expect(history.slice(0, 2)).toEqual(['lab.unblock', 'lab.block']);

    expect((await t.call({ method: 'DELETE', url: `/api/profiles/deleteLab/${lab.email}` })).statusCode).toBe(200);
    expect((await t.call({ method: 'GET', url: `/api/profiles/getLabDetails/${lab.email}` })).statusCode).toBe(404);
    expect((await t.call({ method: 'DELETE', url: `/api/profiles/deleteLab/${lab.email}` })).statusCode).toBe(404);
    const audit = (await get(`/api/audit?entity=lab&entity_id=${encodeURIComponent(lab.email)}`)).json();
    expect(audit[0]).toMatchObject({ action: 'lab.delete', actor_email: 'admin@labhub.pk' });
  });

  it('refuses an action that changes nothing with 409, writing no history and no notification', async () => {
    const verified = (await get('/api/profiles/getVerifiedlabs/'))
      .json()
      .find((l: Lab) => l.email !== 'lab@labhub.pk') as Lab;
    const before = await databaseFingerprint(t.database);
    const unblock = await t.call({
      method: 'PUT',
      url: `/api/profiles/unblockLab/${verified.email}`,
      payload: { is_active: true },
    });
    expect(unblock.statusCode).toBe(409);
    expect(unblock.json()).toEqual({
      detail: 'Lab is already active.',
      errors: { is_active: 'Lab is already active' },
    });
    const verify = await t.call({
      method: 'PUT',
      url: `/api/profiles/verifyLab/${verified.email}`,
      payload: { verified: true },
    });
    expect(verify.statusCode).toBe(409);
    expect(verify.json()).toEqual({
      detail: 'Lab is already verified.',
      errors: { verified: 'Lab is already verified' },
    });
    const [blocked] = (await get('/api/profiles/getblockedlabs')).json<Lab[]>();
    const block = await t.call({
      method: 'PUT',
      url: `/api/profiles/blockLab/${blocked.email}`,
      payload: { is_active: false },
    });
    expect(block.statusCode).toBe(409);
    expect(block.json().detail).toBe('Lab is already blocked.');
    expect(await databaseFingerprint(t.database)).toEqual(before);
  });

  it('verifying or rejecting a lab marks its registration notification read', async () => {
    const pending = (await get('/api/profiles/getPendingrequests/?_start=0&_end=100')).json<Lab[]>();
    const registrationOf = async (email: string) =>
      (await get('/api/Settings/getNotifications?_start=0&_end=1000'))
        .json<
          {
            Data: { type: string; id: string | null };
            read: boolean;
          }[]
        >()
        .filter(n => n.Data.type === 'Lab Verification' && n.Data.id === email);
    const withNote: Lab[] = [];
    for (const lab of pending) if ((await registrationOf(lab.email)).some(n => !n.read)) withNote.push(lab);
    expect(withNote.length).toBeGreaterThanOrEqual(2);
    const [toVerify, toReject] = withNote;
    expect(
      (await t.call({ method: 'PUT', url: `/api/profiles/verifyLab/${toVerify.email}`, payload: { verified: true } }))
        .statusCode,
    ).toBe(200);
    expect((await registrationOf(toVerify.email)).every(n => n.read)).toBe(true);
    expect((await t.call({ method: 'DELETE', url: `/api/profiles/deleteLab/${toReject.email}` })).statusCode).toBe(200);
    expect((await registrationOf(toReject.email)).every(n => n.read)).toBe(true);
    expect((await registrationOf(toReject.email)).length).toBeGreaterThan(0);
  });

  it('updateLabDetails validates with SPEC §5 messages and keeps the lab unchanged on failure', async () => {
    const before = await databaseFingerprint(t.database);
    const res = await t.call({
      method: 'PUT',
      url: '/api/profiles/updateLabDetails/lab@labhub.pk',
      payload: { name: ' ', address: '', contact_number: '', landline_number: '' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      name: 'Please Enter Your Username',
      address: 'Please Enter Your Address',
      contact_number: 'Please Enter Your Contact',
      landline_number: 'Please enter your landline number',
    });
    expect(await databaseFingerprint(t.database)).toEqual(before);

    const ok = await t.call({
      method: 'PUT',
      url: '/api/profiles/updateLabDetails/lab@labhub.pk',
      token: t.labToken,
      payload: {
        name: 'LabHub Diagnostics Gulberg',
        address: '21 Main Boulevard, Gulberg III, Lahore',
        contact_number: '0321-4567890',
        landline_number: '042-35761234',
      },
    });
    expect(ok.statusCode).toBe(200);
    const kept = ok.json().health_department_id;
    expect(kept).toBeTruthy();
    expect(ok.json()).toMatchObject({ name: 'LabHub Diagnostics Gulberg' });
    // The lab user's name follows (sign-in answers it; the app's top bar shows it).
    const signIn = await t.postLogin('lab@labhub.pk', 'Lab12345');
    expect(signIn.json()).toMatchObject({
      name: 'LabHub Diagnostics Gulberg',
      lab: { name: 'LabHub Diagnostics Gulberg' },
    });
    const cleared = await t.call({
      method: 'PUT',
      url: '/api/profiles/updateLabDetails/lab@labhub.pk',
      payload: {
        name: 'LabHub Diagnostics Gulberg',
        address: '21 Main Boulevard, Gulberg III, Lahore',
        contact_number: '0321-4567890',
        landline_number: '042-35761234',
        health_department_id: '',
      },
    });
    expect(cleared.json().health_department_id).toBeNull();
  });
});

function multipart(field: string, filename: string, content: Buffer, type: string) {
  const boundary = '----labhubtestboundary';
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload: body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);

describe('logo upload', () => {
  it('stores a PNG and serves it back', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/api/profiles/updateLabDetails/lab@labhub.pk',
      token: t.labToken,
      ...multipart('Logo', 'logo.png', PNG, 'image/png'),
    });
    expect(res.statusCode, res.body).toBe(200);
    const logoUrl = res.json().Logo as string;
    expect(logoUrl).toMatch(/^\/api\/profiles\/logo\/\d+\?v=\d+$/);
    const image = await t.call({ method: 'GET', url: logoUrl, token: null });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.equals(PNG)).toBe(true);
  });

  it('refuses other types (415) and files over 2 MB (413), storing nothing', async () => {
    const before = await databaseFingerprint(t.database);
    const gif = await t.call({
      method: 'POST',
      url: '/api/profiles/updateLabDetails/lab@labhub.pk',
      ...multipart('Logo', 'logo.png', Buffer.from('GIF89a....'), 'image/png'),
    });
    expect(gif.statusCode).toBe(415);
    expect(gif.json().errors.Logo).toBe('PNG, JPEG or WebP only');
    const big = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024, 7)]);
    const tooBig = await t.call({
      method: 'POST',
      url: '/api/profiles/updateLabDetails/lab@labhub.pk',
      ...multipart('Logo', 'big.png', big, 'image/png'),
    });
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().detail).toMatch(/2 MB/);
    const json = await t.call({
      method: 'POST',
      url: '/api/profiles/updateLabDetails/lab@labhub.pk',
      payload: { Logo: 'x' },
    });
    expect(json.statusCode).toBe(415);
    expect(await databaseFingerprint(t.database)).toEqual(before);
  });
});

describe('E-QA certificates', () => {
  it('lists certificates with download links that serve a PDF', async () => {
    const certs = (await get('/api/profiles/geteqa/lab@labhub.pk', t.labToken)).json();
    expect(certs.length).toBeGreaterThanOrEqual(2);
    // No token in a URL: `?token=` is refused, the Authorization header works.
    expect(
      (await t.call({ method: 'GET', url: `${certs[0].Certificate}?token=${t.labToken}`, token: null })).statusCode,
    ).toBe(401);
    const pdf = await t.call({ method: 'GET', url: certs[0].Certificate, token: t.labToken });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.body.startsWith('%PDF-1.4')).toBe(true);
    expect(pdf.body).toContain(certs[0].issuer.replace(/[^\x20-\x7e]/g, '-'));
  });
});

describe('user statistics', () => {
  it('is the ordered list [total, unverified, verified, male, female]', async () => {
    const [total, unverified, verified, male, female] = (await get('/api/profiles/userstats')).json();
    expect(unverified + verified).toBe(total);
    expect(male + female).toBeLessThanOrEqual(total);
    expect(male).toBeGreaterThan(0);
    expect(female).toBeGreaterThan(0);
  });
});
