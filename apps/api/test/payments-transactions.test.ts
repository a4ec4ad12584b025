import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentTransactions } from '../src/modules/payments/tables.js';
import { type Customer, createService, signIn, startPaymentsServer } from './support/payments-fixtures.js';
import { drivers, type TestServer } from './support/test-server.js';

const FIELDS = [{ name: 'companyName', label: 'Company name', type: 'text' as const, required: true }];

describe.each(drivers)('the transaction history on %s', (driver) => {
  let server: TestServer;
  let customer: Customer;
  /** Twelve transactions, newest first: amounts 1000..12000 rupees, one per day from 2026-11-01 (India time). */
  const ids: string[] = [];

  beforeAll(async () => {
    server = await startPaymentsServer(driver);
    customer = await signIn(server);
    for (let i = 1; i <= 12; i += 1) {
      const { slug } = await createService(server, { fields: FIELDS, price: i * 1000 });
      const submitted = await customer.submit(slug, { companyName: 'Acme' });
      const order = (await customer.post('/payment/create-order', { submissionId: submitted.body.data.submissionId }))
        .body.data;
      const day = String(i).padStart(2, '0');
      await server.database.db
        .update(paymentTransactions)
        .set({
          createdAt: new Date(`2026-11-${day}T00:30:00+05:30`),
          ...(i % 3 === 0 && { status: 'failed' as const }),
        })
        .where(eq(paymentTransactions.id, order.transaction.id));
      ids.unshift(order.transaction.id);
    }
  });
  afterAll(() => server.close());

  const page = async (query: string) => (await customer.get(`/payment/transactions${query}`)).body.data;

  it('pages newest first with the default page 1 and limit 10', async () => {
    const first = await page('');
    expect(first.pagination).toEqual({ total: 12, page: 1, limit: 10, pages: 2 });
    expect(first.transactions.map((t: { id: string }) => t.id)).toEqual(ids.slice(0, 10));
    const second = await page('?page=2');
    expect(second.transactions.map((t: { id: string }) => t.id)).toEqual(ids.slice(10));
    expect((await page('?page=3')).transactions).toEqual([]);
    expect((await page('?limit=12')).pagination.pages).toBe(1);
    expect((await customer.get('/payment/transactions?page=0')).status).toBe(400);
    expect((await customer.get('/payment/transactions?limit=51')).status).toBe(400);
  });

  it('filters by status, by India-time days and by rupee amounts, inclusive at both ends', async () => {
    expect((await page('?status=failed')).pagination.total).toBe(4);
    expect(
      (await page('?startDate=2026-11-03&endDate=2026-11-05')).transactions.map((t: { amount: number }) => t.amount),
    ).toEqual([5000, 4000, 3000]);
    expect((await page('?minAmount=11000')).transactions.map((t: { amount: number }) => t.amount)).toEqual([
      12000, 11000,
    ]);
    expect((await page('?maxAmount=2000')).pagination.total).toBe(2);
    expect((await page('?minAmount=2999.5&maxAmount=3000')).pagination.total).toBe(1);
    expect(
      (await page('?status=failed&minAmount=6000&endDate=2026-11-09')).transactions.map(
        (t: { amount: number }) => t.amount,
      ),
    ).toEqual([9000, 6000]);
    expect((await page('?startDate=2026-12-01')).pagination).toEqual({ total: 0, page: 1, limit: 10, pages: 0 });
    expect((await customer.get('/payment/transactions?minAmount=-1')).status).toBe(400);
    expect((await customer.get('/payment/transactions?status=paid')).status).toBe(400);
  });

  it('shows one customer nothing of another’s history', async () => {
    const other = await signIn(server);
    expect((await other.get('/payment/transactions')).body.data.pagination.total).toBe(0);
  });
});
