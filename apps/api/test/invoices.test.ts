import { setTimeout } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { amountInWords, numberInIndianWords } from '../src/modules/invoices/amount-in-words.js';
import { financialYear } from '../src/modules/invoices/document-numbers.js';
import { splitInclusivePrice } from '../src/modules/invoices/gst.js';
import {
  CARD_SUCCESS,
  type Customer,
  paidTransaction,
  razorpayClientOf,
  sandboxOf,
  setUpService,
  signIn,
  TRADEMARK_SERVICE,
} from './support/payments-fixtures.js';
import { pdfStructure } from './support/pdf-structure.js';
import { pdfText } from './support/pdf-text.js';
import { drivers } from './support/test-server.js';

describe('invoice arithmetic', () => {
  it('writes amounts in Indian numbering (lakh, crore) with paise', () => {
    expect(numberInIndianWords(14999)).toBe('Fourteen Thousand Nine Hundred Ninety-Nine');
    expect(numberInIndianWords(1_23_45_678)).toBe(
      'One Crore Twenty-Three Lakh Forty-Five Thousand Six Hundred Seventy-Eight',
    );
    expect(numberInIndianWords(10_00_000)).toBe('Ten Lakh');
    expect(amountInWords(1_499_950)).toBe('Rupees Fourteen Thousand Nine Hundred Ninety-Nine and Fifty Paise Only');
    expect(amountInWords(100)).toBe('Rupees One Only');
  });

  it('splits a tax-inclusive price into taxable value and 18% GST that add up exactly', () => {
    expect(splitInclusivePrice(1_499_900, 'Karnataka', 'Karnataka')).toEqual({
      kind: 'intra-state',
      taxable: 1_271_102,
      cgst: 114_399,
      sgst: 114_399,
      total: 1_499_900,
    });
    expect(splitInclusivePrice(1_499_900, 'Karnataka', 'Maharashtra')).toEqual({
      kind: 'inter-state',
      taxable: 1_271_102,
      igst: 228_798,
      total: 1_499_900,
    });
    for (const total of [100, 101, 999, 12_345, 9_999_999]) {
      const split = splitInclusivePrice(total, 'Goa', 'Goa');
      expect(split.kind === 'intra-state' && split.taxable + split.cgst + split.sgst).toBe(total);
    }
  });

  it('numbers by Indian financial year (April to March, India time)', () => {
    expect(financialYear(new Date('2027-03-31T18:29:59Z'))).toBe('2026-27');
    expect(financialYear(new Date('2027-03-31T18:30:00Z'))).toBe('2027-28');
    expect(financialYear(new Date('2026-11-21T10:00:00Z'))).toBe('2026-27');
  });
});

