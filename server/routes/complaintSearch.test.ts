/**
 * The complaints' search text (complaint_search, migration 0035) follows what it holds: a lab renamed, a patient's name
 * and e-mail changed, a complaint's own text edited and a lab deleted (its complaints' lab set to null) are searched at
 * once by their new texts and no longer by their old ones, the same rows as the whole list filtered here.
 */
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';

import { getOk, useTestApp } from '../test/suite.js';

// The writes here are SQL, which the read caches do not see.
const t = useTestApp({ readCache: 'off' });

interface ComplaintRow {
  id: number;
  Type: string;
  Status: string;
  Description: string;
  Lab_Id: number | null;
  lab_name: string | null;
  patient_name: string | null;
  patient_email: string | null;
}

const everyComplaint = async () =>
  (await getOk(t, '/api/Feedbacks/allcomplaints?_sort=created_at&_order=DESC&_start=0&_end=100000')).json<
    ComplaintRow[]
  >();

/** The complaints a search finds, in the list's order, and its total. */
async function search(q: string) {
  const res = await getOk(
    t,
    `/api/Feedbacks/allcomplaints?_sort=created_at&_order=DESC&q=${encodeURIComponent(q)}&_start=0&_end=100000`,
  );
  return { ids: res.json<ComplaintRow[]>().map(r => r.id), total: Number(res.headers['x-total-count']) };
}

/** What the search must find: the complaints one of whose six texts holds `q`, case aside. */
const holding = (all: ComplaintRow[], q: string) =>
  all
    .filter(r =>
      [r.Type, r.Status, r.Description, r.lab_name, r.patient_name, r.patient_email].some(
        v => v !== null && v.toLowerCase().includes(q.toLowerCase()),
      ),
    )
    .map(r => r.id);

async function expectFound(q: string, ids: number[]) {
  expect(ids.length, q).toBeGreaterThan(0);
  expect(holding(await everyComplaint(), q), q).toEqual(ids);
  expect(await search(q), q).toEqual({ ids, total: ids.length });
}

async function expectGone(q: string) {
  expect(holding(await everyComplaint(), q), q).toEqual([]);
  expect(await search(q), q).toEqual({ ids: [], total: 0 });
}

it('a lab renamed: its complaints are found by the new name, no longer by the old one', async () => {
  const all = await everyComplaint();
  const complaint = all.find(r => r.Lab_Id !== null) as ComplaintRow;
  const ofLab = all.filter(r => r.Lab_Id === complaint.Lab_Id).map(r => r.id);
  await t.database.db.execute(sql`update labs set name = 'Qwxv Diagnostics (renamed)' where id = ${complaint.Lab_Id}`);
  await expectFound('qwxv diag', ofLab);
  await t.database.db.execute(sql`update labs set name = 'Jzrk Labs' where id = ${complaint.Lab_Id}`);
  await expectGone('qwxv');
  await expectFound('JZRK', ofLab);
  // The lab deleted: its complaints keep no lab (the foreign key sets it to null), nor its name in their text.
  await t.database.db.execute(sql`delete from labs where id = ${complaint.Lab_Id}`);
  await expectGone('jzrk');
});

it("a patient's name and e-mail changed: their complaints are found by the new ones", async () => {
  const all = await everyComplaint();
  const complaint = all.find(r => r.patient_email !== null) as ComplaintRow;
  const ofPatient = all.filter(r => r.patient_email === complaint.patient_email).map(r => r.id);
  await t.database.db.execute(
    sql`update users set name = 'Vxq Ploughman', email = 'vxq.pl@example.pk' where email = ${complaint.patient_email}`,
  );
  await expectFound('vxq plough', ofPatient);
  await expectFound('VXQ.PL@EXAMPLE', ofPatient);
  await t.database.db.execute(sql`update users set email = 'kzw@example.pk' where email = 'vxq.pl@example.pk'`);
  await expectGone('vxq.pl@');
  await expectFound('kzw@example', ofPatient);
  await expectFound('vxq plough', ofPatient);
});

it("a complaint's own text edited and its status answered: found by the new ones", async () => {
  const [complaint] = await everyComplaint();
  await t.database.db.execute(
    sql`update complaints set description = 'Wqz-17 sample lost', type = 'Yxkw type' where id = ${complaint.id}`,
  );
  await expectFound('wqz-17 sample', [complaint.id]);
  await expectFound('yxkw', [complaint.id]);
  const Status = complaint.Status === 'Resolved' ? 'Pending' : 'Resolved';
  const res = await t.call({
    method: 'PUT',
    url: `/api/Feedbacks/respondcomplaint/${complaint.id}`,
    payload: { Response: 'Refunded.', Status },
  });
  expect(res.statusCode, res.body).toBeLessThan(300);
  const found = await search(Status);
  expect(found.ids).toContain(complaint.id);
  expect(found).toEqual({ ids: holding(await everyComplaint(), Status), total: found.ids.length });
});

it('a text holding the joiner of the search text (U+001F) is searched on the six columns: a match never spans two', async () => {
  const [complaint] = await everyComplaint();
  const across = `${complaint.Type}\u001f${complaint.Status}`;
  expect(holding(await everyComplaint(), across)).toEqual([]);
  expect(await search(across)).toEqual({ ids: [], total: 0 });
  // Without the joiner, the two columns' texts are still each found.
  expect((await search(complaint.Type)).ids).toContain(complaint.id);
});
