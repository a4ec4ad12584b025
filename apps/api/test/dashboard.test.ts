import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { paymentRefunds, paymentTransactions } from '../src/modules/payments/tables.js';
import { markSubmissionPaymentStatus } from '../src/modules/submissions/submission-payments.js';
import { openForBlock } from './support/open-for-block.js';
import {
  type Browser,
  browser,
  CARD_SUCCESS,
  type Customer,
  createService,
  sandboxOf,
  setUpShop,
  startPaymentsServer,
} from './support/payments-fixtures.js';
import { staffTokenFor } from './support/staff-fixtures.js';
import { drivers } from './support/test-server.js';

const FIELDS = [{ name: 'companyName', label: 'Company name', type: 'text' as const, required: true }];
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** The date in India at `at`, YYYY-MM-DD, worked out here with Intl (not with the server's code). */
const indiaDateOf = (at: Date) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Kolkata',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);

/** Midnights in India: today's and this month's. */
function indiaBoundaries(now: Date) {
  const date = indiaDateOf(now);
  const dayStart = new Date(`${date}T00:00:00+05:30`);
  const monthStart = new Date(`${date.slice(0, 7)}-01T00:00:00+05:30`);
  const next = new Date(`${date.slice(0, 7)}-15T00:00:00+05:30`);
  next.setUTCMonth(next.getUTCMonth() + 1);
  const monthEnd = new Date(`${next.toISOString().slice(0, 7)}-01T00:00:00+05:30`);
  return { dayStart, dayEnd: new Date(dayStart.getTime() + DAY), monthStart, monthEnd };
}

interface Link {
  list: string;
  query: Record<string, string>;
}
interface Count {
  value: number;
  link: Link;
}

describe.each(drivers)('the dashboard on %s', (driver) => {
  const shop = setUpShop(driver, { fields: FIELDS, price: 4999 });

  const submit = async (slug: string, customer: Customer = shop.asha) =>
    (await customer.submit(slug, { companyName: 'Dashboard Co' })).body.data.submissionId as string;

  /** A captured payment recorded as the settlement records one (capture time = invoice time), refunded or not. */
  async function captured(submissionId: string, at: Date, amountPaise: number, refundedAt?: Date) {
    const [row] = await shop.server.database.db
      .insert(paymentTransactions)
      .values({
        id: randomUUID(),
        submissionId,
        userId: (await ownerOf(submissionId)) as string,
        status: refundedAt ? 'refunded' : 'successful',
        amountPaise,
        serviceName: 'Test',
        razorpayOrderId: `order_${randomUUID().replaceAll('-', '').slice(0, 14)}`,
        razorpayPaymentId: `pay_${randomUUID().replaceAll('-', '').slice(0, 14)}`,
        invoiceNumber: `T/${randomUUID().slice(0, 12)}`,
        invoicedAt: at,
        refundedPaise: refundedAt ? amountPaise : 0,
      })
      .returning();
    if (refundedAt && row) {
      // Refunded in full by one processed refund, its credit note dated `refundedAt`.
      await shop.server.database.db.insert(paymentRefunds).values({
        id: randomUUID(),
        transactionId: row.id,
        amountPaise,
        status: 'processed',
        creditNoteNumber: `C/${randomUUID().slice(0, 12)}`,
        creditNotedAt: refundedAt,
      });
    }
    // As the settlement does: the submission becomes paid at the capture (its first payment's time stays), then refunded.
    await markSubmissionPaymentStatus(shop.server.database.db, submissionId, 'paid', at);
    if (refundedAt) await markSubmissionPaymentStatus(shop.server.database.db, submissionId, 'refunded', refundedAt);
    return row;
  }
  let staff: Browser;
  const ownerOf = async (submissionId: string) =>
    (await staff.get(`/admin/submissions/${submissionId}`)).body.data.customer.id as string;

  /** The real purchase: order, sandbox checkout with the success card, verification. */
  async function paidThroughCheckout(slug: string) {
    const submissionId = await submit(slug);
    const order = (await shop.asha.post('/payment/create-order', { submissionId })).body.data;
    const sandbox = sandboxOf(shop.server);
    sandbox.webhooks.configure({ paused: true });
    const paid = await sandbox.pay(order.order.id, CARD_SUCCESS, {});
    const verified = await shop.asha.post('/payment/verify', { ...paid, transactionId: order.transaction.id });
    sandbox.webhooks.drop();
    expect(verified.body.data.transaction.status).toBe('successful');
    return submissionId;
  }

  it('counts orders, money, statuses, turnaround and top services by India’s days, each linking to its list', async () => {
    staff = browser(shop.server, (await staffTokenFor(shop.server, 'operator')).token);
    const now = new Date();
    const { dayStart, dayEnd, monthStart, monthEnd } = indiaBoundaries(now);
    const a = (await createService(shop.server, { fields: FIELDS, price: 4999, title: 'Alpha Registration' })).slug;
    const b = (await createService(shop.server, { fields: FIELDS, price: 4999, title: 'Beta Filing' })).slug;

    const viaCheckout = await paidThroughCheckout(a); // 4999 rupees, now
    const early = await submit(a);
    await captured(early, new Date(dayStart.getTime() + MINUTE), 100_000);
    await captured(early, new Date(dayStart.getTime() + 2 * MINUTE), 50_000); // a double charge: money, no order
    // Just before midnight that started the month: last month's. Refunded now: today's refund.
    const lastMonth = await submit(b);
    await captured(lastMonth, new Date(monthStart.getTime() - MINUTE), 300_000);
    await captured(await submit(b), new Date(monthStart.getTime() - 2 * MINUTE), 70_000, now);
    // Earlier this month but not today (there is no such time on the 1st).
    const earlierThisMonth = dayStart > monthStart ? new Date(monthStart.getTime() + MINUTE) : undefined;
    const earlier = earlierThisMonth ? await submit(b) : undefined;
    if (earlier && earlierThisMonth) await captured(earlier, earlierThisMonth, 200_000);
    await submit(a); // never paid

    // Paid 60 days ago and still open: overdue whatever today is. Its money falls in no figure's period.
    const late = await submit(a, shop.ravi);
    const longAgo = new Date(now.getTime() - 60 * DAY);
    await markSubmissionPaymentStatus(shop.server.database.db, late, 'paid', longAgo); // its due date counts from then
    await captured(late, longAgo, 20_000);

    // Paid 2.5 days ago, completed now: this month's completion (whichever month it was paid in).
    const done = await submit(b, shop.ravi);
    const paidAt = new Date(now.getTime() - 2.5 * DAY);
    await markSubmissionPaymentStatus(shop.server.database.db, done, 'paid', paidAt);
    await captured(done, paidAt, 10_000);
    expect((await staff.post(`/admin/submissions/${done}/status`, { status: 'processing' })).status).toBe(200);
    expect((await staff.post(`/admin/submissions/${done}/status`, { status: 'completed' })).status).toBe(200);
    const doneThisMonth = paidAt >= monthStart ? 1 : 0;

    const answer = await staff.get('/admin/dashboard');
    expect(answer.status).toBe(200);
    const dashboard = answer.body.data.dashboard;
    expect(dashboard.timeZone).toBe('Asia/Kolkata');
    expect(dashboard.periods).toEqual({
      today: { from: dayStart.toISOString(), to: dayEnd.toISOString() },
      month: { from: monthStart.toISOString(), to: monthEnd.toISOString() },
    });

    const todayQuery = { paidFrom: dayStart.toISOString(), paidTo: dayEnd.toISOString() };
    const monthQuery = { paidFrom: monthStart.toISOString(), paidTo: monthEnd.toISOString() };
    expect(dashboard.orders.today).toEqual({ value: 2, link: { list: 'submissions', query: todayQuery } });
    expect(dashboard.orders.month.value).toBe(2 + (earlierThisMonth ? 1 : 0) + doneThisMonth);
    expect(dashboard.revenue.today).toEqual({
      capturedPaise: 499_900 + 100_000 + 50_000,
      refundedPaise: 70_000,
      netPaise: 499_900 + 100_000 + 50_000 - 70_000,
      link: { list: 'submissions', query: todayQuery },
    });
    const monthCaptured = 649_900 + (earlierThisMonth ? 200_000 : 0) + (doneThisMonth ? 10_000 : 0);
    expect(dashboard.revenue.month).toMatchObject({
      capturedPaise: monthCaptured,
      refundedPaise: 70_000,
      netPaise: monthCaptured - 70_000,
    });

    expect(dashboard.submissionsByStatus.map((row: { status: string }) => row.status)).toEqual([
      'pending',
      'processing',
      'completed',
      'rejected',
    ]);
    const [pending, , completed] = dashboard.submissionsByStatus;
    expect(pending.all.value).toBe(6 + (earlierThisMonth ? 1 : 0)); // the unpaid one too
    expect(pending.paid.value).toBe(4 + (earlierThisMonth ? 1 : 0));
    // Paid work still open past its due date (counted from its payment): the late one, and those paid early enough
    // before today for their turnaround to have run out.
    const dueBefore = async (id: string) =>
      ((await staff.get(`/admin/submissions/${id}`)).body.data.submission.expectedBy as string) < indiaDateOf(now);
    const overdueEarlier = [await dueBefore(lastMonth), earlier ? await dueBefore(earlier) : false];
    expect(dashboard.overdue).toEqual({
      value: 1 + overdueEarlier.filter(Boolean).length,
      link: { list: 'submissions', query: { overdue: 'true' } },
    });
    expect(pending.paid.link).toEqual({ list: 'submissions', query: { status: 'pending', paymentStatus: 'paid' } });
    expect(completed.all.value).toBe(1);

    // Promised: the working days from the payment's date in India to the due date, which is the catalog's turnaround
    // (the default, 15), however many weekends and holidays the calendar puts between them.
    expect(dashboard.turnaround).toEqual({
      completed: 1,
      averageDays: 2.5,
      promisedWorkingDays: 15,
      link: { list: 'submissions', query: { status: 'completed' } },
    });

    expect(dashboard.topServices[0]).toEqual({
      service: { title: 'Alpha Registration', slug: a },
      orders: { value: 2, link: { list: 'submissions', query: { service: a, ...monthQuery } } },
    });
    const betaOrders = (earlierThisMonth ? 1 : 0) + doneThisMonth;
    expect(dashboard.topServices.slice(1)).toEqual(
      betaOrders > 0 ? [expect.objectContaining({ service: { title: 'Beta Filing', slug: b } })] : [],
    );

    // Day by day: every India day of the month so far, today last, adding up to the month.
    const days: { date: string; orders: Count; netPaise: number }[] = dashboard.days;
    expect(days).toHaveLength(Number(indiaDateOf(now).slice(8)));
    expect(days.at(-1)).toEqual({
      date: indiaDateOf(now),
      orders: { value: 2, link: { list: 'submissions', query: todayQuery } },
      netPaise: 499_900 + 100_000 + 50_000 - 70_000,
    });
    expect(days[0]?.date).toBe(indiaDateOf(monthStart));
    expect(days.reduce((sum, day) => sum + day.orders.value, 0)).toBe(dashboard.orders.month.value);
    expect(days.reduce((sum, day) => sum + day.netPaise, 0)).toBe(dashboard.revenue.month.netPaise);

    // Every count's link, sent to the queue, lists exactly what the count counts.
    const counts: Count[] = [
      dashboard.orders.today,
      dashboard.orders.month,
      dashboard.overdue,
      ...days.map((day) => day.orders),
      ...dashboard.submissionsByStatus.flatMap((row: { all: Count; paid: Count }) => [row.all, row.paid]),
      ...dashboard.topServices.map((row: { orders: Count }) => row.orders),
    ];
    for (const { value, link } of counts) {
      expect(link.list).toBe('submissions');
      const listed = await staff.get(`/admin/submissions?${new URLSearchParams(link.query)}`);
      expect(listed.status).toBe(200);
      expect(listed.body.data.pagination.total, JSON.stringify(link.query)).toBe(value);
    }
    const todays = await staff.get(`/admin/submissions?${new URLSearchParams(todayQuery)}`);
    expect(new Set(todays.body.data.submissions.map((row: { id: string }) => row.id))).toEqual(
      new Set([viaCheckout, early]),
    );
  });
});

describe.each(drivers)('the dashboard of a new shop on %s', (driver) => {
  const server = openForBlock(() => startPaymentsServer(driver));

  it('answers zeros, no top services, empty days and null turnarounds, and only to staff', async () => {
    const admin = browser(server.current, (await staffTokenFor(server.current, 'admin')).token);
    const dashboard = (await admin.get('/admin/dashboard')).body.data.dashboard;
    const zero = { capturedPaise: 0, refundedPaise: 0, netPaise: 0 };
    expect(dashboard.orders.today.value).toBe(0);
    expect(dashboard.orders.month.value).toBe(0);
    expect(dashboard.revenue.today).toMatchObject(zero);
    expect(dashboard.revenue.month).toMatchObject(zero);
    expect(dashboard.submissionsByStatus.map((row: { all: Count }) => row.all.value)).toEqual([0, 0, 0, 0]);
    expect(dashboard.overdue.value).toBe(0);
    expect(dashboard.turnaround).toMatchObject({ completed: 0, averageDays: null, promisedWorkingDays: null });
    expect(dashboard.topServices).toEqual([]);
    expect(dashboard.days.length).toBeGreaterThan(0);
    expect(
      dashboard.days.every((day: { orders: Count; netPaise: number }) => day.orders.value + day.netPaise === 0),
    ).toBe(true);
    expect((await browser(server.current).get('/admin/dashboard')).status).toBe(401);
  });
});
