import type { Schemas } from '@startwise/api-client';
import { INDIA_TIME_ZONE, indiaDate, indiaDay, indiaMonth, type Period } from '@startwise/format';
import type { Database } from '../../platform/db/database.js';
import { capturedPaiseIn, refundedPaiseIn } from '../payments/index.js';
import { ordersIn, overdueCount, servicesRankedIn, submissionCountsByStatus } from '../submissions/index.js';
import { daysOfMonth } from './days.js';
import { paidWithin, submissionsLink } from './links.js';
import { turnaroundIn } from './turnaround.js';

const TOP_SERVICES = 5;

async function revenueIn(db: Database, period: Period): Promise<Schemas['DashboardRevenue']> {
  const [capturedPaise, refundedPaise] = await Promise.all([capturedPaiseIn(db, period), refundedPaiseIn(db, period)]);
  return {
    capturedPaise,
    refundedPaise,
    netPaise: capturedPaise - refundedPaise,
    link: submissionsLink(paidWithin(period)),
  };
}

const ordersFigure = async (db: Database, period: Period) => ({
  value: await ordersIn(db, period),
  link: submissionsLink(paidWithin(period)),
});

/**
 * The back office's landing figures at `now`, each with the queue query that lists what it counts. The modules
 * that own the rows compute them (payments: orders and money; submissions: statuses, overdue work, services and due dates; audit:
 * completions); this module only puts them together.
 */
export async function dashboardAt(db: Database, now: Date): Promise<Schemas['Dashboard']> {
  const today = indiaDay(now);
  const month = indiaMonth(now);
  const [ordersToday, ordersMonth, revenueToday, revenueMonth, overdue, byStatus, turnaround, top, days] =
    await Promise.all([
      ordersFigure(db, today),
      ordersFigure(db, month),
      revenueIn(db, today),
      revenueIn(db, month),
      overdueCount(db, indiaDate(now)),
      submissionCountsByStatus(db),
      turnaroundIn(db, month),
      servicesRankedIn(db, month, TOP_SERVICES),
      daysOfMonth(db, month, now),
    ]);
  const period = (range: Period) => ({ from: range.from.toISOString(), to: range.to.toISOString() });
  return {
    timeZone: INDIA_TIME_ZONE,
    generatedAt: now.toISOString(),
    periods: { today: period(today), month: period(month) },
    orders: { today: ordersToday, month: ordersMonth },
    revenue: { today: revenueToday, month: revenueMonth },
    overdue: { value: overdue, link: submissionsLink({ overdue: 'true' }) },
    submissionsByStatus: byStatus.map((row) => ({
      status: row.status,
      all: { value: row.all, link: submissionsLink({ status: row.status }) },
      paid: { value: row.paid, link: submissionsLink({ status: row.status, paymentStatus: 'paid' }) },
    })),
    turnaround,
    topServices: top.map((row) => ({
      service: { title: row.title ?? row.slug, slug: row.slug },
      orders: { value: row.orders, link: submissionsLink({ service: row.slug, ...paidWithin(month) }) },
    })),
    days,
  };
}
