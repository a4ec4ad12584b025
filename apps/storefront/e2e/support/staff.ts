import { type APIRequestContext, expect } from '@playwright/test';

// The back-office side of the journeys that need staff (document requests, deliveries, catalog edits). In
// development the server adds a demo admin and operator on its first start; playwright.config.ts sets their
// password with DEMO_STAFF_PASSWORD (development only), so the tests can sign in as them.

export const DEMO_STAFF_PASSWORD = 'e2e demo staff passphrase';

export interface StaffMember {
  email: string;
  password: string;
}

export const DEMO_ADMIN: StaffMember = { email: 'admin@backoffice.test', password: DEMO_STAFF_PASSWORD };
export const DEMO_OPERATOR: StaffMember = { email: 'operator@backoffice.test', password: DEMO_STAFF_PASSWORD };

/** The sign-in codes mailed to `email`, newest first. */
export async function signInCodes(request: APIRequestContext, email: string) {
  const answer = await request.get(`/dev/mailbox.json?to=${encodeURIComponent(email)}`);
  const { messages } = (await answer.json()) as { messages: { subject: string; createdAt: string }[] };
  return messages
    .filter((message) => /^\d{6} is your .+ sign-in code$/.test(message.subject))
    .map((message) => ({ code: message.subject.slice(0, 6), at: Date.parse(message.createdAt) }))
    .sort((a, b) => b.at - a.at);
}

/**
 * `Authorization` for `member`'s calls: password, then the mailed code. Both browser projects sign in as the same
 * member at once: a login within 30 s of another mails no new code while the last one is unused, and a code is
 * used once. So each try takes the code mailed for it, else the newest one, and tries again when the other
 * project used it first.
 */
export async function staffHeaders(request: APIRequestContext, member: StaffMember) {
  for (let attempt = 0; attempt < 6; attempt += 1) {
    const startedAt = Date.now() - 1000;
    expect((await request.post('/api/admin/auth/login', { data: member })).ok()).toBe(true);
    let codes = await signInCodes(request, member.email);
    for (let waited = 0; waited < 3000 && !codes.some((mail) => mail.at >= startedAt); waited += 250) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      codes = await signInCodes(request, member.email);
    }
    const otp = codes[0]?.code;
    const verified = otp ? await request.post('/api/admin/auth/verify', { data: { email: member.email, otp } }) : null;
    if (verified?.ok()) return { authorization: `Bearer ${(await verified.json()).data.token}` };
  }
  throw new Error(`${member.email} could not sign in`);
}
