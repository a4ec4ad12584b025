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

test('a query typed as soon as /search shows is kept and searched once the page wakes', async ({ page }) => {
  test.slow();
  await throttleCpu(page);
  await page.goto('/search', { waitUntil: 'commit' });
  const box = page.getByRole('searchbox', { name: 'Search services' });
  await box.waitFor();
  await box.pressSequentially('gst');
  await expect(box).toHaveValue('gst');
  await expect(page).toHaveURL('/search?q=gst', { timeout: 30_000 });
  await expect(page.getByText(/^Showing \d+ of \d+ results$/)).toBeVisible({ timeout: 30_000 });
  await expect(box).toHaveValue('gst');
});

test('the Register form keeps what is typed as soon as it shows, and registration completes', async ({ page }) => {
  test.slow();
  const customer = newCustomer('Early Registrant');
  await throttleCpu(page);
  await page.goto('/register', { waitUntil: 'commit' });
  const main = page.getByRole('main');
  const name = main.getByLabel('Full Name');
  await name.waitFor();
  await name.pressSequentially(customer.fullName);
  await main.getByLabel(/^Email/).pressSequentially(customer.email);
  await main.getByLabel(/^Password/).pressSequentially(customer.password);
  await main.getByLabel('Confirm Password').pressSequentially(customer.password);
  await expect(name).toHaveValue(customer.fullName);
  await expect(main.getByLabel(/^Email/)).toHaveValue(customer.email);
  await main.getByRole('button', { name: 'Register' }).click();
  await expect(page).toHaveURL(/\/verify-email$/, { timeout: 30_000 });
});

test('the application form keeps what is typed as soon as it shows, and the application is sent', async ({
  page,
  request,
}) => {
  test.slow();
  await registerAndVerify(page, request, newCustomer('Early Applicant'));
  await throttleCpu(page);
  await page.goto('/service/patent-search', { waitUntil: 'commit' });
  const form = page.getByRole('form', { name: 'Application form' });
  const title = form.getByLabel('Title of the invention');
  await title.waitFor();
  const summary =
    'A solar dryer for spices built from local materials, with a passive airflow channel that keeps the colour and oil.';
  await title.pressSequentially('Low-cost solar dryer');
  await form.getByLabel('Describe the invention and what is new about it').fill(summary);
  await form.getByLabel('Contact email').pressSequentially('founder@dryer.in');
  await expect(title).toHaveValue('Low-cost solar dryer');
  await form.getByRole('button', { name: 'Submit Application' }).click();
  await expect(page.getByRole('dialog', { name: 'Proceed to Payment' })).toBeVisible({ timeout: 30_000 });
});
