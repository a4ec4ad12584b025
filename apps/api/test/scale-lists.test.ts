import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ScaleVolumes, seedScale } from '../scripts/scale-seed.js';
import { users } from '../src/modules/accounts/tables.js';
import { auditEvents } from '../src/modules/audit/tables.js';
import { issuedDocuments } from '../src/modules/invoices/tables.js';
import { paymentTransactions } from '../src/modules/payments/tables.js';
import { TRANSACTIONS_NEWEST_FIRST } from '../src/modules/payments/transaction-list.js';
import { QUEUE_ORDERS } from '../src/modules/submissions/submission-queue.js';
import { submissions } from '../src/modules/submissions/tables.js';
import type { Database } from '../src/platform/db/database.js';
import { keysetAfter, keysetOrder } from '../src/platform/db/keyset.js';
import { browser, startPaymentsServer } from './support/payments-fixtures.js';
import { staffTokenFor } from './support/staff-fixtures.js';
import { drivers, type TestServer } from './support/test-server.js';

// More transactions than PostgreSQL's 65,535 bind parameters: a look-up that binds one parameter per row fails here.
const TRANSACTIONS = 66_000;
const VOLUMES: ScaleVolumes = {
  customers: 2_000,
  refundEvery: 20,
  submissions: TRANSACTIONS,
  transactions: TRANSACTIONS,
  auditEvents: 20_000,
  services: 40,
  subscribers: 20,
  contactMessages: 20,
  obligations: 0,
};

/** The plan PostgreSQL chooses for `query`, as text. */
async function planOf(db: Database, query: SQL): Promise<string> {
  const result = (await db.execute(sql`explain ${query}`)) as unknown as { rows: Record<string, string>[] };
  return result.rows.map((row) => Object.values(row).join(' ')).join('\n');
}

const selectAll = (db: Database) => ({
  submissions: db.select({ id: submissions.id }).from(submissions),
  transactions: db.select({ id: paymentTransactions.id }).from(paymentTransactions),
  audit: db.select({ id: auditEvents.id }).from(auditEvents),
});

