import { describe, expect, it } from 'vitest';
import { createApiClient, downloadCreditNote } from '../src';
import { fileTestServer } from './support/file-test-server';
import { fail } from './support/test-server';

const server = fileTestServer();

const creditNote = { id: '3f2e1d0c-9b8a-4c7d-8e6f-5a4b3c2d1e0f', number: 'CN/2026-27/00007' };
const path = `/payment/credit-note/${creditNote.id}`;
const pdf = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n');

describe('downloadCreditNote', () => {
  it('returns the PDF named after the credit note’s number, sent with the bearer token', async () => {
    server.route('GET', path, { raw: pdf, headers: { 'Content-Type': 'application/pdf' } });
    const api = createApiClient({ baseUrl: server.baseUrl, getToken: () => 'access-1' });

    const { blob, fileName } = await downloadCreditNote(api, creditNote);

    expect(fileName).toBe('credit-note-CN-2026-27-00007.pdf');
    expect(Buffer.from(await blob.arrayBuffer())).toEqual(pdf);
    const [request] = server.received('GET', path);
    expect(request?.headers.authorization).toBe('Bearer access-1');
  });

  it('carries the server message when the credit note is not issued yet', async () => {
    server.route('GET', path, fail(409, 'A credit note is issued once the refund is processed'));
    const api = createApiClient({ baseUrl: server.baseUrl, getToken: () => 'access-1' });

    await expect(downloadCreditNote(api, creditNote)).rejects.toMatchObject({
      status: 409,
      message: 'A credit note is issued once the refund is processed',
    });
  });
});
