/** Column helpers and search expressions the tables and their indexes share. */
import { sql } from 'drizzle-orm';
import { type AnyPgColumn, timestamp } from 'drizzle-orm/pg-core';

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** The text the global search looks in for a patient: name, email and phone, lower-cased (trigram-indexed). */
export function patientSearchText(t: { name: AnyPgColumn; email: AnyPgColumn; contactNumber: AnyPgColumn }) {
  return sql`(lower(${t.name} || ' ' || ${t.email} || ' ' || coalesce(${t.contactNumber}, '')))`;
}

/** The text the global search looks in for a staff member: name, CNIC and phone, lower-cased (trigram-indexed). */
export function staffSearchText(t: { name: AnyPgColumn; cnic: AnyPgColumn; contactNumber: AnyPgColumn }) {
  return sql`(lower(${t.name} || ' ' || ${t.cnic} || ' ' || ${t.contactNumber}))`;
}

/**
 * The text the lab search `q` looks in: name, email, city, address and contact number, lower-cased, as one string,
 * kept per lab in lab_search by triggers, whose trigram indexes answer `LIKE '%…%'` (a count over 100,000 labs in
 * ≈ 25 ms instead of ≈ 120 ms for five ILIKEs; see docs/PERFORMANCE.md).
 */
export function labSearchText(t: {
  name: AnyPgColumn;
  email: AnyPgColumn;
  city: AnyPgColumn;
  address: AnyPgColumn;
  contactNumber: AnyPgColumn;
}) {
  return sql`(lower(${t.name} || ' ' || ${t.email} || ' ' || ${t.city} || ' ' || ${t.address} || ' ' || ${t.contactNumber}))`;
}