describe.each(drivers)('GST invoices on %s', (driver) => {
  const shop = setUpService(driver, TRADEMARK_SERVICE);

  it('prints a CGST+SGST tax invoice with every Rule 46 particular for a same-state business customer', async () => {
    const customer = await signIn(shop.server, { fullName: 'Asha Verma' });
    const billing = await customer.put('/users/update-billing', {
      businessName: 'Verma Foods Private Limited',
      gstin: '29AABCV1234F1ZK',
      address: '12 MG Road, Bengaluru 560001',
      state: 'Karnataka',
    });
    expect(billing.status).toBe(200);
    const transaction = await paidTransaction(shop.server, customer, shop.slug);

    const answer = await customer.get(`/payment/invoice/${transaction.id}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/pdf');
    expect(answer.headers.get('content-disposition')).toBe(`attachment; filename="invoice-${transaction.id}.pdf"`);
    const text = await pdfText(answer.body);
    for (const expected of [
      'Tax Invoice',
      'Startwise Business Services Private Limited',
      'GSTIN: 29AAKCS4821M1ZS',
      `Invoice No.: ${transaction.invoiceNumber}`,
      'Invoice Date:',
      'Verma Foods Private Limited',
      'Asha Verma',
      customer.email,
      '12 MG Road, Bengaluru 560001',
      'Place of Supply: Karnataka (29)',
      // The particulars table: its header and the service's row (S.No, description, SAC, quantity, taxable
      // value, CGST rate and amount, SGST rate and amount, total).
      'S.No Description of Service SAC Qty',
      '1 Trademark Registration 998213 1 12,711.02 9% 1,143.99 9% 1,143.99 14,999.00',
      'Taxable Value',
      '₹12,711.02',
      'CGST @ 9%',
      'SGST @ 9%',
      '₹1,143.99',
      '₹14,999.00',
      'Rupees Fourteen Thousand Nine Hundred Ninety-Nine Only',
      'Reverse Charge: No',
      `Payment Reference: ${transaction.razorpayPaymentId}`,
      'Authorised Signatory',
      // The buyer as billed: state with its code, and the GSTIN the customer gave.
      'State: Karnataka, State Code: 29',
      'GSTIN: 29AABCV1234F1ZK',
      'We declare that this invoice shows the actual price of the services described and that all particulars are true and correct.',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('IGST');
    expect(transaction.invoiceNumber.length).toBeLessThanOrEqual(16);
  });

  it('tags the invoice for screen readers (structure tree, headings, table cells, title, language), and qpdf accepts it', async () => {
    const customer = await signIn(shop.server);
    const transaction = await paidTransaction(shop.server, customer, shop.slug);
    const pdf = await pdfStructure((await customer.get(`/payment/invoice/${transaction.id}`)).body);
    expect(pdf.check.output).toContain('No syntax or stream encoding errors found');
    expect(pdf.check.passed).toBe(true);
    expect(pdf.markInfo).toEqual({ '/Marked': true });
    expect(pdf.catalog['/StructTreeRoot']).toBeDefined();
    expect(pdf.language).toBe('en-IN');
    expect(pdf.title).toBe(`Tax Invoice ${transaction.invoiceNumber}`);
    expect(pdf.viewerPreferences).toEqual({ '/DisplayDocTitle': true });
    for (const type of ['/Document', '/Figure', '/H1', '/H2', '/P', '/Table', '/TR', '/TH', '/TD']) {
      expect(pdf.structureTypes).toContain(type);
    }
  });

  it('charges IGST to a customer in another state and falls back to the supplier’s state without billing', async () => {
    const elsewhere = await signIn(shop.server);
    await elsewhere.put('/users/update-billing', { state: 'Maharashtra', gstin: '27AAPFV7788K1ZY' });
    const igst = await pdfText(
      (await elsewhere.get(`/payment/invoice/${(await paidTransaction(shop.server, elsewhere, shop.slug)).id}`)).body,
    );
    expect(igst).toContain('IGST @ 18%');
    expect(igst).toContain('₹2,287.98');
    expect(igst).toContain('Place of Supply: Maharashtra (27)');
    expect(igst).toContain('State: Maharashtra, State Code: 27');
    expect(igst).toContain('GSTIN: 27AAPFV7788K1ZY');
    expect(igst).toContain('1 Trademark Registration 998213 1 12,711.02 18% 2,287.98 14,999.00');
    expect(igst).not.toContain('CGST');

    const plain = await signIn(shop.server);
    const paid = await paidTransaction(shop.server, plain, shop.slug);
    const local = await pdfText((await plain.get(`/payment/invoice/${paid.id}`)).body);
    expect(local).toContain('Place of Supply: Karnataka (29)');
    expect(local).toContain('CGST @ 9%');
    expect(local).toContain('GSTIN: Unregistered');

    const bare = await pdfText(
      (await plain.get(`/payment/invoice/${paid.id}?includeCompanyDetails=false&includeServiceDetails=false`)).body,
    );
    expect(bare).toContain('Startwise Business Services Private Limited');
    expect(bare).not.toContain('Residency Road');
    expect(bare).not.toContain('998213');
    expect(bare).not.toContain('Trademark Registration');
    expect(bare).toContain('₹14,999.00');
  });

  it('refuses invoices for unpaid transactions (409) and hides them from other customers (404)', async () => {
    const customer = await signIn(shop.server);
    const submitted = await customer.submit(shop.slug, { companyName: 'Acme' });
    const order = (await customer.post('/payment/create-order', { submissionId: submitted.body.data.submissionId }))
      .body.data;
    const unpaid = await customer.get(`/payment/invoice/${order.transaction.id}`);
    expect(unpaid.status).toBe(409);
    const stranger = await signIn(shop.server);
    const paid = await paidTransaction(shop.server, customer, shop.slug);
    expect((await stranger.get(`/payment/invoice/${paid.id}`)).status).toBe(404);
    expect((await customer.get(`/payment/invoice/${paid.id}?type=credit-note`)).status).toBe(409);
  });

  it('issues a credit note after a refund, and keeps the invoice', async () => {
    const customer = await signIn(shop.server);
    const transaction = await paidTransaction(shop.server, customer, shop.slug);
    const sandbox = sandboxOf(shop.server);
    const razorpay = razorpayClientOf(shop.server);
    sandbox.webhooks.configure({ paused: false, duplicate: true, reorder: true });
    // A refund made in Razorpay's Dashboard: its webhooks alone record it, with its credit note.
    await razorpay.refundPayment(transaction.razorpayPaymentId);
    await sandbox.refunds.settle();
    await sandbox.webhooks.settle();
    sandbox.webhooks.configure({ duplicate: false, reorder: false });
    const refunded = (await customer.get(`/payment/transaction/${transaction.id}`)).body.data.transaction;
    expect(refunded.status).toBe('refunded');
    const note = await customer.get(`/payment/invoice/${transaction.id}?type=credit-note`);
    expect(note.status).toBe(200);
    expect(note.headers.get('content-disposition')).toContain(`credit-note-${transaction.id}.pdf`);
    const text = await pdfText(note.body);
    expect(text).toContain('Credit Note');
    expect(text).toMatch(/Credit Note No\.: CN\/\d{4}-\d{2}\/\d{5}/);
    expect(text).toContain(`Against Invoice No.: ${transaction.invoiceNumber}`);
    expect(text).toContain('₹14,999.00');
    expect((await customer.get(`/payment/invoice/${transaction.id}`)).status).toBe(200);
  });

  it('numbers 20 concurrent payments consecutively, with no gap and no repeat', async () => {
    const customers = await Promise.all(Array.from({ length: 4 }, () => signIn(shop.server)));
    const orders: { customer: Customer; order: { order: { id: string }; transaction: { id: string } } }[] = [];
    for (let i = 0; i < 20; i += 1) {
      const customer = customers[i % customers.length] as Customer;
      const submitted = await customer.submit(shop.slug, { companyName: `Company ${i}` });
      const order = (await customer.post('/payment/create-order', { submissionId: submitted.body.data.submissionId }))
        .body.data;
      orders.push({ customer, order });
    }
    const sandbox = sandboxOf(shop.server);
    sandbox.webhooks.configure({ paused: true, duplicate: false, reorder: false });
    const payments = await Promise.all(orders.map(({ order }) => sandbox.pay(order.order.id, CARD_SUCCESS, {})));
    // 20 verifications at once on a pool of 10 connections: on a starved machine one can wait past the pool's
    // timeout and get 503 with Retry-After before doing anything; it is sent again once that wait is over, as the
    // customer's retry would be.
    const verify = async ({ customer, order }: (typeof orders)[number], i: number) => {
      for (let attempt = 1; ; attempt += 1) {
        const answer = await customer.post('/payment/verify', { ...payments[i], transactionId: order.transaction.id });
        if (answer.status !== 503 || attempt === 3) return answer;
        await setTimeout(Number(answer.headers.get('retry-after') ?? 1) * 1000);
      }
    };
    const verified = await Promise.all(orders.map(verify));
    sandbox.webhooks.drop();
    expect(verified.map((answer) => [answer.status, answer.body.message])).toEqual(
      verified.map(() => [200, 'Payment completed successfully!']),
    );
    const serials = verified
      .map((answer) => answer.body.data.transaction.invoiceNumber as string)
      .map((number) => Number(number.split('/')[2]))
      .sort((a, b) => a - b);
    expect(new Set(serials).size).toBe(20);
    expect((serials[19] as number) - (serials[0] as number)).toBe(19);
    // The work of 20 orders end to end, 20 invoice PDFs among it: a guard against a hang, not a timing check (a
    // slower 2-core runner took 31 s).
  }, 120_000);
});
