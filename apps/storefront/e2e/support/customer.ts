import { type APIRequestContext, expect, type Page } from '@playwright/test';

// Helpers for the account and checkout journeys: a fresh customer per test, codes and links read from the
// server's local mailbox (/dev/mailbox.json), and the six code boxes.

export interface Customer {
  fullName: string;
  email: string;
  password: string;
}

let counter = 0;

/** A customer nobody has registered yet (unique per run and per test). */
export function newCustomer(name = 'Asha Verma'): Customer {
  counter += 1;
  const id = `${Date.now().toString(36)}${counter}${Math.random().toString(36).slice(2, 6)}`;
  return { fullName: name, email: `asha.${id}@example.in`, password: 'Str0ng-pass!' };
}

interface MailboxMessage {
  subject: string;
  text: string;
  createdAt: string;
}

async function mailTo(request: APIRequestContext, email: string): Promise<MailboxMessage[]> {
  const response = await request.get(`/dev/mailbox.json?to=${encodeURIComponent(email)}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { messages: MailboxMessage[] }).messages;
}

/** Waits for the newest mail to `email` whose subject matches, newer than `after` (ms since epoch). */
export async function waitForMail(request: APIRequestContext, email: string, subject: RegExp, after = 0) {
  let found: MailboxMessage | undefined;
  await expect
    .poll(
      async () => {
        found = (await mailTo(request, email)).find(
          (message) => subject.test(message.subject) && Date.parse(message.createdAt) >= after,
        );
        return found !== undefined;
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  return found as MailboxMessage;
}

/** The 6-digit code from the newest mail of that kind ('verification', 'sign-in', 'two-factor setup'). */
export async function codeFromMail(request: APIRequestContext, email: string, kind: string, after = 0) {
  const mail = await waitForMail(request, email, new RegExp(`^\\d{6} is your .+ ${kind} code$`), after);
  return mail.subject.slice(0, 6);
}

/** The reset link of the newest password-reset mail, as a path on this site. */
export async function resetLinkFromMail(request: APIRequestContext, email: string) {
  const mail = await waitForMail(request, email, /^Reset your .+ password$/);
  const url = mail.text.match(/https?:\/\/\S+\/reset-password\?\S+/)?.[0];
  expect(url).toBeTruthy();
  const { pathname, search } = new URL(url as string);
  return `${pathname}${search}`;
}

/** Types a code into the six boxes (the form sends it when the sixth digit lands). */
export async function enterCode(page: Page, code: string) {
  await page.getByRole('textbox', { name: 'Digit 1 of 6' }).click();
  await page.keyboard.type(code);
}

/** Types an email address and a password into the page's form (Login, Register). */
export async function fillCredentials(page: Page, email: string, password: string) {
  const main = page.getByRole('main');
  await main.getByLabel(/^Email/).fill(email);
  await main.getByLabel(/^Password/).fill(password);
}

/** Fills the Register form for `customer`; `confirmation` goes into Confirm Password (their password unless told). */
export async function fillRegisterForm(page: Page, customer: Customer, confirmation = customer.password) {
  await page.getByRole('main').getByLabel('Full Name').fill(customer.fullName);
  await fillCredentials(page, customer.email, customer.password);
  await page.getByRole('main').getByLabel('Confirm Password').fill(confirmation);
}

/**
 * How long a step that hashes a password (scrypt: registering, signing in) may take to answer: on a loaded runner,
 * queued behind the other workers' hashes, that alone can outlast the default 10 s.
 */
export const PASSWORD_HASHED = { timeout: 30_000 };

/** Registers `customer` through the Register page and verifies the email with the mailed code. */
export async function registerAndVerify(page: Page, request: APIRequestContext, customer: Customer) {
  await page.goto('/register');
  await fillRegisterForm(page, customer);
  const sentAfter = Date.now() - 1000;
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page).toHaveURL(/\/verify-email$/, PASSWORD_HASHED);
  await enterCode(page, await codeFromMail(request, customer.email, 'verification', sentAfter));
  await expect(page).not.toHaveURL(/\/verify-email$/);
}
