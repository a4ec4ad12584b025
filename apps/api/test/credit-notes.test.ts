import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { financialYear } from '../src/modules/invoices/document-numbers.js';
import { creditNoteSplit, netGstOf, splitInclusivePrice, type TaxSplit } from '../src/modules/invoices/gst.js';
import {
  type Customer,
  paidTransaction,
  sandboxOf,
  setUpService,
  signIn,
  TRADEMARK_SERVICE,
} from './support/payments-fixtures.js';
import { pdfStructure } from './support/pdf-structure.js';
import { pdfText } from './support/pdf-text.js';
import { type Admin, adminOf, settleRefunds } from './support/refund-fixtures.js';
import { drivers } from './support/test-server.js';

const add = (a: TaxSplit, b: TaxSplit): TaxSplit =>
  a.kind === 'intra-state' && b.kind === 'intra-state'
    ? { ...a, taxable: a.taxable + b.taxable, cgst: a.cgst + b.cgst, sgst: a.sgst + b.sgst, total: a.total + b.total }
    : a.kind === 'inter-state' && b.kind === 'inter-state'
      ? { ...a, taxable: a.taxable + b.taxable, igst: a.igst + b.igst, total: a.total + b.total }
      : a;

describe('credit note arithmetic', () => {
  it('reverses a partial refund’s own share of GST, and the last refund takes what is left to the paisa', () => {
    expect(creditNoteSplit(1_499_900, [], 500_000, 'Karnataka', 'Karnataka')).toEqual({
      kind: 'intra-state',
      taxable: 423_729,
      cgst: 38_136,
      sgst: 38_135,
      total: 500_000,
    });
    expect(creditNoteSplit(1_499_900, [500_000], 999_900, 'Karnataka', 'Karnataka')).toEqual({
      kind: 'intra-state',
      taxable: 847_373,
      cgst: 76_263,
      sgst: 76_264,
      total: 999_900,
    });
    expect(creditNoteSplit(1_499_900, [], 500_000, 'Karnataka', 'Maharashtra')).toEqual({
      kind: 'inter-state',
      taxable: 423_729,
      igst: 76_271,
      total: 500_000,
    });
    // A full refund at once reverses exactly the invoice.
    expect(creditNoteSplit(1_499_900, [], 1_499_900, 'Goa', 'Kerala')).toEqual(
      splitInclusivePrice(1_499_900, 'Goa', 'Kerala'),
    );
  });

  it('makes the credit notes of any series of refunds add up to the invoice exactly', () => {
    for (const [total, parts] of [
      [1_499_900, [333, 100_001, 7_777, 1_391_789]],
      [999, [101, 101, 797]],
      [12_345, [100, 12_245]],
    ] as const) {
      for (const [supplier, place] of [
        ['Karnataka', 'Karnataka'],
        ['Karnataka', 'Delhi'],
      ]) {
        const notes = parts.map((paise, index) =>
          creditNoteSplit(total, parts.slice(0, index), paise, supplier as string, place as string),
        );
        expect(notes.reduce(add)).toEqual(splitInclusivePrice(total, supplier as string, place as string));
        for (const [index, note] of notes.entries()) expect(note.total).toBe(parts[index]);
      }
    }
  });
});

describe('the GST that stands after credit notes (the reconciliation view)', () => {
  it('is the invoice less each credit note, head by head, and nothing once refunded in full', () => {
    expect(netGstOf(1_499_900, [], 'Karnataka', 'Karnataka')).toEqual({ cgst: 114_399, sgst: 114_399, igst: 0 });
    expect(netGstOf(1_499_900, [500_000], 'Karnataka', 'Karnataka')).toEqual({ cgst: 76_263, sgst: 76_264, igst: 0 });
    expect(netGstOf(1_499_900, [500_000], 'Karnataka', 'Delhi')).toEqual({ cgst: 0, sgst: 0, igst: 228_798 - 76_271 });
    for (const parts of [[1_499_900], [333, 100_001, 7_777, 1_391_789], [500_000, 999_900]]) {
      expect(netGstOf(1_499_900, parts, 'Karnataka', 'Karnataka')).toEqual({ cgst: 0, sgst: 0, igst: 0 });
      expect(netGstOf(1_499_900, parts, 'Karnataka', 'Goa')).toEqual({ cgst: 0, sgst: 0, igst: 0 });
    }
  });
});

