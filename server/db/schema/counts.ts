/** Kept by triggers, never written by the API: the write counter, exact counts and the lab search's index table. */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  customType,
  date,
  index,
  integer,
  pgSequence,
  pgTable,
  primaryKey,
  text,
} from 'drizzle-orm/pg-core';

import { labs } from './labs.js';

/**
 * Text in byte collation (`collate "C"`): equality and LIKE answer as in any deterministic collation; sorts and b-trees
 * compare with memcmp and abbreviated keys instead of the database collation's strcoll.
 */
const byteText = customType<{ data: string }>({ dataType: () => 'text collate "C"' });

/**
 * Counts the committed writes of every API process (moved by each writer before it answers; read by every request
 * before a cache is consulted): read-after-write across processes on PostgreSQL (server/app.ts).
 */
export const writeSequence = pgSequence('labhub_write_seq');

/**
 * Exact row counts of the unfiltered lists, kept by statement-level triggers on labs and orders (migration
 * 0006_list_row_counts.sql): a list's total is a sum over a few of these rows, read in the page's own statement
 * (server/lib/list.ts `inlineTotal`), instead of a COUNT(*) over every matching row. Never written by the API.
 */
export const labCounts = pgTable(
  'lab_counts',
  {
    verified: boolean('verified').notNull(),
    isActive: boolean('is_active').notNull(),
    n: bigint('n', { mode: 'number' }).notNull(),
  },
  t => [primaryKey({ name: 'lab_counts_pk', columns: [t.verified, t.isActive] })],
);

/**
 * Each lab's search text (labSearchText: name, email, city, address and contact number, lower-cased), kept by triggers
 * on labs (migration 0006) and trigram-indexed: the exact count of a lab search reads these narrow rows instead of
 * re-computing the expression over the labs' own rows (GIN); the global search tests its candidates' text here. Never
 * written by the API.
 */
export const labSearch = pgTable(
  'lab_search',
  {
    id: integer('id')
      .primaryKey()
      .references(() => labs.id, { onDelete: 'cascade' }),
    /** The lab's name: a search sorted by name walks lab_search_name_text_idx (migrations 0007, 0022). */
    name: text('name').notNull(),
    text: text('text').notNull(),
  },
  t => [
    index('lab_search_trgm_idx').using('gin', sql`${t.text} gin_trgm_ops`),
    // A search sorted by name walks this index in name order and tests each entry's text in the index itself (an
    // index-only scan: no heap page per lab passed), then reads only the page's labs (server/repos/labs.ts).
    index('lab_search_name_text_idx').on(t.name, t.id, t.text),
  ],
);

/**
 * Each lab's words (migration 0024_lab_words.sql): the runs of letters and digits of its lower-cased search text (the
 * same fields as lab_search's text) of 3 characters or more, one row per lab and word, with the lab's name, whether
 * the word is in the name, and the lab's state. Kept by statement triggers on labs (insert, update) and by the foreign
 * key's cascade (delete); never written by the API. A search's candidates are the labs holding a word that contains
 * the text's longest run (server/repos/labWords.ts), walked per word in name order through lab_words_walk_idx.
 */
