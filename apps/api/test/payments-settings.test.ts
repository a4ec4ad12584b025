import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { gatewaySettings } from '../src/modules/razorpay/gateway.js';
import { loadConfig } from '../src/platform/config.js';

const base = { JWT_SECRET: 'a-long-enough-secret-0123456789', DATA_DIR: mkdtempSync(join(tmpdir(), 'startwise-gw-')) };

describe('which payment gateway runs', () => {
  it('uses the local sandbox when no keys are set outside production', async () => {
    const settings = await gatewaySettings(loadConfig({ ...base, NODE_ENV: 'development' }));
    expect(settings.sandbox).toBe(true);
    expect(settings.checkoutScriptUrl).toMatch(/^\/razorpay-sandbox\/checkout\.js$/);
  });

  it('refuses to start production without real Razorpay keys, so no sandbox ever takes an order there', async () => {
    await expect(gatewaySettings(loadConfig({ ...base, NODE_ENV: 'production' }))).rejects.toThrow(/RAZORPAY_KEY_ID/);
  });

  it("uses Razorpay's own checkout with real keys", async () => {
    const settings = await gatewaySettings(
      loadConfig({ ...base, NODE_ENV: 'production', RAZORPAY_KEY_ID: 'rzp_live_x', RAZORPAY_KEY_SECRET: 's' }),
    );
    expect(settings.sandbox).toBe(false);
    expect(settings.checkoutScriptUrl).toBe('https://checkout.razorpay.com/v1/checkout.js');
  });
});

describe('how long money may wait before the reconciliation view lists it', () => {
  it('defaults to 15 minutes for a payment and 48 hours for a refund, and reads both from the environment', () => {
    expect(loadConfig({ ...base, NODE_ENV: 'test' }).attention).toEqual({
      paymentConfirmationGraceMs: 15 * 60_000,
      refundProcessingGraceMs: 48 * 3_600_000,
    });
    const tuned = loadConfig({
      ...base,
      NODE_ENV: 'test',
      PAYMENT_CONFIRMATION_GRACE_MINUTES: '30',
      REFUND_PROCESSING_GRACE_HOURS: '72',
    });
    expect(tuned.attention).toEqual({
      paymentConfirmationGraceMs: 30 * 60_000,
      refundProcessingGraceMs: 72 * 3_600_000,
    });
  });

  it('refuses a value that is not a positive number', () => {
    expect(() => loadConfig({ ...base, PAYMENT_CONFIRMATION_GRACE_MINUTES: 'soon' })).toThrow(
      'PAYMENT_CONFIRMATION_GRACE_MINUTES must be a positive number, got "soon"',
    );
    expect(() => loadConfig({ ...base, REFUND_PROCESSING_GRACE_HOURS: '0' })).toThrow(
      'REFUND_PROCESSING_GRACE_HOURS must be a positive number, got "0"',
    );
  });
});
