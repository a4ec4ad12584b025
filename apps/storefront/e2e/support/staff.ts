import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { codeFromMail, enterCode } from './customer';
import { E2E_ADMIN } from './staff-accounts';

// Helpers for the back office's journeys: staff sign in with a password and, every time, a code from the local
// mailbox; more staff are added through the API with the first admin's token.

export interface StaffAccount {
  email: string;
  fullName: string;
  password: string;
}

export { E2E_ADMIN };

let counter = 0;

/** A staff member nobody has added yet (unique per run and per test). */
export function newStaffAccount(name = 'Meera Iyer'): StaffAccount {
  counter += 1;
  const id = `${Date.now().toString(36)}${counter}${Math.random().toString(36).slice(2, 6)}`;
  return { fullName: name, email: `meera.${id}@backoffice.test`, password: 'operator-password-2026' };
}

/** Signs in through /backoffice/login: the password, then the emailed code; ends on the page signing in led to. */
export async function signInStaff(page: Page, request: APIRequestContext, staff: StaffAccount, path = '/backoffice') {
  await page.goto(path);
  await expect(page).toHaveURL(/\/backoffice\/login$/);
  const form = page.getByRole('region', { name: 'Staff sign-in' });
  await form.getByLabel('Email').fill(staff.email);
  await form.getByLabel('Password').fill(staff.password);
  const sentAfter = Date.now() - 1000;
  await form.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('region', { name: 'Enter your sign-in code' })).toBeVisible();
  await enterCode(page, await codeFromMail(request, staff.email, 'sign-in', sentAfter));
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
}

/** A staff access token through the API (the same two steps), for preparing what a test needs. */
export async function staffToken(request: APIRequestContext, staff: StaffAccount): Promise<string> {
  const sentAfter = Date.now() - 1000;
  const login = await request.post('/api/admin/auth/login', { data: { email: staff.email, password: staff.password } });
  expect(login.ok()).toBe(true);
  const otp = await codeFromMail(request, staff.email, 'sign-in', sentAfter);
  const verify = await request.post('/api/admin/auth/verify', { data: { email: staff.email, otp } });
  expect(verify.ok()).toBe(true);
  return ((await verify.json()) as { data: { token: string } }).data.token;
}

/** Adds a member with the first admin's token (POST /admin/staff). */
export async function addStaff(request: APIRequestContext, staff: StaffAccount, role: 'operator' | 'admin') {
  const token = await staffToken(request, E2E_ADMIN);
  const response = await request.post('/api/admin/staff', {
    headers: { Authorization: `Bearer ${token}` },
    data: { email: staff.email, fullName: staff.fullName, role, password: staff.password },
  });
  expect(response.status()).toBe(201);
}