export const labWords = pgTable(
  'lab_words',
  {
    /** In byte collation (migration 0031): read only by equality (the walks) and through lab_word_list. */
    word: byteText('word').notNull(),
    labId: integer('lab_id')
      .notNull()
      .references(() => labs.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    inName: boolean('in_name').notNull(),
    verified: boolean('verified').notNull(),
    isActive: boolean('is_active').notNull(),
  },
  t => [
    // A word's labs in name order, with what a page or a count tests (name, state) in the index (index-only).
    index('lab_words_walk_idx').on(t.word, t.name, t.labId, t.inName, t.verified, t.isActive),
    // A word's labs holding it in their name, in name order: the walks of a lab-name search (payables, receivables,
    // invoices), which would otherwise pass every lab holding the word elsewhere (every lab's e-mail domain).
    index('lab_words_name_walk_idx')
      .on(t.word, t.name, t.labId)
      .where(sql`${t.inName}`),
    // A lab's words: the triggers' and the cascade's deletes.
    index('lab_words_lab_idx').on(t.labId, t.word),
  ],
);

/** The distinct words of lab_words with their number of labs, kept by triggers on lab_words (migration 0024). */
export const labWordList = pgTable(
  'lab_word_list',
  {
    /** In byte collation, as lab_words.word (migration 0031): read only by LIKE and equality. */
    word: byteText('word').primaryKey(),
    n: integer('n').notNull(),
  },
  // The words that contain a search's run (LIKE '%run%').
  t => [index('lab_word_list_trgm_idx').using('gin', sql`${t.word} gin_trgm_ops`)],
);

/**
 * Users by role, gender ('' for none) and verified flag, kept by statement-level triggers on users (migration
 * 0009_user_counts.sql): the user statistics and the dashboard's user figures read a few rows, whatever the number of
 * users. Never written by the API.
 */
export const userCounts = pgTable(
  'user_counts',
  {
    role: text('role').notNull(),
    gender: text('gender').notNull(),
    verified: boolean('verified').notNull(),
    n: bigint('n', { mode: 'number' }).notNull(),
  },
  t => [primaryKey({ name: 'user_counts_pk', columns: [t.role, t.gender, t.verified] })],
);

/** Orders by payment type (payables: Online, receivables: Cash) and both statuses: see labCounts. */
export const orderCounts = pgTable(
  'order_counts',
  {
    paymentType: text('payment_type').notNull(),
    status: text('status').notNull(),
    receivableStatus: text('receivable_status').notNull(),
    n: bigint('n', { mode: 'number' }).notNull(),
    /** Sums of the orders' total and commission (rupees) in this key: the dashboard's and receivables' money figures. */
    total: bigint('total', { mode: 'number' }).notNull().default(0),
    commission: bigint('commission', { mode: 'number' }).notNull().default(0),
  },
  t => [primaryKey({ name: 'order_counts_pk', columns: [t.paymentType, t.status, t.receivableStatus] })],
);

/**
 * Orders per UTC day of their creation with the sums of their total (sales) and commission (earnings), kept by
 * statement-level triggers on orders (migration 0015_order_days.sql): the dashboard's charts add up at most a year of
 * these rows instead of every order. Never written by the API.
 */
export const orderDays = pgTable('order_days', {
  day: date('day', { mode: 'string' }).primaryKey(),
  n: bigint('n', { mode: 'number' }).notNull(),
  total: bigint('total', { mode: 'number' }).notNull(),
  commission: bigint('commission', { mode: 'number' }).notNull(),
});

/**
 * Unread notifications per recipient (user_id; 0 for those addressed to no user, the administrators'), and all of
 * them (`total`, migration 0039), kept by statement-level triggers on notifications (migration
 * 0016_notification_unread.sql): the bell's unread total and the notifications page's total are one row instead of a
 * count over the recipient's notifications. Never written by the API.
 */
export const notificationUnread = pgTable('notification_unread', {
  userId: integer('user_id').primaryKey(),
  n: bigint('n', { mode: 'number' }).notNull(),
  total: bigint('total', { mode: 'number' }).notNull().default(0),
});

/**
 * Order items per UTC month of their order (order_items.order_month) and key: the catalogue test (test_id, item '')
 * or, for an item without one, its text (test_id 0), with their count and the sum of their price (rupees), kept by
 * statement-level triggers on order_items (migration 0019_item_months.sql). The top-selling tests of a month group a
 * month's few rows by title (the test's current title, or the item's text), so renaming a test needs no change here.
 * Never written by the API.
 */
export const itemMonths = pgTable(
  'item_months',
  {
    month: date('month', { mode: 'string' }).notNull(),
    testId: integer('test_id').notNull(),
    item: text('item').notNull(),
    n: bigint('n', { mode: 'number' }).notNull(),
    revenue: bigint('revenue', { mode: 'number' }).notNull(),
  },
  t => [primaryKey({ name: 'item_months_pk', columns: [t.month, t.testId, t.item] })],
);
