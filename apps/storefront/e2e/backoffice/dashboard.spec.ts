import { expectNoAxeViolations } from '../support/axe';
import { applyAndPay } from '../support/paid-submission';
import { addStaff, newStaffAccount, signInStaff } from '../support/staff';
import { expect, test } from '../support/test';

// The back office's dashboard: staff land on it after signing in, a purchase made now counts in today's orders, and each
// figure opens the queue filtered to what it counts.

/** Today's date in India as the queue's address writes it (YYYY-MM-DD). */
const indiaToday = () =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Kolkata',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());

test('staff land on the dashboard; a new paid order counts today and each figure opens its filtered queue', async ({
  browser,
  page,
  request,
}) => {
  // A purchase in a second browser, then the back office: a couple of minutes on a busy runner.
  test.slow();
  const operator = newStaffAccount(`Anil Rao ${Date.now().toString(36)}`);
  await addStaff(request, operator, 'operator');
  await signInStaff(page, request, operator);
  await expect(page).toHaveURL(/\/backoffice\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Back office' });
  await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
  const ordersToday = page.getByRole('region', { name: 'Orders today' }).getByRole('link');
  const before = Number((await ordersToday.textContent())?.replaceAll(',', ''));
  await expect(page.getByRole('img', { name: /^Submissions by status: pending/ })).toBeVisible();
  await expectNoAxeViolations(page);

  const customerContext = await browser.newContext();
  const { customer } = await applyAndPay(await customerContext.newPage(), request, 'Farah Khan');
  await customerContext.close();

  // Other journeys may pay at the same time: at least this one more.
  await page.reload();
  await expect
    .poll(async () => Number((await ordersToday.textContent())?.replaceAll(',', '')))
    .toBeGreaterThanOrEqual(before + 1);
  await ordersToday.click();
  const today = indiaToday();
  await expect(page).toHaveURL(new RegExp(`/backoffice/submissions\\?paidFrom=${today}&paidTo=${today}&view=all$`));
  const filters = page.getByRole('search', { name: 'Search and filter the queue' });
  await expect(filters.getByRole('button', { name: /^Paid: .+, change$/ })).toBeVisible();
  await filters.getByRole('searchbox', { name: 'Search' }).fill(customer.email);
  await expect(page.getByRole('row').filter({ has: page.getByRole('link', { name: customer.fullName }) })).toHaveCount(
    1,
  );
  await expect(filters.getByRole('status')).toHaveText('1 submission · 3 filters on');

  // Overdue work opens the queue with "Overdue only" on.
  await nav.getByRole('link', { name: 'Dashboard' }).click();
  await page.getByRole('region', { name: 'Overdue work' }).getByRole('link').click();
  await expect(page).toHaveURL(/\/backoffice\/submissions\?overdue=true&view=all$/);
  await expect(filters.getByRole('button', { name: 'Overdue only' })).toHaveAttribute('aria-pressed', 'true');

  // A status figure: the paid, pending submissions (the new order is one of them).
  await nav.getByRole('link', { name: 'Dashboard' }).click();
  const statuses = page.getByRole('table', { name: 'Counts by status' });
  await statuses.getByRole('link', { name: / pending and paid$/ }).click();
  await expect(page).toHaveURL(/\/backoffice\/submissions\?status=pending&payment=paid&view=all$/);
  await filters.getByRole('searchbox', { name: 'Search' }).fill(customer.email);
  await expect(page.getByRole('row').filter({ has: page.getByRole('link', { name: customer.fullName }) })).toHaveCount(
    1,
  );
  await expectNoAxeViolations(page);
});
