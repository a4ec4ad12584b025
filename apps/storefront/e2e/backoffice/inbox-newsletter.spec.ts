import { readFile } from 'node:fs/promises';
import type { APIRequestContext } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { fillContactForm } from '../support/contact-form';
import { waitForMail } from '../support/customer';
import { addStaff, newStaffAccount, signInStaff } from '../support/staff';
import { expect, test } from '../support/test';

// The back office's Inbox and Newsletter against the real server: a visitor's contact message is read, answered by
// mail (through the outbox to the dev mailbox) and closed; a visitor's subscription is found, exported as CSV and
// ended on their request; the confirmation mail's own unsubscribe link works.

/** Whether the storefront's newsletter form would show `email` as subscribed. */
async function subscribed(request: APIRequestContext, email: string) {
  const answer = await request.get(`/api/newsletter/status/${encodeURIComponent(email)}`);
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { data: { subscribed: boolean } }).data.subscribed;
}

/** An address nobody has used yet (unique per run and per test). */
const visitorEmail = (name: string) =>
  `${name}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.in`;

test('a contact message is seen unread, read on opening, answered by mail and closed', async ({
  browser,
  page,
  request,
}) => {
  test.slow();
  const email = visitorEmail('kavya');
  const visitor = await browser.newContext();
  const contactPage = await visitor.newPage();
  await contactPage.goto('/contact-us');
  await contactPage.waitForFunction(() => document.documentElement.dataset.interactive === 'true');
  const form = contactPage.getByRole('region', { name: 'Send us a message' });
  await fillContactForm(form, {
    name: 'Kavya Reddy',
    email,
    message: 'I run a bakery in Pune and want to register a private limited company. How long does it take?',
  });
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(contactPage.getByRole('heading', { name: 'Message Sent!' })).toBeVisible();
  await visitor.close();

  const staff = newStaffAccount(`Arjun Menon ${Date.now().toString(36)}`);
  await addStaff(request, staff, 'operator');
  await signInStaff(page, request, staff, '/backoffice/inbox');
  await expect(page.getByRole('heading', { name: 'Inbox', level: 1 })).toBeVisible();

  // Found by the sender's address (the search goes into the address), unread.
  const filters = page.getByRole('search', { name: 'Search and filter the inbox' });
  await filters.getByRole('searchbox', { name: 'Search' }).fill(email);
  await expect(page).toHaveURL(/[?&]q=/);
  const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: 'Kavya Reddy' }) });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Unread');
  await expect(row).toContainText('Open');
  await expectNoAxeViolations(page);

  // Opening it marks it read.
  await row.getByRole('link', { name: 'Kavya Reddy' }).click();
  await expect(page.getByRole('heading', { name: 'Kavya Reddy', level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Message', exact: true })).toContainText(
    'register a private limited company',
  );
  await expect(page.getByRole('button', { name: 'Mark as unread' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Timeline' })).toContainText(`by ${staff.fullName}`);
  await expectNoAxeViolations(page);

  // A reply: refused blank, then sent; it is listed with who sent it and mailed to the visitor.
  const reply = page.getByRole('form', { name: 'Reply by email' });
  await reply.getByRole('button', { name: 'Send reply' }).click();
  await expect(reply.getByText('Please write your reply')).toBeVisible();
  const sentAfter = Date.now() - 1000;
  await reply
    .getByLabel(/^Reply to Kavya Reddy/)
    .fill('It takes about two weeks.\n\nWe can file the GST registration with it.');
  await reply.getByRole('button', { name: 'Send reply' }).click();
  await expect(page.getByText(`Reply sent to ${email}`).first()).toBeVisible();
  const replies = page.getByRole('region', { name: 'Replies' });
  await expect(replies).toContainText(staff.fullName);
  await expect(replies).toContainText('It takes about two weeks.');
  const mail = await waitForMail(request, email, /^Re: your message to /, sentAfter);
  expect(mail.text).toContain('It takes about two weeks.');
  expect(mail.text).toContain('We can file the GST registration with it.');
  expect(mail.text).toContain(staff.fullName);

  // Close asks first; a closed message takes no reply.
  await page.getByRole('region', { name: 'Work on this message' }).getByRole('button', { name: 'Close' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Close this message?' });
  await expectNoAxeViolations(page);
  await confirm.getByRole('button', { name: 'Close' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByText('This message is closed: reopen it to reply.')).toBeVisible();
  await expect(reply).toHaveCount(0);

  // Back in the searched list: read and closed; the open filter leaves it out.
  await page.goBack();
  await expect(row).toHaveCount(1);
  await expect(row).not.toContainText('Unread');
  await expect(row).toContainText('Closed');
  await filters.getByRole('button', { name: 'Status' }).click();
  await page.getByRole('menuitemradio', { name: 'Open' }).click();
  await expect(page).toHaveURL(/status=open/);
  await expect(page.getByRole('cell', { name: 'No messages match these filters.' })).toBeVisible();
});

test('a subscriber is found, exported as CSV and unsubscribed on request', async ({ browser, page, request }) => {
  test.slow();
  const email = visitorEmail('reader');
  const visitor = await browser.newContext();
  const newsletterPage = await visitor.newPage();
  await newsletterPage.goto('/newsletter');
  await newsletterPage.waitForFunction(() => document.documentElement.dataset.interactive === 'true');
  await newsletterPage.getByRole('main').getByLabel('Email address').fill(email);
  await newsletterPage.getByText('Not subscribed', { exact: true }).click();
  await expect(newsletterPage.getByText('Successfully subscribed to the newsletter!')).toBeVisible();

  const admin = newStaffAccount(`Priya Nair ${Date.now().toString(36)}`);
  await addStaff(request, admin, 'admin');
  await signInStaff(page, request, admin, '/backoffice/newsletter');
  await expect(page.getByRole('heading', { name: 'Newsletter', level: 1 })).toBeVisible();

  const filters = page.getByRole('search', { name: 'Search and filter the subscribers' });
  await filters.getByRole('searchbox', { name: 'Search' }).fill(email);
  await expect(page).toHaveURL(/[?&]q=/);
  const row = page.getByRole('row', { name: new RegExp(email.replace(/\./g, '\\.')) });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Subscribed');
  await expect(filters.getByRole('status')).toHaveText('1 address · 1 filter on');
  await expectNoAxeViolations(page);

  // The CSV holds the filtered list: this address.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^newsletter-subscribers-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile(await download.path(), 'utf8');
  expect(csv.split('\r\n')[0]).toBe('email,status,created_at,updated_at');
  expect(csv).toContain(`${email},subscribed,`);

  await row.getByRole('button', { name: `Unsubscribe ${email}` }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Unsubscribe this address?' });
  await expect(confirm).toContainText(`${email} will get no more newsletters`);
  await expectNoAxeViolations(page);
  await confirm.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(confirm).toBeHidden();
  await expect(row).toContainText('Unsubscribed');
  await expect(row.getByRole('button')).toHaveCount(0);

  // The storefront agrees.
  expect(await subscribed(request, email)).toBe(false);
  await visitor.close();
});

test("the confirmation mail's unsubscribe link asks once, then unsubscribes", async ({ context, request }) => {
  const email = visitorEmail('mailreader');
  const subscribedAfter = Date.now() - 1000;
  expect((await request.post('/api/newsletter/subscribe', { data: { email } })).ok()).toBe(true);
  const mail = await waitForMail(request, email, /^You are subscribed to the .+ newsletter$/, subscribedAfter);
  const link = mail.text.match(/https?:\/\/\S+\/api\/newsletter\/one-click\?token=\S+/)?.[0];
  expect(link).toBeTruthy();
  const { pathname, search } = new URL(link as string);

  // The API's own page (no storefront script): opening it changes nothing, its button unsubscribes.
  const mailPage = await context.newPage();
  await mailPage.goto(`${pathname}${search}`);
  await expect(mailPage.getByRole('heading', { name: 'Unsubscribe from the newsletter?' })).toBeVisible();
  expect(await subscribed(request, email)).toBe(true);
  await mailPage.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(mailPage.getByRole('heading', { name: 'Successfully unsubscribed from the newsletter' })).toBeVisible();
  expect(await subscribed(request, email)).toBe(false);
});
