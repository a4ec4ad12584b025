import { describe, expect, it } from 'vitest';
import { createApiClient, downloadInvoice } from '../src';
import { fileTestServer } from './support/file-test-server';
import { closedPortBaseUrl, fail } from './support/test-server';

const server = fileTestServer();

const transactionId = '5f0c6f1e-2f43-4c55-9a53-6a3f3c1e8b20';
const invoicePath = `/payment/invoice/${transactionId}`;
const pdf = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n');

describe('downloadInvoice', () => {
  it('returns the PDF as a Blob named invoice-{id}.pdf, sent with the bearer token', async () => {
    server.route('GET', invoicePath, {
      raw: pdf,
      headers: {
        'Content-Type': 'application/pdf',
        'Content-Disposition': `attachment; filename="invoice-${transactionId}.pdf"`,
      },
    });
    const api = createApiClient({ baseUrl: server.baseUrl, getToken: () => 'access-1' });

    const { blob, fileName } = await downloadInvoice(api, transactionId);

    expect(fileName).toBe(`invoice-${transactionId}.pdf`);
    expect(blob).toBeInstanceOf(Blob);
    expect(blob.type).toBe('application/pdf');
    expect(Buffer.from(await blob.arrayBuffer())).toEqual(pdf);
    const [request] = server.received('GET', invoicePath);
    expect(request?.headers.authorization).toBe('Bearer access-1');
    expect([...(request?.query ?? [])]).toEqual([]);
  });

  it('passes the document options as query parameters', async () => {
    server.route('GET', invoicePath, { raw: pdf, headers: { 'Content-Type': 'application/pdf' } });
    const api = createApiClient({ baseUrl: server.baseUrl, getToken: () => 'access-1' });

    await downloadInvoice(api, transactionId, {
      type: 'credit-note',
      includeCompanyDetails: false,
      includeServiceDetails: true,
    });

    const [request] = server.received('GET', invoicePath);
    expect(Object.fromEntries(request?.query ?? [])).toEqual({
      type: 'credit-note',
      includeCompanyDetails: 'false',
      includeServiceDetails: 'true',
    });
  });

  it('carries the server message when the invoice cannot be made', async () => {
    server.route('GET', invoicePath, fail(409, 'Invoices are available for successful payments only'));
    const api = createApiClient({ baseUrl: server.baseUrl, getToken: () => 'access-1' });

    await expect(downloadInvoice(api, transactionId)).rejects.toMatchObject({
      status: 409,
      message: 'Invoices are available for successful payments only',
    });
  });

  it("falls back to 'Failed to download invoice' when the server gives no message", async () => {
    server.route('GET', invoicePath, { status: 404, raw: '' });
    const api = createApiClient({ baseUrl: server.baseUrl, getToken: () => 'access-1' });

    await expect(downloadInvoice(api, transactionId)).rejects.toMatchObject({
      status: 404,
      message: 'Failed to download invoice',
      toastMessage: 'Failed to download invoice',
    });
  });

  it('follows the catalogue for server and network failures', async () => {
    server.route('GET', invoicePath, fail(500, 'PDF renderer crashed'));
    const api = createApiClient({ baseUrl: server.baseUrl, getToken: () => 'access-1' });
    const offline = createApiClient({ baseUrl: await closedPortBaseUrl(), getToken: () => 'access-1' });

    await expect(downloadInvoice(api, transactionId)).rejects.toMatchObject({
      status: 500,
      message: 'A server error occurred. Please try again later.',
    });
    await expect(downloadInvoice(offline, transactionId)).rejects.toMatchObject({
      status: 0,
      message: 'Network error. Please check your connection and try again.',
    });
  });

  it('refreshes an expired session and still delivers the PDF', async () => {
    server.route('GET', invoicePath, (request) =>
      request.headers.authorization === 'Bearer new'
        ? { raw: pdf, headers: { 'Content-Type': 'application/pdf' } }
        : fail(401, 'Session expired'),
    );
    server.route('POST', '/users/refresh-token', {
      json: { success: true, data: { token: 'new', refreshToken: 'r2' } },
    });
    const api = createApiClient({
      baseUrl: server.baseUrl,
      getToken: () => 'old',
      getRefreshToken: () => 'r1',
    });

    const { blob } = await downloadInvoice(api, transactionId);

    expect(Buffer.from(await blob.arrayBuffer())).toEqual(pdf);
  });
});
