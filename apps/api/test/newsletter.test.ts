import { describe, expect, it, vi } from 'vitest';
import { type MailSink, startMailSink } from './support/mail-sink.js';
import { openForBlock } from './support/open-for-block.js';
import { browser, startPaymentsServer } from './support/payments-fixtures.js';
import { drivers, startTestServer, type TestServer } from './support/test-server.js';

interface DevMail {
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
}

/** The mails to `email` in the development mailbox (/dev/mailbox.json), once `expected` have arrived. */
async function devMailboxOf(server: TestServer, email: string, expected = 1): Promise<DevMail[]> {
  return vi.waitFor(
    async () => {
      const answer = await fetch(`${server.baseUrl}/dev/mailbox.json?to=${encodeURIComponent(email)}`);
      const { messages } = (await answer.json()) as { messages: DevMail[] };
      expect(messages).toHaveLength(expected);
      return messages;
    },
    { timeout: 10_000, interval: 50 },
  );
}

/** The https (here http) address of a List-Unsubscribe header: the first <...> of the list. */
const unsubscribeUrlIn = (header: string | undefined) => /^<(https?:[^>]+)>/.exec(header ?? '')?.[1] as string;

/** A mail client's RFC 8058 one-click POST (or the confirmation page's form): the address from the header. */
const postOneClick = (url: string) =>
  fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'List-Unsubscribe=One-Click',
  });

describe.each(drivers)('newsletter on %s', (driver) => {
  const server = openForBlock(() => startPaymentsServer(driver));

  it('subscribes and unsubscribes idempotently, comparing addresses case-insensitively', async () => {
    const visitor = browser(server.current);
    const email = `Reader.${Date.now()}@Example.IN`;
    expect((await visitor.get(`/newsletter/status/${encodeURIComponent(email)}`)).body.data).toEqual({
      subscribed: false,
    });
    const first = await visitor.post('/newsletter/subscribe', { email: `  ${email}  ` });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({
      success: true,
      message: 'Successfully subscribed to the newsletter!',
      data: { subscribed: true },
    });
    expect((await visitor.post('/newsletter/subscribe', { email: email.toLowerCase() })).body.data.subscribed).toBe(
      true,
    );
    expect((await visitor.get(`/newsletter/status/${encodeURIComponent(email.toUpperCase())}`)).body.data).toEqual({
      subscribed: true,
    });
    const left = await visitor.post('/newsletter/unsubscribe', { email });
    expect(left.body.message).toBe('Successfully unsubscribed from the newsletter');
    expect((await visitor.post('/newsletter/unsubscribe', { email })).status).toBe(200);
    expect((await visitor.get(`/newsletter/status/${encodeURIComponent(email)}`)).body.data.subscribed).toBe(false);
  });

  it('answers the newsletter page’s messages for blank and malformed addresses', async () => {
    const visitor = browser(server.current);
    const blank = await visitor.post('/newsletter/subscribe', { email: '  ' });
    expect(blank.status).toBe(422);
    expect(blank.body.errors).toEqual([{ field: 'email', message: 'Please enter your email address' }]);
    const malformed = await visitor.get('/newsletter/status/not-an-address');
    expect(malformed.status).toBe(422);
    expect(malformed.body.errors[0].message).toBe('Please enter a valid email address');
  });

  it('limits how often one client can change subscriptions', async () => {
    const visitor = browser(server.current);
    const answers = [];
    for (let i = 0; i < 11; i += 1) answers.push(await visitor.post('/newsletter/subscribe', { email: `r${i}@ex.in` }));
    expect(answers.slice(0, 10).every((answer) => answer.status === 200)).toBe(true);
    const refused = answers[10];
    expect(refused?.status).toBe(429);
    expect(refused?.body.retryAfter).toBeGreaterThan(0);
    expect(refused?.headers.get('retry-after')).toBeTruthy();
  });

  it('mails each new subscriber a confirmation whose List-Unsubscribe POST unsubscribes them', async () => {
    const visitor = browser(server.current);
    const email = `one.click.${Date.now()}@example.in`;
    expect((await visitor.post('/newsletter/subscribe', { email })).status).toBe(200);

    const [mail] = await devMailboxOf(server.current, email);
    expect(mail?.subject).toBe('You are subscribed to the Startwise newsletter');
    expect(mail?.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const link = unsubscribeUrlIn(mail?.headers['List-Unsubscribe']);
    const { publicUrl } = server.current.config;
    expect(link).toMatch(new RegExp(`^${publicUrl}/api/newsletter/one-click\\?token=[0-9a-f]{64}$`));
    expect(mail?.headers['List-Unsubscribe']).toBe(`<${link}>, <mailto:support@startwise.in?subject=Unsubscribe>`);
    // The same link sits in the mail's footer, under the newsletter page's promise.
    expect(mail?.text).toContain(`We respect your privacy. Unsubscribe at any time: ${link}`);
    expect(mail?.html).toContain(`<a href="${link}"`);
    // PUBLIC_URL is where customers reach this server; the test server listens on a port of its own.
    const url = link.replace(publicUrl, server.current.baseUrl);

    // A GET (a mail scanner, or the reader opening the link) only asks.
    const page = await fetch(url);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = await page.text();
    expect(html).toContain('<h1>Unsubscribe from the newsletter?</h1>');
    expect(html).toContain('<button type="submit">Unsubscribe</button>');
    expect((await visitor.get(`/newsletter/status/${encodeURIComponent(email)}`)).body.data.subscribed).toBe(true);

    const posted = await postOneClick(url);
    expect(posted.status).toBe(200);
    expect(await posted.text()).toContain('<h1>Successfully unsubscribed from the newsletter</h1>');
    expect((await visitor.get(`/newsletter/status/${encodeURIComponent(email)}`)).body.data.subscribed).toBe(false);
    // Mail clients may post again, and as multipart/form-data: still a 200, still unsubscribed.
    const form = new FormData();
    form.append('List-Unsubscribe', 'One-Click');
    expect((await fetch(url, { method: 'POST', body: form })).status).toBe(200);
    expect(await (await fetch(url)).text()).toContain('Successfully unsubscribed from the newsletter');

    // Subscribing again sends a new confirmation whose link (the same secret) works again.
    await visitor.post('/newsletter/subscribe', { email });
    const mails = await devMailboxOf(server.current, email, 2);
    expect(new Set(mails.map((each) => unsubscribeUrlIn(each.headers['List-Unsubscribe'])))).toEqual(new Set([link]));
    expect((await postOneClick(url)).status).toBe(200);
    expect((await visitor.get(`/newsletter/status/${encodeURIComponent(email)}`)).body.data.subscribed).toBe(false);
  });

  it('mails no second confirmation to an address that is still subscribed', async () => {
    const visitor = browser(server.current);
    const email = `twice.${Date.now()}@example.in`;
    await visitor.post('/newsletter/subscribe', { email });
    await devMailboxOf(server.current, email, 1);
    expect((await visitor.post('/newsletter/subscribe', { email: email.toUpperCase() })).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 300));
    await devMailboxOf(server.current, email, 1);
  });

  it('answers 404 for an unknown token and 400 for a malformed one; form bodies stay refused elsewhere', async () => {
    const unknown = `${server.current.baseUrl}/api/newsletter/one-click?token=${'0'.repeat(64)}`;
    for (const answer of [await fetch(unknown), await postOneClick(unknown)]) {
      expect(answer.status).toBe(404);
      expect(await answer.json()).toEqual({ success: false, message: 'This unsubscribe link is not valid' });
    }
    const malformed = await fetch(`${server.current.baseUrl}/api/newsletter/one-click?token=x'%3E`);
    expect(malformed.status).toBe(400);
    const missing = await postOneClick(`${server.current.baseUrl}/api/newsletter/one-click`);
    expect(missing.status).toBe(400);
    // Only the one-click routes read form bodies.
    const form = await fetch(`${server.current.baseUrl}/api/newsletter/subscribe`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'email=a%40b.in',
    });
    expect(form.status).toBe(415);
  });
});

