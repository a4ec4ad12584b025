import { describe, expect, it } from 'vitest';
import { createApiClient, exportNewsletterSubscribers } from '../src';
import { fileTestServer } from './support/file-test-server';
import { fail } from './support/test-server';

const server = fileTestServer();
const exportPath = '/admin/newsletter/subscribers/export';
const csv =
  'email,status,created_at,updated_at\r\nreader@example.in,subscribed,2026-11-20T10:00:00.000Z,2026-11-20T10:00:00.000Z\r\n';

describe('exportNewsletterSubscribers', () => {
  it("returns the CSV under the server's file name, asked with the filters and the staff token", async () => {
    server.route('GET', exportPath, {
      raw: Buffer.from(csv),
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': 'attachment; filename="newsletter-subscribers-2026-11-25.csv"',
      },
    });
    const api = createApiClient({ baseUrl: server.baseUrl, getToken: () => 'staff-1' });

    const { blob, fileName } = await exportNewsletterSubscribers(api, { q: 'reader', status: 'subscribed' });

    expect(fileName).toBe('newsletter-subscribers-2026-11-25.csv');
    expect(await blob.text()).toBe(csv);
    const [request] = server.received('GET', exportPath);
    expect(request?.headers.authorization).toBe('Bearer staff-1');
    expect(Object.fromEntries(request?.query ?? [])).toEqual({ q: 'reader', status: 'subscribed' });
  });

  it('names the file itself when the server gives no name', async () => {
    server.route('GET', exportPath, { raw: Buffer.from(csv), headers: { 'Content-Type': 'text/csv' } });
    const api = createApiClient({ baseUrl: server.baseUrl, getToken: () => 'staff-1' });

    await expect(exportNewsletterSubscribers(api, {})).resolves.toMatchObject({
      fileName: 'newsletter-subscribers.csv',
    });
  });

  it("carries the server's refusal", async () => {
    server.route('GET', exportPath, fail(403, 'You do not have permission to perform this action'));
    const api = createApiClient({ baseUrl: server.baseUrl, getToken: () => 'staff-1' });

    await expect(exportNewsletterSubscribers(api, {})).rejects.toMatchObject({ status: 403 });
  });
});
