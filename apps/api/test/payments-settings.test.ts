import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { gatewaySettings } from '../src/payments/payment-gateway.js';

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
