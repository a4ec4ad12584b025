import { expect, test } from './support/test';

test('without a query the page invites a search', async ({ page }) => {
  await page.goto('/search');
  await expect(page.getByRole('heading', { name: 'What can we help you with?' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Search', exact: true }).last()).toBeDisabled();
});

test('typing updates the address after a pause and shows results with prices in rupees', async ({ page }) => {
  await page.goto('/search');
  const box = page.getByRole('searchbox', { name: 'Search services' });
  await box.fill('gst');
  await expect(page).toHaveURL('/search?q=gst');
  await expect(page.getByText('Showing 10 of 10 results')).toBeVisible();
  await expect(page.getByRole('article').first()).toContainText(/₹[\d,]+(?!\.)/);
  await expect(page.getByRole('article').first()).not.toContainText(/₹[\d,]+\.\d/);

  // A changed query starts again from page 1.
  await box.fill('trademark');
  await expect(page).toHaveURL('/search?q=trademark');
  await expect(page.getByText(/^Showing \d+ of \d+ results$/)).toBeVisible();
  await expect(page.getByRole('article').first()).toContainText(/trademark/i);

  await page.getByRole('button', { name: 'Clear' }).click();
  await expect(box).toHaveValue('');
  await expect(page.getByRole('main').getByRole('button', { name: 'Search', exact: true })).toBeDisabled();
});

test('results page by 10 with Load more results', async ({ page }) => {
  await page.goto('/search?q=business');
  await expect(page.getByRole('article')).toHaveCount(10);
  await expect(page.getByText('Showing 10 of 30 results')).toBeVisible();
  await page.getByRole('button', { name: 'Load more results' }).click();
  await expect(page.getByText('Showing 20 of 30 results')).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(20);
  await page.getByRole('button', { name: 'Load more results' }).click();
  await expect(page.getByText('Showing 30 of 30 results')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Load more results' })).toHaveCount(0);
});

test('no matches: No services found with suggestions and Browse all services', async ({ page }) => {
  await page.goto('/search?q=qqzzxx');
  await expect(page.getByRole('heading', { name: 'No services found' })).toBeVisible();
  const suggestions = page.getByRole('list', { name: 'Suggested searches' }).getByRole('link');
  await expect(suggestions).toHaveText(['GST', 'Company', 'Trademark', 'Registration', 'Business Plan', 'Legal']);
  await expect(page.getByRole('link', { name: 'Browse all services' })).toHaveAttribute('href', '/services');
  await suggestions.filter({ hasText: 'Business Plan' }).click();
  await expect(page).toHaveURL('/search?q=Business%20Plan');
  await expect(page.getByRole('searchbox', { name: 'Search services' })).toHaveValue('Business Plan');
  await expect(page.getByRole('article').first()).toBeVisible();
});
