import { expectNoAxeViolations } from '../support/axe';
import { PASSWORD_HASHED } from '../support/customer';
import { applyAndPay, PAID_SERVICE } from '../support/paid-submission';
import { addStaff, newStaffAccount, type StaffAccount, signInStaff } from '../support/staff';
import { expect, test } from '../support/test';

// The back office (/backoffice) against the real server: staff sign in with the emailed code, find a paid
// submission in the queue and work it; admin-only pages stay closed to operators; axe checks every page.

test('staff sign in with the emailed code, find a paid submission, assign it, start it and add a note', async ({
  browser,
  page,
  request,
}) => {
  // A customer's sign-up, application and payment, then the staff journey: about a minute on a busy runner.
  test.slow();
  const admin = newStaffAccount(`Priya Nair ${Date.now().toString(36)}`);
  await addStaff(request, admin, 'admin');
  const customerContext = await browser.newContext();
  const { customer, submissionId } = await applyAndPay(await customerContext.newPage(), request);
  await customerContext.close();

  await page.goto('/backoffice/submissions');
  await expect(page).toHaveURL(/\/backoffice\/login$/);
  const form = page.getByRole('region', { name: 'Staff sign-in' });
  await form.getByRole('button', { name: 'Sign in' }).click();
  await expect(form.getByText('Email is required')).toBeVisible();
  await form.getByLabel('Email').fill(admin.email);
  await form.getByLabel('Password').fill('not the password');
  await form.getByRole('button', { name: 'Sign in' }).click();
  await expect(form.getByRole('alert')).toContainText('Invalid email or password', PASSWORD_HASHED);
  await expectNoAxeViolations(page);

  await signInStaff(page, request, admin, '/backoffice/login');
  await expect(page).toHaveURL(/\/backoffice\/submissions$/);
  await expect(page.getByRole('heading', { name: 'Fulfilment queue', level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);

  // Find it: all work, paid, searched by the customer's email; the view and filters go into the address.
  const filters = page.getByRole('search', { name: 'Search and filter the queue' });
  await page.getByRole('navigation', { name: 'Queue views' }).getByRole('link', { name: 'All' }).click();
  await filters.getByRole('button', { name: 'Payment' }).click();
  await page.getByRole('menuitemradio', { name: 'Paid' }).click();
  await filters.getByRole('searchbox', { name: 'Search' }).fill(customer.email);
  await expect(page).toHaveURL(/payment=paid/);
  await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(customer.email).replace(/\./g, '\\.')}`));
  const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: customer.fullName }) });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(PAID_SERVICE.title);
  await expect(row).toContainText('Paid');
  await expect(filters.getByRole('status')).toHaveText('1 submission · 2 filters on');
  await expectNoAxeViolations(page);
  await row.getByRole('link', { name: customer.fullName }).click();

  await expect(page).toHaveURL(new RegExp(`/backoffice/submissions/${submissionId}$`));
  await expect(page.getByRole('heading', { name: PAID_SERVICE.title, level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Customer' })).toContainText(customer.email);
  await expect(page.getByRole('region', { name: 'Service and payment' })).toContainText('₹6,999');
  await expect(page.getByRole('list', { name: 'Files uploaded with the application' })).toContainText(
    'financials-2026.pdf',
  );
  await expectNoAxeViolations(page);

  // The uploaded document downloads with the staff token.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download financials-2026.pdf' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('financials-2026.pdf');

  const work = page.getByRole('region', { name: 'Work on this submission' });
  // Paid: rejecting waits for a refund, so it is not offered.
  await expect(work.getByRole('button', { name: 'Reject' })).toHaveCount(0);
  await work.getByRole('button', { name: /Assignee$/ }).click();
  await page.getByRole('option', { name: admin.fullName }).click();
  await expect(page.getByText(`Assigned to ${admin.fullName}`).first()).toBeVisible();

  await work.getByRole('button', { name: 'Start processing' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Start processing?' });
  await expectNoAxeViolations(page);
  await confirm.getByRole('button', { name: 'Start processing' }).click();
  await expect(confirm).toBeHidden();
  await expect(work.getByRole('button', { name: 'Mark completed' })).toBeVisible();
  const timeline = page.getByRole('list', { name: 'Timeline' });
  await expect(timeline).toContainText(`Assigned to ${admin.fullName}`);
  await expect(timeline).toContainText('Status: Not started → In progress');

  const notes = page.getByRole('region', { name: 'Notes and messages' });
  await notes
    .getByRole('textbox', { name: 'Note', exact: true })
    .fill('Called the customer: the CMA figures are for FY 2025-26.');
  await notes.getByRole('button', { name: 'Add note' }).click();
  await expect(notes.getByText('Called the customer: the CMA figures are for FY 2025-26.')).toBeVisible();
  await expect(notes.getByText('Internal', { exact: true })).toBeVisible();
  await expect(timeline).toContainText('Internal note added');
  await expectNoAxeViolations(page);

  // The queue shows the work as it now is.
  await page.getByRole('link', { name: 'Back to the queue' }).click();
  const worked = page.getByRole('row').filter({ has: page.getByRole('link', { name: customer.fullName }) });
  await expect(worked).toContainText('In progress');
  await expect(worked).toContainText(admin.fullName);

  // Admin-only pages, and the audit log of what just happened.
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Staff' }).click();
  await expect(page.getByRole('heading', { name: 'Staff', level: 1 })).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(admin.fullName) })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto(`/backoffice/audit?entityId=${submissionId}`);
  await expect(page.getByRole('heading', { name: 'Audit log', level: 1 })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Submission: status' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Submission: assign' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Status: Not started → In progress' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/backoffice\/login$/);
  await expect(page.getByRole('region', { name: 'Staff sign-in' })).toBeVisible();
});

test('an operator sees no admin sections and is told a direct visit is not allowed', async ({ page, request }) => {
  const operator = newStaffAccount();
  await addStaff(request, operator, 'operator');
  await signInStaff(page, request, operator);

  const nav = page.getByRole('navigation', { name: 'Back office' });
  await expect(nav.getByRole('link', { name: 'Queue' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Staff' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Audit log' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Payments' })).toHaveCount(0);

  for (const path of ['/backoffice/staff', '/backoffice/audit', '/backoffice/transactions']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'You are not allowed to see this page' })).toBeVisible();
    await expectNoAxeViolations(page);
  }
  await page.getByRole('link', { name: 'Back to the queue' }).click();
  await expect(page.getByRole('heading', { name: 'Fulfilment queue', level: 1 })).toBeVisible();
});

test('a link to a filtered queue survives signing in, and an unknown address shows the not-found page', async ({
  page,
  request,
}) => {
  const admin: StaffAccount = newStaffAccount('Priya Nair');
  await addStaff(request, admin, 'admin');
  await signInStaff(page, request, admin, '/backoffice/submissions?status=pending&sort=newest');
  await expect(page).toHaveURL(/\/backoffice\/submissions\?status=pending&sort=newest$/);
  const filters = page.getByRole('search', { name: 'Search and filter the queue' });
  await expect(filters.getByRole('button', { name: 'Status: Not started, change' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: /Submitted/ })).toHaveAttribute('aria-sort', 'descending');

  await page.goto('/backoffice/nowhere');
  await expect(page.getByRole('heading', { name: 'This page does not exist', level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto(`/backoffice/submissions/${'0'.repeat(8)}-0000-4000-8000-${'0'.repeat(12)}`);
  await expect(page.getByRole('heading', { name: 'Submission not found', level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);
});