describe.each(drivers)('lists and exports at scale on %s', (driver) => {
  const server = {} as { current: TestServer };
  // Seeding 66,000 payments (set-based SQL) takes a while on a busy machine.
  beforeAll(async () => {
    server.current = await startPaymentsServer(driver);
    await seedScale(server.current.database.db, VOLUMES, () => {});
  }, 600_000);
  afterAll(() => server.current.close());

  it('lists and exports more than 65,535 transactions, a keyset page at a time, every row once', async () => {
    const admin = browser(server.current, (await staffTokenFor(server.current, 'admin')).token);
    const first = await admin.get('/admin/transactions?limit=100');
    expect(first.status).toBe(200);
    expect(first.body.data.totals.count).toBe(TRANSACTIONS);
    expect(first.body.data.pagination).toMatchObject({ total: TRANSACTIONS, totalIsLowerBound: false, page: 1 });

    const second = await admin.get(`/admin/transactions?limit=100&cursor=${first.body.data.pagination.nextCursor}`);
    expect(second.status).toBe(200);
    expect(second.body.data.pagination.page).toBe(2);
    const ids = (answer: typeof first) => answer.body.data.transactions.map((row: { id: string }) => row.id);
    expect(ids(second)).toHaveLength(100);
    expect(ids(second).filter((id: string) => ids(first).includes(id))).toEqual([]);
    // The cursor page is the offset page: same rows, same order.
    expect(ids(await admin.get('/admin/transactions?limit=100&page=2'))).toEqual(ids(second));

    const exported = await admin.get('/admin/transactions/export');
    expect(exported.status).toBe(200);
    const lines = (exported.body as Buffer).toString('utf8').trimEnd().split('\r\n');
    expect(lines[0]).toMatch(/^created_at,transaction_id,submission_id,/);
    const exportedIds = new Set(lines.slice(1).map((line) => line.split(',')[1]));
    expect(lines).toHaveLength(TRANSACTIONS + 1);
    expect(exportedIds.size).toBe(TRANSACTIONS);
    // The seed issued an invoice per captured payment and a credit note per refund: the export's standing GST, row
    // by row, adds up to the list's totals, which the database sums from the same documents.
    const paiseInColumn = (column: number) =>
      lines.slice(1).reduce((sum, line) => sum + Math.round(Number(line.split(',')[column]) * 100), 0);
    const gst = first.body.data.totals.gst;
    expect(gst.cgstPaise + gst.igstPaise).toBeGreaterThan(0);
    expect([paiseInColumn(14), paiseInColumn(15), paiseInColumn(16)]).toEqual([
      gst.cgstPaise,
      gst.sgstPaise,
      gst.igstPaise,
    ]);
  }, 600_000);

  it('caps the queue’s total at 10,000 and still pages past it by cursor', async () => {
    const operator = browser(server.current, (await staffTokenFor(server.current, 'operator')).token);
    const first = await operator.get('/admin/submissions?limit=100&sort=newest');
    expect(first.body.data.pagination).toMatchObject({ total: 10_000, totalIsLowerBound: true, pages: 100 });
    let cursor = first.body.data.pagination.nextCursor as string;
    for (let page = 2; page <= 3; page += 1) {
      const next = await operator.get(`/admin/submissions?limit=100&sort=newest&cursor=${cursor}`);
      expect(next.status).toBe(200);
      expect(next.body.data.pagination.page).toBe(page);
      cursor = next.body.data.pagination.nextCursor;
    }
    const wrongOrder = await operator.get(`/admin/submissions?limit=100&sort=oldest&cursor=${cursor}`);
    expect(wrongOrder.status).toBe(400);
  }, 600_000);

  it('reads each list’s first and deep pages and the queue’s customer search through their indexes', async () => {
    const db = server.current.database.db;
    const all = selectAll(db);
    for (const [sort, index] of [
      ['priority', 'submissions_priority_idx'],
      ['waiting', 'submissions_waiting_idx'],
      ['due', 'submissions_due_idx'],
      ['newest', 'submissions_submitted_idx'],
      ['price-high', 'submissions_price_high_idx'],
    ] as const) {
      const order = QUEUE_ORDERS[sort];
      expect(
        await planOf(
          db,
          all.submissions
            .orderBy(...keysetOrder(order))
            .limit(21)
            .getSQL(),
        ),
      ).toContain(index);
    }
    const transactionsAfter = keysetAfter(TRANSACTIONS_NEWEST_FIRST, [
      new Date(Date.now() - 100 * 86_400_000).toISOString(),
      '00000000-0000-4000-8000-000000000000',
    ]);
    const deepPayments = all.transactions
      .where(transactionsAfter)
      .orderBy(...keysetOrder(TRANSACTIONS_NEWEST_FIRST))
      .limit(26);
    expect(await planOf(db, deepPayments.getSQL())).toContain('payment_transactions_created_id_idx');
    const documentsOfBatch = db
      .select({ id: issuedDocuments.number })
      .from(issuedDocuments)
      .where(
        sql`${issuedDocuments.transactionId} = any(array(${all.transactions.orderBy(...keysetOrder(TRANSACTIONS_NEWEST_FIRST)).limit(1000)}))`,
      );
    expect(await planOf(db, documentsOfBatch.getSQL())).toContain('issued_documents_transaction_idx');
    const auditPage = all.audit.orderBy(sql`${auditEvents.createdAt} desc, ${auditEvents.id} desc`).limit(51);
    expect(await planOf(db, auditPage.getSQL())).toContain('audit_events_created_idx');
    const byEmail = db.select({ id: users.id }).from(users).where(sql`${users.email} ilike ${'%customer1234@%'}`);
    // 2,000 customers fit in a few pages, where a sequential scan is rightly cheaper: with it ruled out, the plan shows
    // the trigram index can serve ILIKE '%…%' (at 40,000 customers the planner picks it by itself, see bench:scale).
    const withoutSeqScan = await db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      return planOf(tx, byEmail.getSQL());
    });
    expect(withoutSeqScan).toContain('users_email_trgm_idx');
    const processing = all.submissions
      .where(sql`${submissions.status} = 'processing'`)
      .orderBy(...keysetOrder(QUEUE_ORDERS.waiting))
      .limit(21);
    expect(await planOf(db, processing.getSQL())).toContain('submissions_status_waiting_idx');
    const paidThisMonth = db
      .select({ n: sql`count(*)` })
      .from(submissions)
      .where(sql`${submissions.paidAt} >= now() - interval '3 days'`);
    expect(await planOf(db, paidThisMonth.getSQL())).toContain('submissions_paid_idx');
  }, 600_000);
});
