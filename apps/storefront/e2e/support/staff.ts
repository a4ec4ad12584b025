import { type APIRequestContext, expect } from '@playwright/test';
import { codeFromMail } from './customer';

// A back-office operator for the journeys that need the staff side (document requests, deliveries). The web server
// command of playwright.config.ts adds this member with `staff:create` before the server starts (staff have no
// sign-up, and the development demo staff get random passwords), so the tests know the password.

export const E2E_STAFF = {
  email: 'e2e.operator@backoffice.test',
  name: 'E2E Operator',
  password: 'e2e-operator-passphrase-2026',
} as const;

/**
 * Signs the operator in through the API: password, then the code mailed to the dev mailbox. Two browser projects
 * sign in at the same moment and a new code replaces the last, so a refused code is tried once more with a new one.
 */
export async function staffToken(request: APIRequestContext): Promise<string> {
  for (let attempt = 1; ; attempt += 1) {
    const sentAfter = Date.now() - 1000;
    const login = await request.post('/api/admin/auth/login', {
      data: { email: E2E_STAFF.email, password: E2E_STAFF.password },
    });
    expect(login.status()).toBe(200);
    const otp = await codeFromMail(request, E2E_STAFF.email, 'sign-in', sentAfter);
    const verified = await request.post('/api/admin/auth/verify', { data: { email: E2E_STAFF.email, otp } });
    if (verified.ok()) return ((await verified.json()) as { data: { token: string } }).data.token;
    if (attempt === 3) throw new Error(`staff sign-in failed: ${verified.status()} ${await verified.text()}`);
  }
}

/** `Authorization` for a staff call. */
export const staffAuth = (token: string) => ({ Authorization: `Bearer ${token}` });
