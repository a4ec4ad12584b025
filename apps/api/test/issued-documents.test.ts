import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { supplierOf } from '../src/modules/invoices/document-parties.js';
import {
  browser,
  type Customer,
  createService,
  PAYMENTS_SEAMS,
  paidTransaction,
  signIn,
  startPaymentsServer,
  TRADEMARK_SERVICE,
} from './support/payments-fixtures.js';
import { pdfText } from './support/pdf-text.js';
import { adminOf, settleRefunds } from './support/refund-fixtures.js';
import { drivers, restartTestServer, type TestServer } from './support/test-server.js';

const VERMA_FOODS = {
  businessName: 'Verma Foods Private Limited',
  gstin: '29AABCV1234F1ZK',
  address: '12 MG Road, Bengaluru 560001',
  state: 'Karnataka',
};

describe.each(drivers)('issued invoices and credit notes on %s', (driver) => {
  let server: TestServer;
  let slug: string;

  // A server of its own for each test: the first one changes the supplier's settings.
  beforeEach(async () => {
    server = await startPaymentsServer(driver);
    ({ slug } = await createService(server, TRADEMARK_SERVICE));
  });
  afterEach(() => server.close());

  /** The customer's browser on the server as it runs now (a restart moves it to another port). */
  const again = (customer: Customer): Customer => ({ ...customer, ...browser(server, customer.token) });

  /** Pays, refunds `refundPaise` (processed by Razorpay) and answers the ids of the invoice and credit note. */
  async function invoicedAndCredited(customer: Customer, refundPaise: number) {
    const transaction = await paidTransaction(server, customer, slug);
    const admin = await adminOf(server);
    const refunded = await admin.refund(transaction.id, { amountPaise: refundPaise, reason: 'Customer asked' });
    expect(refunded.status).toBe(201);
    await settleRefunds(server);
    return { transaction, refundId: refunded.body.data.refund.id as string };
  }

  async function texts(customer: Customer, transactionId: string, refundId: string) {
    const admin = await adminOf(server);
    const invoice = await customer.get(`/payment/invoice/${transactionId}`);
    const creditNote = await customer.get(`/payment/credit-note/${refundId}`);
    const staffCopy = await admin.get(`/admin/transactions/${transactionId}/refunds/${refundId}/credit-note`);
    for (const answer of [invoice, creditNote, staffCopy]) expect(answer.status).toBe(200);
    return {
      invoice: await pdfText(invoice.body),
      creditNote: await pdfText(creditNote.body),
      staffCopy: await pdfText(staffCopy.body),
    };
  }

  /** The reconciliation list's GST of the one transaction whose invoice number is `invoiceNumber`. */
  async function listedGst(invoiceNumber: string) {
    const admin = await adminOf(server);
    const answer = await admin.get(`/admin/transactions?q=${encodeURIComponent(invoiceNumber)}`);
    expect(answer.body.data.totals.count).toBe(1);
    return answer.body.data.totals.gst;
  }

  it('prints the same invoice and credit note after the billing profile and the supplier settings change', async () => {
    let customer = await signIn(server, { fullName: 'Asha Verma' });
    expect((await customer.put('/users/update-billing', VERMA_FOODS)).status).toBe(200);
    const { transaction, refundId } = await invoicedAndCredited(customer, 500_000);
    const issued = await texts(customer, transaction.id, refundId);
    expect(issued.invoice).toContain('Place of Supply: Karnataka (29)');
    expect(issued.invoice).toContain('1 Trademark Registration 998213 1 12,711.02 9% 1,143.99 9% 1,143.99 14,999.00');
    expect(issued.creditNote).toContain('1 Trademark Registration 998213 1 4,237.29 9% 381.36 9% 381.35 5,000.00');
    expect(issued.creditNote).toBe(issued.staffCopy);
    // CGST and SGST standing: the invoice's less the credit note's.
    const standing = { cgstPaise: 114_399 - 38_136, sgstPaise: 114_399 - 38_135, igstPaise: 0 };
    expect(await listedGst(transaction.invoiceNumber)).toEqual(standing);

    // The customer moves to Maharashtra with a new GSTIN and address; the company moves there too.
    expect(
      (
        await customer.put('/users/update-billing', {
          businessName: 'Verma Foods (Pune) Private Limited',
          gstin: '27AAPFV7788K1ZY',
          address: '8 FC Road, Pune 411004',
          state: 'Maharashtra',
        })
      ).status,
    ).toBe(200);
    const moved = { state: 'Maharashtra', gstin: '27AAKCS4821M1ZT', address: '3rd Floor, 14 Baner Road, Pune 411045' };
    server = await restartTestServer(server, PAYMENTS_SEAMS, { ...server.config, supplier: moved });
    customer = again(customer);

    const later = await texts(customer, transaction.id, refundId);
    expect(later).toEqual(issued);
    expect(await listedGst(transaction.invoiceNumber)).toEqual(standing);

    // Documents issued from now on carry the new details: the supplier's GSTIN and address, the customer's new
    // business and place of supply (Maharashtra for both, so CGST and SGST).
    const fresh = await invoicedAndCredited(customer, 100_000);
    const now = await texts(customer, fresh.transaction.id, fresh.refundId);
    for (const expected of [
      'GSTIN: 27AAKCS4821M1ZT',
      '3rd Floor, 14 Baner Road, Pune 411045',
      'Verma Foods (Pune) Private Limited',
      'Place of Supply: Maharashtra (27)',
      'CGST @ 9%',
    ]) {
      expect(now.invoice).toContain(expected);
      expect(now.creditNote).toContain(expected);
    }
    expect(now.invoice).not.toContain('Residency Road');
  }, 180_000);

  it('backfills documents issued before it from the data as it stood, word for word', async () => {
    const admin = await adminOf(server);
    const business = await signIn(server, { fullName: 'Meera Iyer' });
    await business.put('/users/update-billing', VERMA_FOODS);
    // Another state, known from the GSTIN only; and no billing details at all (the supplier's state).
    const byGstin = await signIn(server, { fullName: 'Rohit Sharma' });
    expect((await byGstin.put('/users/update-billing', { gstin: '27AAPFV7788K1ZY' })).status).toBe(200);
    const unbilled = await signIn(server);

    const same = await invoicedAndCredited(business, 100_001);
    // The refund that completes the amount takes what is left of each figure.
    expect((await admin.refund(same.transaction.id, { amountPaise: 1_399_899, reason: 'The rest' })).status).toBe(201);
    await settleRefunds(server);
    const other = await invoicedAndCredited(byGstin, 500_000);
    const plain = await paidTransaction(server, unbilled, slug);
    const completing = (
      await admin.get(`/admin/transactions/${same.transaction.id}`)
    ).body.data.transaction.refunds.find((row: { amountPaise: number }) => row.amountPaise === 1_399_899).id as string;

    const download = async () => ({
      same: await texts(business, same.transaction.id, same.refundId),
      completing: await pdfText((await business.get(`/payment/credit-note/${completing}`)).body),
      other: await texts(byGstin, other.transaction.id, other.refundId),
      plain: await pdfText((await unbilled.get(`/payment/invoice/${plain.id}`)).body),
    });
    const before = await download();
    expect(before.other.invoice).toContain('Place of Supply: Maharashtra (27)');
    expect(before.plain).toContain('Place of Supply: Karnataka (29)');
    expect(before.completing).toContain(
      'Rupees Thirteen Thousand Nine Hundred Ninety-Eight and Ninety-Nine Paise Only',
    );
    const totals = async () => (await admin.get('/admin/transactions')).body.data.totals.gst;
    const totalsBefore = await totals();

    // As if these were issued before documents were stored: forget them, then run the migration's backfill.
    const migration = readFileSync(join(import.meta.dirname, '../drizzle/0015_issued_documents.sql'), 'utf8');
    const statements = migration.split('--> statement-breakpoint');
    const backfill = statements.slice(statements.findIndex((text) => text.includes('INSERT INTO "document_supplier"')));
    await server.database.db.transaction(async (tx) => {
      await tx.execute(sql`delete from issued_documents`);
      await tx.execute(sql`delete from document_supplier`);
      const supplier = JSON.stringify(supplierOf(server.config));
      await tx.execute(sql`select set_config('startwise.document_supplier', ${supplier}, true)`);
      for (const statement of backfill) await tx.execute(sql.raw(statement));
    });

    expect(await download()).toEqual(before);
    expect(await totals()).toEqual(totalsBefore);
  }, 180_000);
});
