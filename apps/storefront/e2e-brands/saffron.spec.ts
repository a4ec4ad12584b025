import { newCustomer, registerAndVerify } from '../e2e/support/customer';
import { expect, test } from '../e2e/support/test';
import { fillPatentSearch } from './support';

// The storefront built and served as Saffron (playwright.brands.config.ts): its name, theme and icons, and a
// customer who signs up with the emailed code and applies for a service under it.
test('Saffron: its home page, then sign-up with the emailed code and an application', async ({ page, request }) => {
  await page.goto('/');
  await expect(page).toHaveTitle(/\| Saffron$/);
  await expect(page.getByRole('banner').getByText('Saffron', { exact: true })).toBeVisible();
  // Saffron's theme (Fraunces headings on a cream page), not Startwise's.
  await expect(page.getByRole('heading', { level: 1 })).toHaveCSS('font-family', /Fraunces/);
  await expect(page.locator('body > #root > *').first()).toHaveCSS('background-color', 'rgb(255, 250, 240)');
  await page.screenshot({ path: 'test-results/saffron-home.png', fullPage: false });
  expect(await (await request.get('/favicon.svg')).text()).toContain('#f4a300');
  // The phone's browser bar in Saffron's colour, as its manifest says.
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#f4a300');

  await registerAndVerify(page, request, newCustomer('Meera Iyer'));
  await page.goto('/service/patent-search');
  const form = page.getByRole('form', { name: 'Application form' });
  await fillPatentSearch(form);
  await form.getByRole('button', { name: 'Submit Application' }).click();
  await page.getByRole('dialog', { name: 'Proceed to Payment' }).getByRole('button', { name: 'Skip for now' }).click();
  await expect(page).toHaveURL(/\/submissions\/[0-9a-f-]+$/);
  await expect(page).toHaveTitle(/\| Saffron$/);
});
