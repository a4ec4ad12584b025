import { expect, type Page, test } from '@playwright/test';
import { newCustomer, registerAndVerify } from './support/customer';

// A slow phone: the page shows before its script has finished, and a person types straight away. These tests use
// Playwright's own `test` (no wait for html[data-interactive]) under 6× CPU throttling.

async function throttleCpu(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
}

test('an email and password typed as soon as /login shows are kept, and sign-in completes', async ({
  browser,
  page,
  request,
}) => {
  test.slow();
  const customer = newCustomer('Early Typist');
  const registering = await browser.newContext();
  await registerAndVerify(await registering.newPage(), request, customer);
  await registering.close();

  await throttleCpu(page);
  await page.goto('/login', { waitUntil: 'commit' });
  const main = page.getByRole('main');
  const email = main.getByLabel(/^Email/);
  await email.waitFor();
  // Typed key by key the moment the field is there, as a person would.
  await email.pressSequentially(customer.email);
  await main.getByLabel(/^Password/).pressSequentially(customer.password);
  await expect(email).toHaveValue(customer.email);
  await expect(main.getByLabel(/^Password/)).toHaveValue(customer.password);
  await main.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/$/, { timeout: 30_000 });
  await expect(page.getByRole('button', { name: /^Account menu for/ })).toBeVisible({ timeout: 30_000 });
});
