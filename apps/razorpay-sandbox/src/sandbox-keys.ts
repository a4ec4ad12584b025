import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { SandboxKeys } from '@startwise/api/razorpay';
import { razorpayId } from './ids.js';

/**
 * Test keys shaped like Razorpay's (`rzp_test_` + 14 alphanumerics), generated once and kept under DATA_DIR so
 * a browser tab opened before a restart still pays.
 */
export function loadSandboxKeys(dataDir: string): SandboxKeys {
  const file = join(dataDir, 'secrets', 'razorpay-sandbox.json');
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as SandboxKeys;
  const keys: SandboxKeys = {
    keyId: razorpayId('rzp_test_'),
    keySecret: razorpayId('', 24),
    webhookSecret: razorpayId('whsec_', 24),
  };
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(keys, null, 2), { mode: 0o600 });
  return keys;
}
