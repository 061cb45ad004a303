/**
 * The complaints' search text (complaint_search, migration 0035) follows what it holds: a lab renamed, a patient's name
 * and e-mail changed, a complaint's own text edited and a lab deleted (its complaints' lab set to null) are searched at
 * once by their new texts and no longer by their old ones, the same rows as the whole list filtered here. The list
 * sorted by lab name (its copy there, migration 0036), whole and searched, follows a lab renamed, a complaint moved to
 * another lab and a lab deleted: the order and names of the labs as they are now.
 */
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';

import type { ComplaintRow } from '../test/complaintRows.js';
import { getOk, useTestApp } from '../test/suite.js';

// The writes here are SQL, which the read caches do not see.
const t = useTestApp({ readCache: 'off' });

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

/** The complaints in the order of their labs' names as the labs hold them now (the database's collation, none last). */
async function byLabNameNow(order: 'ASC' | 'DESC') {
  const result = (await t.database.db.execute(
    sql`select c.id, l.name from complaints c left join labs l on l.id = c.lab_id
        order by l.name ${sql.raw(order)}, c.id ${sql.raw(order)}`,
  )) as { rows: { id: number; name: string | null }[] };
  return result.rows.map(r => ({ id: Number(r.id), lab_name: r.name }));
}

/** The list sorted by lab name (optionally searched): its ids and shown lab names, in its order. */
async function listedByLabName(order: 'ASC' | 'DESC', q?: string) {
  const search = q === undefined ? '' : `&q=${encodeURIComponent(q)}`;
  const res = await getOk(
    t,
    `/api/Feedbacks/allcomplaints?_sort=lab_name&_order=${order}${search}&_start=0&_end=100000`,
  );
  return res.json<ComplaintRow[]>().map(r => ({ id: r.id, lab_name: r.lab_name }));
}

/** Sorted by lab name, whole and searched by `q`, both ways: the labs' names now, in their order. */
async function expectSortedByLabName(q: string) {
  const found = new Set((await search(q)).ids);
  expect(found.size, q).toBeGreaterThan(0);
  for (const order of ['ASC', 'DESC'] as const) {
    const now = await byLabNameNow(order);
    expect(await listedByLabName(order), order).toEqual(now);
    expect(await listedByLabName(order, q), `${order} ${q}`).toEqual(now.filter(r => found.has(r.id)));
  }
}

it("sorted by lab name: a lab renamed, a complaint moved to another lab and a lab deleted sort by the labs' names now", async () => {
  const all = await everyComplaint();
  const moved = all.find(r => r.Lab_Id !== null) as ComplaintRow;
  const other = all.find(r => r.Lab_Id !== null && r.Lab_Id !== moved.Lab_Id) as ComplaintRow;
  const q = moved.Type;
  await expectSortedByLabName(q);
  // Renamed to sort first, then to the same letters in capitals (the same search text, another name and order).
  await t.database.db.execute(sql`update labs set name = 'aaab first lab' where id = ${moved.Lab_Id}`);
  await expectSortedByLabName(q);
  await t.database.db.execute(sql`update labs set name = 'AAAB FIRST LAB' where id = ${moved.Lab_Id}`);
  await expectSortedByLabName(q);
  expect((await listedByLabName('ASC')).find(r => r.id === moved.id)?.lab_name).toBe('AAAB FIRST LAB');
  // Moved to another lab: it sorts by that lab's name.
  await t.database.db.execute(sql`update complaints set lab_id = ${other.Lab_Id} where id = ${moved.id}`);
  await expectSortedByLabName(q);
  expect((await listedByLabName('DESC')).find(r => r.id === moved.id)?.lab_name).toBe(other.lab_name);
  // That lab deleted: its complaints have no lab (the foreign key sets it to null), last ascending, first descending.
  await t.database.db.execute(sql`delete from labs where id = ${other.Lab_Id}`);
  await expectSortedByLabName(q);
  expect((await listedByLabName('ASC')).at(-1)?.lab_name).toBeNull();
  expect((await listedByLabName('DESC'))[0].lab_name).toBeNull();
});
