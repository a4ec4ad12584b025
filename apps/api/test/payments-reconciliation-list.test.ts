import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { indiaDate } from '../src/platform/system/india-time.js';
import {
  browser,
  CARD_DECLINED,
  type Customer,
  createService,
  sandboxOf,
  signIn,
  startPaymentsServer,
} from './support/payments-fixtures.js';
import { pdfText } from './support/pdf-text.js';
import { type Admin, adminOf, paidTransaction, settleRefunds } from './support/refund-fixtures.js';
import { staffTokenFor } from './support/staff-fixtures.js';
import { drivers, type TestServer } from './support/test-server.js';

const FIELDS = [{ name: 'companyName', label: 'Company name', type: 'text' as const, required: true }];

interface Row {
  id: string;
  createdAt: string;
  submissionId: string;
  razorpayOrderId: string;
  razorpayPaymentId: string | null;
  invoiceNumber: string | null;
}

/**
 * The payments reconciliation list (listAdminTransactions, exportAdminTransactions) over a small book of every kind
 * of transaction: Asha is billed in Karnataka (the supplier's state: CGST + SGST), Ravi in Maharashtra (IGST).
 */
describe.each(drivers)('the payments reconciliation list on %s', (driver) => {
  let server: TestServer;
  let admin: Admin;
  let asha: Customer;
  let ravi: Customer;
  let company: { slug: string };
  let trademark: { slug: string };
  /** Asha paid ₹14,999 by card, ₹5,000 refunded. */
  let partly: Row;
  /** Ravi paid ₹4,999 by UPI. */
  let paidByUpi: Row;
  /** Asha's ₹4,999 order, never paid. */
  let pending: Row;
  /** Ravi's ₹14,999 session, cancelled. */
  let cancelled: Row;
  /** Asha's declined card on ₹4,999. */
  let failed: Row;
  /** Ravi paid ₹4,999 by card, refunded in full. */
  let refunded: Row;
  let creditNote: string;

  const idsOf = (answer: { body: { data: { transactions: { id: string }[] } } }) =>
    answer.body.data.transactions.map((row) => row.id).sort();
  const sorted = (...rows: Row[]) => rows.map((row) => row.id).sort();
  const list = async (query: string) => {
    const answer = await admin.get(`/admin/transactions?limit=100&${query}`);
    expect(answer.status).toBe(200);
    return answer;
  };

  async function order(customer: Customer, slug: string) {
    const submitted = await customer.submit(slug, { companyName: 'Verma Foods' });
    const created = await customer.post('/payment/create-order', { submissionId: submitted.body.data.submissionId });
    expect(created.status).toBe(200);
    return created.body.data;
  }

  const rowOf = async (id: string): Promise<Row> =>
    (await admin.get(`/admin/transactions/${id}`)).body.data.transaction;

  async function refund(id: string, amountPaise: number) {
    expect((await admin.refund(id, { amountPaise, reason: 'Customer asked' })).status).toBe(201);
    await settleRefunds(server);
  }

  beforeAll(async () => {
    server = await startPaymentsServer(driver);
    company = await createService(server, { fields: FIELDS, price: 14999 });
    trademark = await createService(server, { fields: FIELDS, price: 4999, title: 'Trademark Registration' });
    admin = await adminOf(server);
    asha = await signIn(server, { fullName: 'Asha Verma' });
    ravi = await signIn(server, { fullName: 'Ravi Kumar' });
    expect((await asha.put('/users/update-billing', { state: 'Karnataka' })).status).toBe(200);
    expect((await ravi.put('/users/update-billing', { state: 'Maharashtra' })).status).toBe(200);

    partly = await rowOf((await paidTransaction(server, asha, company.slug)).id);
    await refund(partly.id, 500_000);
    partly = await rowOf(partly.id);
    creditNote = (await admin.get(`/admin/transactions/${partly.id}`)).body.data.transaction.refunds[0].creditNote
      .number;
    paidByUpi = await rowOf(
      (await paidTransaction(server, ravi, trademark.slug, { method: 'upi', vpa: 'success@razorpay' })).id,
    );
    pending = await rowOf((await order(asha, trademark.slug)).transaction.id);
    const toCancel = await order(ravi, company.slug);
    expect((await ravi.post(`/payment/cancel/${toCancel.transaction.id}`)).status).toBe(200);
    cancelled = await rowOf(toCancel.transaction.id);
    const declined = await order(asha, trademark.slug);
    const sandbox = sandboxOf(server);
    await expect(sandbox.pay(declined.order.id, CARD_DECLINED, {})).rejects.toMatchObject({
      body: { reason: 'card_declined' },
    });
    await sandbox.webhooks.settle();
    failed = await rowOf(declined.transaction.id);
    refunded = await rowOf((await paidTransaction(server, ravi, trademark.slug)).id);
    await refund(refunded.id, 499_900);
  });
  afterAll(() => server.close());

  it('lists every transaction newest first with what the reconciler reads, and totals every match', async () => {
    const answer = await admin.get('/admin/transactions');
    expect(answer.status).toBe(200);
    const { transactions, totals, pagination } = answer.body.data;
    expect(pagination).toEqual({ total: 6, page: 1, limit: 25, pages: 1 });
    expect(transactions.map((row: Row) => row.id)).toEqual(
      [partly, paidByUpi, pending, cancelled, failed, refunded].reverse().map((row) => row.id),
    );
    expect(transactions.find((row: Row) => row.id === partly.id)).toEqual({
      id: partly.id,
      submissionId: partly.submissionId,
      status: 'successful',
      amountPaise: 1_499_900,
      refundedPaise: 500_000,
      paymentMethod: 'card',
      serviceName: 'Private Limited Company Registration',
      serviceSlug: company.slug,
      customer: { id: expect.any(String), fullName: 'Asha Verma', email: asha.email, phone: '+91 98765 43210' },
      razorpayOrderId: partly.razorpayOrderId,
      razorpayPaymentId: partly.razorpayPaymentId,
      invoiceNumber: partly.invoiceNumber,
      createdAt: partly.createdAt,
      updatedAt: expect.any(String),
    });
    // Captured: ₹14,999 + ₹4,999 + ₹4,999; refunded: ₹5,000 + ₹4,999.
    // GST standing: Asha's invoice (CGST 1,143.99 + SGST 1,143.99) less her credit note (381.36 + 381.35); Ravi's
    // UPI invoice IGST 762.56; his refunded one nets to nothing.
    expect(totals).toEqual({
      count: 6,
      capturedPaise: 2_499_700,
      refundedPaise: 999_900,
      netPaise: 1_499_800,
      gst: { cgstPaise: 76_263, sgstPaise: 76_264, igstPaise: 76_256 },
    });

    const second = await admin.get('/admin/transactions?limit=2&page=2');
    expect(second.body.data.transactions.map((row: Row) => row.id)).toEqual([cancelled.id, pending.id]);
    expect(second.body.data.pagination).toEqual({ total: 6, page: 2, limit: 2, pages: 3 });
    expect(second.body.data.totals).toEqual(totals);
  });

  it('splits the GST exactly as the customer’s invoice and credit note print it', async () => {
    /** The particulars line's tax amounts in paise: [CGST, SGST] at 9% each, or [IGST] at 18%. */
    const printedTax = async (customer: Customer, path: string) => {
      const text = await pdfText((await customer.get(path)).body);
      const heads = /\d 1 [\d,]+\.\d\d (?:9% ([\d,]+\.\d\d) 9% ([\d,]+\.\d\d)|18% ([\d,]+\.\d\d))/.exec(text);
      expect(heads).not.toBeNull();
      return (heads as RegExpExecArray)
        .slice(1)
        .filter(Boolean)
        .map((amount) => Math.round(Number(amount.replaceAll(',', '')) * 100));
    };
    const [refundRow] = (await admin.get(`/admin/transactions/${partly.id}`)).body.data.transaction.refunds;
    const [cgst, sgst] = await printedTax(asha, `/payment/invoice/${partly.id}`);
    const [cgstBack, sgstBack] = await printedTax(asha, `/payment/credit-note/${refundRow.id}`);
    const [igst] = await printedTax(ravi, `/payment/invoice/${paidByUpi.id}`);

    const gstOf = async (id: string) => (await list(`q=${id}`)).body.data.totals.gst;
    expect(await gstOf(partly.id)).toEqual({
      cgstPaise: (cgst as number) - (cgstBack as number),
      sgstPaise: (sgst as number) - (sgstBack as number),
      igstPaise: 0,
    });
    expect(await gstOf(paidByUpi.id)).toEqual({ cgstPaise: 0, sgstPaise: 0, igstPaise: igst });
  });

  it('narrows by each filter, and the totals follow the filter', async () => {
    expect(idsOf(await list('status=pending'))).toEqual(sorted(pending));
    expect(idsOf(await list('status=successful'))).toEqual(sorted(partly, paidByUpi));
    expect(idsOf(await list('status=partly-refunded'))).toEqual(sorted(partly));
    expect(idsOf(await list('status=refunded'))).toEqual(sorted(refunded));
    expect(idsOf(await list('status=failed'))).toEqual(sorted(failed));
    expect(idsOf(await list('status=cancelled'))).toEqual(sorted(cancelled));

    expect(idsOf(await list('amountMin=14999'))).toEqual(sorted(partly, cancelled));
    expect(idsOf(await list('amountMax=4999'))).toEqual(sorted(paidByUpi, pending, failed, refunded));
    expect(idsOf(await list('amountMin=5000&amountMax=14998'))).toEqual([]);
    expect(idsOf(await list('method=upi'))).toEqual(sorted(paidByUpi));
    expect(idsOf(await list('method=card'))).toEqual(sorted(partly, failed, refunded));
    expect(idsOf(await list(`service=${trademark.slug}`))).toEqual(sorted(paidByUpi, pending, failed, refunded));
    expect(idsOf(await list(`service=${company.slug}&status=successful`))).toEqual(sorted(partly));

    const from = encodeURIComponent(paidByUpi.createdAt);
    const to = encodeURIComponent(failed.createdAt);
    expect(idsOf(await list(`from=${from}&to=${to}`))).toEqual(sorted(paidByUpi, pending, cancelled));

    const refundedOnly = (await list('status=refunded')).body.data.totals;
    expect(refundedOnly).toEqual({
      count: 1,
      capturedPaise: 499_900,
      refundedPaise: 499_900,
      netPaise: 0,
      gst: { cgstPaise: 0, sgstPaise: 0, igstPaise: 0 },
    });
    const unpaid = (await list('status=pending')).body.data.totals;
    expect(unpaid).toMatchObject({ count: 1, capturedPaise: 0, refundedPaise: 0, netPaise: 0 });
  });

  it('finds by name, email, or a whole id or document number', async () => {
    const search = async (q: string) => idsOf(await list(`q=${encodeURIComponent(q)}`));
    expect(await search('ravi kum')).toEqual(sorted(paidByUpi, cancelled, refunded));
    expect(await search(asha.email.toUpperCase())).toEqual(sorted(partly, pending, failed));
    expect(await search(partly.id)).toEqual(sorted(partly));
    expect(await search(failed.submissionId)).toEqual(sorted(failed));
    expect(await search(pending.razorpayOrderId)).toEqual(sorted(pending));
    expect(await search(paidByUpi.razorpayPaymentId as string)).toEqual(sorted(paidByUpi));
    expect(await search(refunded.invoiceNumber as string)).toEqual(sorted(refunded));
    expect(await search(creditNote.toLowerCase())).toEqual(sorted(partly));
    expect(await search('order_')).toEqual([]);
  });

  it('exports the filtered transactions as formula-safe CSV named with India’s date', async () => {
    const mallory = await signIn(server, { fullName: '=HYPERLINK("http://evil.example","Pay, now")' });
    const trap = await paidTransaction(server, mallory, trademark.slug);

    const answer = await admin.get(`/admin/transactions/export?service=${trademark.slug}&status=successful`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(answer.headers.get('content-disposition')).toBe(
      `attachment; filename="transactions-${indiaDate(new Date())}.csv"`,
    );
    const lines = (answer.body as Buffer).toString('utf8').split('\r\n');
    expect(lines[0]).toBe(
      'created_at,transaction_id,submission_id,customer_name,customer_email,service,status,method,' +
        'razorpay_order_id,razorpay_payment_id,invoice_number,amount,refunded,net,cgst,sgst,igst',
    );
    const india = (iso: string) => {
      const wall = new Date(new Date(iso).getTime() + 330 * 60_000).toISOString().slice(0, 23);
      return `${wall}+05:30`;
    };
    const trapRow = await rowOf(trap.id);
    expect(lines.slice(1)).toEqual([
      [
        india(trapRow.createdAt),
        trap.id,
        trap.submissionId,
        `"'=HYPERLINK(""http://evil.example"",""Pay, now"")"`,
        mallory.email,
        'Trademark Registration',
        'successful',
        'card',
        trap.razorpayOrderId,
        trap.razorpayPaymentId,
        trap.invoiceNumber,
        '4999.00',
        '0.00',
        '4999.00',
        '381.28',
        '381.28',
        '0.00',
      ].join(','),
      [
        india(paidByUpi.createdAt),
        paidByUpi.id,
        paidByUpi.submissionId,
        'Ravi Kumar',
        ravi.email,
        'Trademark Registration',
        'successful',
        'upi',
        paidByUpi.razorpayOrderId,
        paidByUpi.razorpayPaymentId,
        paidByUpi.invoiceNumber,
        '4999.00',
        '0.00',
        '4999.00',
        '0.00',
        '0.00',
        '762.56',
      ].join(','),
      '',
    ]);

    const unpaid = await admin.get(`/admin/transactions/export?q=${pending.razorpayOrderId}`);
    expect((unpaid.body as Buffer).toString('utf8').split('\r\n')[1]).toMatch(
      new RegExp(`,pending,,${pending.razorpayOrderId},,,4999\\.00,0\\.00,0\\.00,0\\.00,0\\.00,0\\.00$`),
    );
  });

  it('is for admins only, and refuses filters outside the contract', async () => {
    const operator = browser(server, (await staffTokenFor(server, 'operator')).token);
    expect((await operator.get('/admin/transactions')).status).toBe(403);
    expect((await operator.get('/admin/transactions/export')).status).toBe(403);
    expect((await browser(server).get('/admin/transactions')).status).toBe(401);
    expect((await browser(server, asha.token).get('/admin/transactions')).status).toBe(401);
    expect((await admin.get('/admin/transactions?status=paid')).status).toBe(400);
    expect((await admin.get('/admin/transactions?amountMin=-1')).status).toBe(400);
    expect((await admin.get('/admin/transactions?method=cash')).status).toBe(400);
    expect((await admin.get('/admin/transactions?from=yesterday')).status).toBe(400);
  });
});
