import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { codeFromMail, enterCode, PASSWORD_HASHED } from './customer';

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

export interface StaffAccount extends StaffMember {
  fullName: string;
}

let counter = 0;

/** A staff member nobody has added yet (unique per run and per test). */
export function newStaffAccount(name = 'Meera Iyer'): StaffAccount {
  counter += 1;
  const id = `${Date.now().toString(36)}${counter}${Math.random().toString(36).slice(2, 6)}`;
  return { fullName: name, email: `meera.${id}@backoffice.test`, password: 'staff-password-2026' };
}

/** Adds a member with the demo admin's token (POST /admin/staff). */
export async function addStaff(request: APIRequestContext, staff: StaffAccount, role: 'operator' | 'admin') {
  const response = await request.post('/api/admin/staff', {
    headers: await staffHeaders(request, DEMO_ADMIN),
    data: { email: staff.email, fullName: staff.fullName, role, password: staff.password },
  });
  expect(response.status()).toBe(201);
}

/** Signs in through /backoffice/login: the password, then the emailed code; ends on the page signing in led to. */
export async function signInStaff(page: Page, request: APIRequestContext, staff: StaffMember, path = '/backoffice') {
  await page.goto(path);
  await expect(page).toHaveURL(/\/backoffice\/login$/);
  const form = page.getByRole('region', { name: 'Staff sign-in' });
  await form.getByLabel('Email').fill(staff.email);
  await form.getByLabel('Password').fill(staff.password);
  const sentAfter = Date.now() - 1000;
  await form.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('region', { name: 'Enter your sign-in code' })).toBeVisible(PASSWORD_HASHED);
  await enterCode(page, await codeFromMail(request, staff.email, 'sign-in', sentAfter));
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
}

/** Adds a new member with `role` (a unique name from `name`) and signs them in through the page at `path`. */
export async function signInNewStaff(
  page: Page,
  request: APIRequestContext,
  role: 'operator' | 'admin',
  name: string,
  path: string,
) {
  const member = newStaffAccount(`${name} ${Date.now().toString(36)}`);
  await addStaff(request, member, role);
  await signInStaff(page, request, member, path);
  return member;
}