describe.each(drivers)('newsletter mail over SMTP on %s', (driver) => {
  const sink = openForBlock<MailSink>(() => startMailSink());
  const server = openForBlock(() =>
    startTestServer(driver, { SMTP_URL: sink.current.url }, { mail: { pollMs: 50, retryBaseMs: 100 } }),
  );

  it('sends the List-Unsubscribe and List-Unsubscribe-Post header fields on the wire', async () => {
    const email = `smtp.reader.${Date.now()}@example.in`;
    expect((await browser(server.current).post('/newsletter/subscribe', { email })).status).toBe(200);
    const mail = await sink.current.nextMailTo(email);
    // Header fields as the receiving server sees them: long ones may be folded (RFC 5322), so unfold first.
    const head = mail.raw.slice(0, mail.raw.search(/\r?\n\r?\n/)).replace(/\r?\n[ \t]+/g, ' ');
    const field = (name: string) => new RegExp(`^${name}: (.*)$`, 'im').exec(head)?.[1];
    expect(field('List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    const link = unsubscribeUrlIn(field('List-Unsubscribe'));
    expect(field('List-Unsubscribe')).toBe(`<${link}>, <mailto:support@startwise.in?subject=Unsubscribe>`);
    const url = link.replace(server.current.config.publicUrl, server.current.baseUrl);
    expect((await postOneClick(url)).status).toBe(200);
    const status = await browser(server.current).get(`/newsletter/status/${encodeURIComponent(email)}`);
    expect(status.body.data.subscribed).toBe(false);
  });
});