describe.each(drivers)('GST credit notes on %s', (driver) => {
  const shop = setUpService(driver, TRADEMARK_SERVICE);
  let admin: Admin;
  beforeAll(async () => {
    admin = await adminOf(shop.server);
  });

  /** Refunds `amountPaise` of the transaction and lets Razorpay process it; the refund with its credit note. */
  async function refund(transactionId: string, amountPaise: number) {
    const answer = await admin.refund(transactionId, { amountPaise, reason: 'Customer asked' });
    expect(answer.status).toBe(201);
    await settleRefunds(shop.server);
    const view = (await admin.get(`/admin/transactions/${transactionId}`)).body.data.transaction;
    return view.refunds.find((row: { id: string }) => row.id === answer.body.data.refund.id);
  }

  it('numbers credit notes in their own consecutive financial-year series, apart from invoices', async () => {
    const customer = await signIn(shop.server);
    const first = await paidTransaction(shop.server, customer, shop.slug);
    const second = await paidTransaction(shop.server, customer, shop.slug);
    const a = await refund(first.id, 100_000);
    const b = await refund(second.id, 200_000);
    const c = await refund(first.id, 300_000);
    const year = financialYear(new Date());
    const serials = [a, b, c].map((row) => {
      expect(row.creditNote.number).toMatch(new RegExp(`^CN/${year}/\\d{5}$`));
      expect(row.creditNote.number).toHaveLength(16);
      return Number(row.creditNote.number.split('/')[2]);
    });
    expect(serials).toEqual([serials[0], (serials[0] as number) + 1, (serials[0] as number) + 2]);
    // Invoices keep their own series: the next payment's invoice number is not taken by the credit notes.
    const third = await paidTransaction(shop.server, customer, shop.slug);
    expect(Number(third.invoiceNumber.split('/')[2])).toBe(Number(second.invoiceNumber.split('/')[2]) + 1);
  });

  it('prints a CGST+SGST credit note against the invoice for a same-state customer, and qpdf accepts it', async () => {
    const customer = await signIn(shop.server, { fullName: 'Asha Verma' });
    await customer.put('/users/update-billing', {
      businessName: 'Verma Foods Private Limited',
      gstin: '29AABCV1234F1ZK',
      address: '12 MG Road, Bengaluru 560001',
      state: 'Karnataka',
    });
    const transaction = await paidTransaction(shop.server, customer, shop.slug);
    const refunded = await refund(transaction.id, 500_000);
    const answer = await customer.get(`/payment/credit-note/${refunded.id}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/pdf');
    const fileName = `credit-note-${refunded.creditNote.number.replaceAll('/', '-')}.pdf`;
    expect(answer.headers.get('content-disposition')).toBe(`attachment; filename="${fileName}"`);
    const text = await pdfText(answer.body);
    for (const expected of [
      'Credit Note',
      'Startwise Business Services Private Limited',
      'GSTIN: 29AAKCS4821M1ZS',
      `Credit Note No.: ${refunded.creditNote.number}`,
      'Credit Note Date:',
      `Against Invoice No.: ${transaction.invoiceNumber} dated`,
      'Verma Foods Private Limited',
      'GSTIN: 29AABCV1234F1ZK',
      'Place of Supply: Karnataka (29)',
      'Reverse Charge: No',
      `Refund Reference: ${refunded.razorpayRefundId} / ${transaction.razorpayPaymentId}`,
      '1 Trademark Registration 998213 1 4,237.29 9% 381.36 9% 381.35 5,000.00',
      'CGST @ 9%',
      'SGST @ 9%',
      'Total credited (incl. GST)',
      '₹5,000.00',
      'Rupees Five Thousand Only',
      'We declare that this credit note shows the actual price of the services described',
      'Authorised Signatory',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('IGST');

    const pdf = await pdfStructure(answer.body);
    expect(pdf.check.output).toContain('No syntax or stream encoding errors found');
    expect(pdf.check.passed).toBe(true);
    expect(pdf.title).toBe(`Credit Note ${refunded.creditNote.number}`);
    expect(pdf.language).toBe('en-IN');
    for (const type of ['/Document', '/H1', '/Table', '/TH', '/TD']) expect(pdf.structureTypes).toContain(type);

    // The rest of the payment: the second credit note takes what is left of each figure.
    const rest = await refund(transaction.id, 999_900);
    const restText = await pdfText((await customer.get(`/payment/credit-note/${rest.id}`)).body);
    expect(restText).toContain('1 Trademark Registration 998213 1 8,473.73 9% 762.63 9% 762.64 9,999.00');
    // (The words wrap after a hyphen in the narrow column: the reader's text shows 'Ninety- Nine'.)
    expect(restText.replaceAll('- ', '-')).toContain('Rupees Nine Thousand Nine Hundred Ninety-Nine Only');
    // The invoice still stands, and its legacy `?type=credit-note` gives the latest credit note.
    expect((await customer.get(`/payment/invoice/${transaction.id}`)).status).toBe(200);
    const latest = await pdfText((await customer.get(`/payment/invoice/${transaction.id}?type=credit-note`)).body);
    expect(latest).toContain(`Credit Note No.: ${rest.creditNote.number}`);
  });

  it('reverses IGST for a customer in another state', async () => {
    const customer = await signIn(shop.server);
    await customer.put('/users/update-billing', { state: 'Maharashtra', gstin: '27AAPFV7788K1ZY' });
    const transaction = await paidTransaction(shop.server, customer, shop.slug);
    const refunded = await refund(transaction.id, 1_499_900);
    const pdf = (await customer.get(`/payment/credit-note/${refunded.id}`)).body;
    const text = await pdfText(pdf);
    expect(text).toContain('Place of Supply: Maharashtra (27)');
    expect(text).toContain('1 Trademark Registration 998213 1 12,711.02 18% 2,287.98 14,999.00');
    expect(text).toContain('IGST @ 18%');
    expect(text).toContain('Rupees Fourteen Thousand Nine Hundred Ninety-Nine Only');
    expect(text).not.toContain('CGST');
    expect((await pdfStructure(pdf)).check.passed).toBe(true);
  });

  it('gives a credit note to its owner only, once the refund is processed; staff download it too', async () => {
    const owner: Customer = await signIn(shop.server);
    const stranger = await signIn(shop.server);
    const transaction = await paidTransaction(shop.server, owner, shop.slug);
    const sandbox = sandboxOf(shop.server);
    sandbox.refunds.configure({ held: true });
    const pending = (await admin.refund(transaction.id, { amountPaise: 100_000, reason: 'Held' })).body.data.refund;
    const early = await owner.get(`/payment/credit-note/${pending.id}`);
    expect(early.status).toBe(409);
    expect(early.body.message).toBe('A credit note is issued once the refund is processed');
    sandbox.refunds.configure({ held: false });
    await settleRefunds(shop.server);

    expect((await owner.get(`/payment/credit-note/${pending.id}`)).status).toBe(200);
    const hidden = await stranger.get(`/payment/credit-note/${pending.id}`);
    expect(hidden.status).toBe(404);
    expect(hidden.body).toEqual({ success: false, message: 'Credit note not found' });
    expect((await owner.get(`/payment/credit-note/${randomUUID()}`)).status).toBe(404);

    const staffCopy = await admin.get(`/admin/transactions/${transaction.id}/refunds/${pending.id}/credit-note`);
    expect(staffCopy.status).toBe(200);
    expect(staffCopy.headers.get('content-type')).toBe('application/pdf');
    expect((await admin.get(`/admin/transactions/${randomUUID()}/refunds/${pending.id}/credit-note`)).status).toBe(404);
  });
});
