import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEvents } from '../src/modules/audit/tables.js';
import { openForBlock } from './support/open-for-block.js';
import { browser, startPaymentsServer } from './support/payments-fixtures.js';
import { staffTokenFor } from './support/staff-fixtures.js';
import { drivers } from './support/test-server.js';

interface Subscriber {
  email: string;
  subscribed: boolean;
}

describe.each(drivers)('the back office’s newsletter list on %s', (driver) => {
  const server = openForBlock(() => startPaymentsServer(driver));

  /** Subscribes each address from a browser of its own (the form's change limit is per client). */
  async function subscribeAll(emails: string[]) {
    for (const email of emails) {
      expect((await browser(server.current).post('/newsletter/subscribe', { email })).status).toBe(200);
    }
  }

  it('lists, searches and pages subscriptions, most recently changed first, with counts', async () => {
    const admin = browser(server.current, (await staffTokenFor(server.current, 'admin')).token);
    const tag = randomUUID().slice(0, 8);
    const emails = ['a', 'b', 'c'].map((name) => `${name}.${tag}@example.in`);
    await subscribeAll(emails);
    await browser(server.current).post('/newsletter/unsubscribe', { email: emails[1] });
    const list = async (query: string) => {
      const answer = await admin.get(`/admin/newsletter/subscribers?q=${tag}${query}`);
      expect(answer.status).toBe(200);
      return answer.body.data;
    };
    const emailsOf = (data: { subscribers: Subscriber[] }) => data.subscribers.map((row) => row.email);

    const all = await list('');
    expect(emailsOf(all)).toEqual([emails[1], emails[2], emails[0]]);
    expect(all.subscribers[0]).toEqual({
      email: emails[1],
      subscribed: false,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect(all.counts.subscribed).toBeGreaterThanOrEqual(2);
    expect(all.counts.unsubscribed).toBeGreaterThanOrEqual(1);
    expect(emailsOf(await list('&status=subscribed'))).toEqual([emails[2], emails[0]]);
    expect(emailsOf(await list('&status=unsubscribed'))).toEqual([emails[1]]);
    expect(
      emailsOf(await admin.get(`/admin/newsletter/subscribers?q=B.${tag.toUpperCase()}`).then((a) => a.body.data)),
    ).toEqual([emails[1]]);
    const page = await list('&limit=2&page=2');
    expect(emailsOf(page)).toEqual([emails[0]]);
    expect(page.pagination).toEqual({ total: 3, page: 2, limit: 2, pages: 2 });

    const operator = browser(server.current, (await staffTokenFor(server.current, 'operator')).token);
    expect((await operator.get('/admin/newsletter/subscribers')).status).toBe(403);
  });

  it('unsubscribes an address on request, auditing it once; an unknown address is 404', async () => {
    const member = await staffTokenFor(server.current, 'admin');
    const admin = browser(server.current, member.token);
    const email = `asked.${randomUUID().slice(0, 8)}@example.in`;
    await subscribeAll([email]);

    const answer = await admin.post('/admin/newsletter/unsubscribe', { email: ` ${email.toUpperCase()} ` });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ message: 'Unsubscribed', data: { subscriber: { email, subscribed: false } } });
    expect((await browser(server.current).get(`/newsletter/status/${email}`)).body.data.subscribed).toBe(false);
    expect((await admin.post('/admin/newsletter/unsubscribe', { email })).status).toBe(200);
    const audit = await server.current.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entity, 'newsletter_subscription'), eq(auditEvents.entityId, email)));
    expect(audit.map((row) => [row.action, row.staffId, row.before, row.after])).toEqual([
      ['newsletter.unsubscribe', member.id, { subscribed: true }, { subscribed: false }],
    ]);

    const unknown = await admin.post('/admin/newsletter/unsubscribe', { email: `nobody.${email}` });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ success: false, message: 'No subscription for this address' });
    const malformed = await admin.post('/admin/newsletter/unsubscribe', { email: 'not-an-address' });
    expect(malformed.status).toBe(422);
    expect(malformed.body.errors).toEqual([{ field: 'email', message: 'Please enter a valid email address' }]);
  });

  it('exports the filtered list as CSV, quoting and defusing cells a spreadsheet would run', async () => {
    const admin = browser(server.current, (await staffTokenFor(server.current, 'admin')).token);
    const tag = randomUUID().slice(0, 8);
    const formula = `=hyperlink("http://e.in/${tag}","x")@example.in`;
    const plus = `+${tag}@example.in`;
    const minus = `-2+3.${tag}@example.in`;
    const plain = `plain.${tag}@example.in`;
    await subscribeAll([formula, plus, minus, plain]);
    await browser(server.current).post('/newsletter/unsubscribe', { email: plain });

    const answer = await admin.get(`/admin/newsletter/subscribers/export?q=${tag}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(answer.headers.get('content-disposition')).toMatch(
      /^attachment; filename="newsletter-subscribers-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = (answer.body as Buffer).toString('utf8').split('\r\n');
    expect(lines[0]).toBe('email,status,created_at,updated_at');
    const iso = '\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}\\.\\d{3}Z';
    const row = (cell: string, status: string) => new RegExp(`^${escapeRegExp(cell)},${status},${iso},${iso}$`);
    expect(lines.slice(1)).toEqual([
      expect.stringMatching(row(`"'=hyperlink(""http://e.in/${tag}"",""x"")@example.in"`, 'subscribed')),
      expect.stringMatching(row(`'${plus}`, 'subscribed')),
      expect.stringMatching(row(`'${minus}`, 'subscribed')),
      expect.stringMatching(row(plain, 'unsubscribed')),
      '',
    ]);

    const onlyLeft = await admin.get(`/admin/newsletter/subscribers/export?q=${tag}&status=unsubscribed`);
    expect((onlyLeft.body as Buffer).toString('utf8').split('\r\n').slice(1, -1)).toEqual([
      expect.stringMatching(row(plain, 'unsubscribed')),
    ]);
    const operator = browser(server.current, (await staffTokenFor(server.current, 'operator')).token);
    expect((await operator.get('/admin/newsletter/subscribers/export')).status).toBe(403);
  });
});

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
