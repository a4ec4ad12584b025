import { describe, expect, it } from 'vitest';
import {
  createApiClient,
  downloadAdminCreditNote,
  exportAdminTransactions,
  refundTransaction,
  STAFF_SESSION,
} from '../src';
import { fileTestServer } from './support/file-test-server';
import { fail, ok } from './support/test-server';

const server = fileTestServer();
const staffApi = () =>
  createApiClient({ baseUrl: server.baseUrl, session: STAFF_SESSION, getToken: () => 'staff-access' });

const transactionId = '9e8d7c6b-5a4f-4e3d-8c2b-1a0f9e8d7c6b';
const refundId = '3f2e1d0c-9b8a-4c7d-8e6f-5a4b3c2d1e0f';
const refundsPath = `/admin/transactions/${transactionId}/refunds`;
const body = { amountPaise: 500_000, reason: 'Changed plans', speed: 'normal' as const };
const KEY = 'b1d7c5e2-3f4a-4b6c-8d9e-0a1b2c3d4e5f';

describe('refundTransaction', () => {
  it('sends the Idempotency-Key and the body, and says which answer came back', async () => {
    for (const [status, outcome] of [
      [201, 'made'],
      [200, 'repeated'],
      [202, 'unconfirmed'],
    ] as const) {
      server.route('POST', refundsPath, { ...ok({ refund: { id: refundId }, transaction: {} }, 'Done'), status });
      const answer = await refundTransaction(staffApi(), transactionId, body, KEY);
      expect(answer).toMatchObject({ outcome, message: 'Done', refund: { id: refundId } });
    }
    const sent = server.received('POST', refundsPath);
    expect(sent.map((request) => request.headers['idempotency-key'])).toEqual([KEY, KEY, KEY]);
    expect(JSON.parse(sent[0]?.body.toString() ?? '')).toEqual(body);
    expect(sent[0]?.headers.authorization).toBe('Bearer staff-access');
  });

  it("rejects with the server's 422 and 409 words, field errors included", async () => {
    server.route(
      'POST',
      refundsPath,
      fail(422, 'At most ₹9,999.00 can be refunded', [{ field: 'amountPaise', message: 'At most ₹9,999.00' }]),
    );
    await expect(refundTransaction(staffApi(), transactionId, body, KEY)).rejects.toMatchObject({
      status: 422,
      message: 'At most ₹9,999.00 can be refunded',
      fieldErrors: { amountPaise: 'At most ₹9,999.00' },
    });
    server.route('POST', refundsPath, fail(409, 'This payment has been refunded in full'));
    await expect(refundTransaction(staffApi(), transactionId, body, KEY)).rejects.toMatchObject({ status: 409 });
  });
});

describe('downloadAdminCreditNote', () => {
  it("fetches the PDF with the staff token and names it by the credit note's number", async () => {
    const path = `/admin/transactions/${transactionId}/refunds/${refundId}/credit-note`;
    server.route('GET', path, { raw: '%PDF-1.7\n%%EOF\n', headers: { 'Content-Type': 'application/pdf' } });
    const file = await downloadAdminCreditNote(staffApi(), transactionId, {
      id: refundId,
      creditNote: { number: 'CN/2026-27/00007' },
    });
    expect(file.fileName).toBe('credit-note-CN-2026-27-00007.pdf');
    expect(await file.blob.text()).toContain('%PDF-1.7');
    expect(server.received('GET', path)[0]?.headers.authorization).toBe('Bearer staff-access');
  });
});

describe('exportAdminTransactions', () => {
  const path = '/admin/transactions/export';

  it('asks with the filters and keeps the name the server gives', async () => {
    server.route('GET', path, {
      raw: 'created_at,transaction_id\r\n',
      headers: {
        'Content-Type': 'text/csv',
        'Content-Disposition': 'attachment; filename="transactions-2026-11-25.csv"',
      },
    });
    const file = await exportAdminTransactions(staffApi(), { status: 'partly-refunded', amountMin: 100, q: 'asha' });
    expect(file.fileName).toBe('transactions-2026-11-25.csv');
    expect(await file.blob.text()).toBe('created_at,transaction_id\r\n');
    const query = server.received('GET', path)[0]?.query;
    expect(Object.fromEntries(query ?? [])).toEqual({ status: 'partly-refunded', amountMin: '100', q: 'asha' });
  });

  it("carries the server's message when refused", async () => {
    server.route('GET', path, fail(400, 'amountMin must be a whole number'));
    await expect(exportAdminTransactions(staffApi(), {})).rejects.toMatchObject({
      status: 400,
      message: 'amountMin must be a whole number',
    });
  });
});
