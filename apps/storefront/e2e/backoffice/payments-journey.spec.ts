import { readFile } from 'node:fs/promises';
import { expectNoAxeViolations } from '../support/axe';
import { PAID_SERVICE, paidInOwnBrowser } from '../support/paid-submission';
import { signInNewStaff } from '../support/staff';
import { expect, test } from '../support/test';

// The payments reconciliation view in the browser: an admin finds a customer's payment in Payments with the filter's
// totals, exports the same filter as CSV, and opens the transaction from the list.

test('an admin finds a payment with its totals, exports the filter as CSV and opens the transaction', async ({
  browser,
  page,
  request,
}) => {
  test.slow();
  const { customerContext, customer } = await paidInOwnBrowser(browser, request, 'Farah Khan');
  await customerContext.close();
  await signInNewStaff(
    page,
    request,
    'admin',
    'Vikram Desai',
    `/backoffice/transactions?status=successful&q=${encodeURIComponent(customer.email)}`,
  );

  await expect(page.getByRole('heading', { name: 'Payments', level: 1 })).toBeVisible();
  const table = page.getByRole('table', { name: 'Transactions' });
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table).toContainText(customer.fullName);
  await expect(table).toContainText(PAID_SERVICE.title);
  const totals = page.getByRole('region', { name: 'Totals for these filters' });
  await expect(totals).toContainText('Transactions1');
  await expect(totals).toContainText('Captured₹6,999.00');
  await expect(totals).toContainText('Net₹6,999.00');
  await expect(page.getByRole('region', { name: 'Needs attention' })).toBeVisible();
  await expectNoAxeViolations(page);

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const csv = await downloading;
  expect(csv.suggestedFilename()).toMatch(/^transactions-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = (await readFile(await csv.path(), 'utf8')).trim().split(/\r?\n/);
  expect(lines[0]).toMatch(/^created_at,transaction_id,submission_id,customer_name,customer_email,/);
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain(customer.email);

  await table.getByRole('link').first().click();
  await expect(page.getByRole('heading', { name: `₹6,999.00 for ${PAID_SERVICE.title}`, level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Check with Razorpay' })).toBeVisible();
});
