import { and, count, eq, gte, inArray, isNotNull, lt, min, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.js';
import { paymentRefunds, paymentTransactions as payments } from './tables.js';

/** An instant range, `from` inclusive and `to` exclusive; either end may be open. */
export interface InstantRange {
  from?: Date;
  to?: Date;
}

// A transaction's capture time is `invoiced_at`: the invoice number is assigned in the same database transaction
// that makes the payment successful (settlement.ts), and it stays when the payment is refunded later.
const within = (column: typeof payments.invoicedAt | typeof paymentRefunds.creditNotedAt, range: InstantRange) =>
  and(range.from ? gte(column, range.from) : undefined, range.to ? lt(column, range.to) : undefined);

/** The same range test on an aggregate (its bounds cast explicitly: an aggregate has no column type to bind with). */
const aggregateWithin = (value: SQL, range: InstantRange) =>
  and(
    range.from ? gte(value, sql`${range.from.toISOString()}::timestamptz`) : undefined,
    range.to ? lt(value, sql`${range.to.toISOString()}::timestamptz`) : undefined,
  );

/**
 * The submissions whose FIRST payment was captured within `range` (a later double charge does not make a second
 * order), as a subquery another module puts in its own `inArray` (the queue's paidFrom/paidTo, the dashboard).
 */
export function submissionsFirstPaidIn(db: Database, range: InstantRange) {
  return db
    .select({ id: payments.submissionId })
    .from(payments)
    .where(isNotNull(payments.invoicedAt))
    .groupBy(payments.submissionId)
    .having(aggregateWithin(min(payments.invoicedAt), range));
}

/** The same submissions as `submissionsFirstPaidIn`, each as the instant of its first payment, `paidAt`. */
const firstPaymentTimesIn = (db: Database, range: InstantRange) =>
  db
    .select({ paidAt: min(payments.invoicedAt).as('first_paid_at') })
    .from(payments)
    .where(isNotNull(payments.invoicedAt))
    .groupBy(payments.submissionId)
    .having(aggregateWithin(min(payments.invoicedAt), range));

/** How many submissions were first paid within `range`: the dashboard's orders. */
export async function ordersIn(db: Database, range: InstantRange): Promise<number> {
  const [row] = await db.select({ value: count() }).from(submissionsFirstPaidIn(db, range).as('orders'));
  return row?.value ?? 0;
}

/** When each of `submissionIds` was first paid (those never paid are absent). */
export async function firstPaidAtOf(db: Database, submissionIds: string[]): Promise<Map<string, Date>> {
  if (submissionIds.length === 0) return new Map();
  const rows = await db
    .select({ submissionId: payments.submissionId, paidAt: min(payments.invoicedAt) })
    .from(payments)
    .where(and(inArray(payments.submissionId, submissionIds), isNotNull(payments.invoicedAt)))
    .groupBy(payments.submissionId);
  return new Map(rows.flatMap((row) => (row.paidAt ? [[row.submissionId, new Date(row.paidAt)] as const] : [])));
}

/** India's date (YYYY-MM-DD) of a timestamp: IST is UTC+05:30 all year, so a fixed offset is exact. */
const indiaDateOf = (value: SQLWrapper) =>
  sql<string>`to_char((${value} at time zone 'UTC') + interval '330 minutes', 'YYYY-MM-DD')`;

/** Rows of (India date, number) as a map. */
const byDate = (rows: { day: string; value: string | number | null }[]) =>
  new Map(rows.map((row) => [row.day, Number(row.value ?? 0)]));

/** How many submissions were first paid on each India date within `range` (dates without any are absent). */
export async function ordersByIndiaDateIn(db: Database, range: InstantRange): Promise<Map<string, number>> {
  const firsts = firstPaymentTimesIn(db, range).as('firsts');
  return byDate(
    await db
      .select({ day: indiaDateOf(firsts.paidAt), value: count() })
      .from(firsts)
      .groupBy(sql`1`),
  );
}

/** Successful captures within `range`: capture time is the invoice time. */
const capturedWithin = (range: InstantRange) => and(isNotNull(payments.invoicedAt), within(payments.invoicedAt, range));

/**
 * Processed refunds within `range`. THE ONE PLACE revenue learns about refunds: each processed refund (full or
 * partial, made from the back office or in Razorpay's Dashboard) counts on the day its credit note is dated, which
 * is when it was recorded as processed (refund-settlement.ts); every figure built on it follows.
 */
const refundedWithin = (range: InstantRange) =>
  and(eq(paymentRefunds.status, 'processed'), within(paymentRefunds.creditNotedAt, range));

/** Paise captured within `range`: every successful capture, refunded later or not, double charges included. */
export async function capturedPaiseIn(db: Database, range: InstantRange): Promise<number> {
  const [row] = await db
    .select({ value: sql<string | null>`sum(${payments.amountPaise})` })
    .from(payments)
    .where(capturedWithin(range));
  return Number(row?.value ?? 0);
}

/** Paise refunded within `range` (see `refundedWithin`). */
export async function refundedPaiseIn(db: Database, range: InstantRange): Promise<number> {
  const [row] = await db
    .select({ value: sql<string | null>`sum(${paymentRefunds.amountPaise})` })
    .from(paymentRefunds)
    .where(refundedWithin(range));
  return Number(row?.value ?? 0);
}

/** Net paise (captured less refunded) on each India date within `range` that had either (others are absent). */
export async function netPaiseByIndiaDateIn(db: Database, range: InstantRange): Promise<Map<string, number>> {
  const [captured, refunded] = await Promise.all([
    db
      .select({ day: indiaDateOf(payments.invoicedAt), value: sql<string | null>`sum(${payments.amountPaise})` })
      .from(payments)
      .where(capturedWithin(range))
      .groupBy(sql`1`),
    db
      .select({
        day: indiaDateOf(paymentRefunds.creditNotedAt),
        value: sql<string | null>`sum(${paymentRefunds.amountPaise})`,
      })
      .from(paymentRefunds)
      .where(refundedWithin(range))
      .groupBy(sql`1`),
  ]);
  const net = byDate(captured);
  for (const [day, paise] of byDate(refunded)) net.set(day, (net.get(day) ?? 0) - paise);
  return net;
}
