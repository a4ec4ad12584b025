import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { apiClient, createTestClock, newCustomer, startAccountsServer } from './support/accounts-client.js';
import { codeIn, startMailSink } from './support/mail-sink.js';
import { openForBlock } from './support/open-for-block.js';
import { drivers, startTestServer } from './support/test-server.js';

/** A loopback port with nothing listening on it (yet). */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

/** These tests start their own server, which takes a while on a busy machine. */
const SERVER_STARTING_TEST_TIMEOUT = 90_000;

describe.each(drivers)('mail on %s', (driver) => {
  it(
    'registers while the SMTP server is down, and delivers the code once it is back',
    async () => {
      const port = await freePort();
      const server = await startTestServer(
        driver,
        { SMTP_URL: `smtp://127.0.0.1:${port}` },
        { accounts: { scryptCost: { N: 2 ** 10, r: 8, p: 1 } }, mail: { pollMs: 100, retryBaseMs: 200 } },
      );
      try {
        const client = apiClient(server);
        const customer = newCustomer();
        const registered = await client.post('/users/register', customer);
        expect(registered.status).toBe(201);
        expect(registered.body.message).toBe('Verification code sent to your email');

        await new Promise((resolve) => setTimeout(resolve, 500));
        const sink = await startMailSink(port);
        try {
          const mail = await sink.nextMailTo(customer.email, 15_000);
          const verified = await client.post('/users/verify-email', { email: customer.email, otp: codeIn(mail) });
          expect(verified.status).toBe(200);
        } finally {
          await sink.close();
        }
      } finally {
        await server.close();
      }
    },
    SERVER_STARTING_TEST_TIMEOUT,
  );

  describe('without SMTP_URL (the local mailbox)', () => {
    const server = openForBlock(() => startAccountsServer(driver, undefined, createTestClock()));

    async function mailboxFor(email: string) {
      for (let i = 0; i < 50; i++) {
        const response = await fetch(`${server.current.baseUrl}/dev/mailbox.json?to=${encodeURIComponent(email)}`);
        const { messages } = (await response.json()) as { messages: { subject: string; text: string }[] };
        if (messages.length > 0) return messages;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error(`no mail for ${email}`);
    }

    it('keeps mail in the mailbox, readable as JSON for browser tests and as a page for people', async () => {
      const customer = newCustomer();
      await apiClient(server.current).post('/users/register', customer);
      const [mail] = await mailboxFor(customer.email);
      const code = /^(\d{6}) is your Startwise verification code$/.exec(mail?.subject ?? '')?.[1];
      expect(code).toMatch(/^\d{6}$/);

      const page = await fetch(`${server.current.baseUrl}/dev/mailbox`);
      expect(page.status).toBe(200);
      expect(page.headers.get('content-type')).toContain('text/html');
      const html = await page.text();
      expect(html).toContain('<html lang="en">');
      expect(html).toContain('<h1>Development mailbox</h1>');
      expect(html).toContain(`${code} is your Startwise verification code`);
      expect(html).toContain(customer.email);
    });

    it('lists the newest mail first', async () => {
      const first = newCustomer();
      const second = newCustomer();
      await apiClient(server.current).post('/users/register', first);
      await mailboxFor(first.email);
      await apiClient(server.current).post('/users/register', second);
      await mailboxFor(second.email);
      const { messages } = (await (await fetch(`${server.current.baseUrl}/dev/mailbox.json`)).json()) as {
        messages: { to: string }[];
      };
      expect(messages.findIndex((m) => m.to === second.email)).toBeLessThan(
        messages.findIndex((m) => m.to === first.email),
      );
    });
  });

  it(
    'has no mailbox pages in production',
    async () => {
      const server = await startTestServer(driver, {
        NODE_ENV: 'production',
        JWT_SECRET: 'x'.repeat(48),
        RAZORPAY_KEY_ID: 'rzp_test_mailbox',
        RAZORPAY_KEY_SECRET: 'not-used-by-this-test',
      });
      try {
        // The paths fall through to the storefront's pages like any unknown path.
        expect(await (await fetch(`${server.baseUrl}/dev/mailbox`)).text()).not.toContain('Development mailbox');
        expect((await fetch(`${server.baseUrl}/dev/mailbox.json`)).headers.get('content-type')).not.toContain('json');
      } finally {
        await server.close();
      }
    },
    SERVER_STARTING_TEST_TIMEOUT,
  );

  it(
    'has no mailbox pages when mail goes to a real SMTP server',
    async () => {
      const server = await startTestServer(driver, { SMTP_URL: 'smtp://127.0.0.1:9' });
      try {
        expect((await fetch(`${server.baseUrl}/dev/mailbox.json`)).headers.get('content-type')).not.toContain('json');
      } finally {
        await server.close();
      }
    },
    SERVER_STARTING_TEST_TIMEOUT,
  );
});
