import { expect, test } from './support/test';

test('the sitemap lists every page in open groups', async ({ page }) => {
  await page.goto('/sitemap');
  const groups = page.getByRole('main').getByRole('heading', { level: 2 }).getByRole('button');
  await expect(groups).toHaveText([
    'Main Pages',
    'Services',
    'User Account',
    'Information',
    'Policies & Legal',
    'Payment & Transactions',
  ]);
  for (const group of await groups.all()) await expect(group).toHaveAttribute('aria-expanded', 'true');

  const main = page.getByRole('main');
  // Seven login-required pages, each marked.
  await expect(main.getByText('Login Required', { exact: true })).toHaveCount(7);
  // Guest-only pages are listed for a visitor.
  await expect(main.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
  await expect(main.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');
  // Pages with parameters are text, not links.
  await expect(main.getByText('Service Details (/service/:slug)')).toBeVisible();
  await expect(main.getByRole('link', { name: /Service Details/ })).toHaveCount(0);
  await expect(main.getByRole('link', { name: 'Company Registration' })).toHaveAttribute(
    'href',
    '/category/company-registration',
  );

  await groups.first().click();
  await expect(groups.first()).toHaveAttribute('aria-expanded', 'false');
  await expect(main.getByRole('link', { name: 'Our Services' })).toBeHidden();
});
