import { and, eq, gte, isNotNull, lt, type SQLWrapper, sql } from 'drizzle-orm';
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

/** India's date (YYYY-MM-DD) of a timestamp: IST is UTC+05:30 all year, so a fixed offset is exact. */
const indiaDateOf = (value: SQLWrapper) =>
  sql<string>`to_char((${value} at time zone 'UTC') + interval '330 minutes', 'YYYY-MM-DD')`;

/** Rows of (India date, number) as a map. */
const byDate = (rows: { day: string; value: string | number | null }[]) =>
  new Map(rows.map((row) => [row.day, Number(row.value ?? 0)]));

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
