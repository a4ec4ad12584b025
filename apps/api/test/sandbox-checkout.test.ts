/// <reference lib="dom" />
import { type Browser as Chromium, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Customer, createService, sandboxOf, signIn, startPaymentsServer } from './support/payments-fixtures.js';
import type { TestServer } from './support/test-server.js';

const FIELDS = [{ name: 'companyName', label: 'Company name', type: 'text' as const, required: true }];

/** The sandbox's drop-in checkout.js in Debian's Chromium, under the storefront's Content-Security-Policy. */
describe('the sandbox checkout dialog in a browser', () => {
  let server: TestServer;
  let browser: Chromium;
  let customer: Customer;
  let slug: string;
  let page: Page;
  const cspViolations: string[] = [];

  beforeAll(async () => {
    server = await startPaymentsServer('pglite');
    ({ slug } = await createService(server, { fields: FIELDS, price: 4999 }));
    customer = await signIn(server);
    browser = await chromium.launch({
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--headless',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    });
    page = await browser.newPage();
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) cspViolations.push(message.text());
    });
    await page.goto(`${server.baseUrl}/`);
    const config = (await customer.get('/config')).body.data;
    await page.addScriptTag({ url: config.checkoutScriptUrl });
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  async function openCheckout() {
    const submitted = await customer.submit(slug, { companyName: 'Acme' });
    const order = (await customer.post('/payment/create-order', { submissionId: submitted.body.data.submissionId }))
      .body.data;
    await page.evaluate(
      (options) => {
        const w = window as unknown as Record<string, unknown> & {
          Razorpay: new (o: unknown) => { open(): void; on(e: string, cb: (r: { error: unknown }) => void): void };
        };
        w.outcome = {};
        const outcome = w.outcome as Record<string, unknown>;
        const checkout = new w.Razorpay({
          ...options,
          name: 'Startwise',
          theme: { color: '#0f766e' },
          handler: (response: unknown) => {
            outcome.success = response;
          },
          modal: {
            ondismiss: () => {
              outcome.dismissed = true;
            },
          },
        });
        checkout.on('payment.failed', (response) => {
          outcome.failed = response.error;
        });
        checkout.open();
      },
      {
        key: order.key_id,
        order_id: order.order.id,
        amount: order.order.amount,
        currency: order.order.currency,
        prefill: order.prefill,
      },
    );
    return order;
  }

  const outcome = (key: string) =>
    page
      .waitForFunction((k) => (window as unknown as { outcome: Record<string, unknown> }).outcome[k], key)
      .then((handle) => handle.jsonValue());

  it('shows a labelled modal dialog with focus inside, trapped, and labelled inputs', async () => {
    await openCheckout();
    const dialog = page.getByRole('dialog', { name: 'Startwise (payment sandbox)' });
    expect(await dialog.getAttribute('aria-modal')).toBe('true');
    expect(await dialog.getAttribute('aria-describedby')).toBeTruthy();
    expect(await page.evaluate(() => document.activeElement?.getAttribute('autocomplete'))).toBe('cc-number');
    for (let i = 0; i < 10; i += 1) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')))).toBe(true);
    }
    for (const label of ['Card number', 'Expiry (MM/YY)', 'CVV']) expect(await page.getByLabel(label).count()).toBe(1);
    await page.getByRole('radio', { name: 'UPI' }).check();
    expect(await page.getByLabel('UPI ID').isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    expect(await outcome('dismissed')).toBe(true);
    expect(await page.getByRole('dialog').count()).toBe(0);
  });

  it('reports a declined card through payment.failed, then pays with the success card and verifies', async () => {
    const sandbox = sandboxOf(server);
    sandbox.webhooks.configure({ paused: true });
    const order = await openCheckout();
    await page.getByLabel('Card number').fill('4100 2800 0006 0003');
    await page.getByRole('button', { name: /^Pay ₹4,999\.00$/ }).click();
    const failure = (await outcome('failed')) as { reason: string; metadata: { order_id: string } };
    expect(failure.reason).toBe('card_declined');
    expect(failure.metadata.order_id).toBe(order.order.id);
    expect(await page.getByRole('alert').textContent()).toMatch(/declined/);

    await page.getByLabel('Card number').fill('4100 2800 0000 1007');
    await page.getByRole('button', { name: /^Pay / }).click();
    const success = (await outcome('success')) as Record<string, string>;
    expect(success.razorpay_order_id).toBe(order.order.id);
    const verified = await customer.post('/payment/verify', { ...success, transactionId: order.transaction.id });
    expect(verified.status).toBe(200);
    expect(verified.body.data.transaction.status).toBe('successful');
    sandbox.webhooks.drop();
    expect(cspViolations).toEqual([]);
  });
});
