import { expect, test } from '@playwright/test';
import { codeFromMail, enterCode, newCustomer, PASSWORD_HASHED } from '../e2e/support/customer';
import { fillPatentSearch } from './support';

// examples/brand-storefront, installed from the packed packages and built with plain Vite (playwright.brands.config.ts
// starts it on the API's port + 1000, proxying /api to the API): a customer the API knows but has not verified logs
// in, enters the emailed code, and applies for Patent Search, all under the Acme Legal theme.
const exampleUrl = `http://localhost:${Number(process.env.E2E_BRANDS_PORT ?? 3150) + 1000}/`;

test('Acme Legal: login with the emailed code, then an application, on the published packages', async ({
  page,
  request,
}) => {
  const customer = newCustomer('Kavya Rao');
  // Registering mails the first code; logging in within the resend cooldown keeps that code.
  const sentAfter = Date.now() - 1000;
  const registered = await request.post('/api/users/register', {
    data: { fullName: customer.fullName, email: customer.email, password: customer.password },
  });
  expect(registered.ok()).toBe(true);

  await page.goto(exampleUrl);
  await expect(page).toHaveTitle('Acme Legal');
  const login = page.getByRole('form', { name: 'Login' });
  await login.getByLabel('Email').fill(customer.email);
  await login.getByLabel('Password').fill(customer.password);
  await login.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('heading', { name: 'Verify your email' })).toBeVisible(PASSWORD_HASHED);
  await enterCode(page, await codeFromMail(request, customer.email, 'verification', sentAfter));

  await expect(page.getByRole('heading', { name: `Welcome, ${customer.fullName}` })).toBeVisible();
  // The brand's own theme, made at run time with createTheme: Bitter, and its green on the button.
  await expect(page.getByRole('heading', { level: 1 })).toHaveCSS('font-family', /Bitter/);
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Application form' });
  await expect(form.getByRole('button', { name: 'Submit Application' })).toHaveCSS(
    'background-color',
    'rgb(20, 83, 45)',
  );
  await page.screenshot({ path: 'test-results/acme-legal-signed-in.png', fullPage: true });

  await fillPatentSearch(form);
  await form.getByRole('button', { name: 'Submit Application' }).click();
  await expect(page.getByText('Application received. Our lawyers will be in touch.')).toBeVisible();
});
