import { expect, test } from './support/test';

for (const [path, title] of [
  ['/privacy-policy', 'Privacy Policy'],
  ['/terms-of-service', 'Terms of Service'],
  ['/cookie-policy', 'Cookie Policy'],
  ['/refund-policy', 'Refund Policy'],
] as const) {
  test(`${title} shows its last update`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText('Last Updated: April 1, 2025')).toBeVisible();
    await expect(page).toHaveTitle(`${title} | Startwise`);
  });
}

test('the refund policy states its review, refund and notice periods', async ({ page }) => {
  await page.goto('/refund-policy');
  const main = page.getByRole('main');
  await expect(main.getByText(/respond within 3 business days/)).toBeVisible();
  await expect(main.getByText(/Refunds take 5-10 business days/)).toBeVisible();
  await expect(main.getByText(/30-day notice/)).toBeVisible();
  await expect(main.getByText('Monday to Friday 9am-6pm IST, Saturday 10am-2pm, Sunday closed.')).toBeVisible();
});

test('Our Mission tells how long company registration takes', async ({ page }) => {
  await page.goto('/our-mission');
  await expect(page.getByRole('heading', { level: 1, name: 'Our Mission' })).toBeVisible();
  await expect(page.getByText(/Company registration typically takes 2-3 weeks/)).toBeVisible();
});
