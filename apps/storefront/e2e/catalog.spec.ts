import type { Page } from '@playwright/test';
import { holdRequests } from './support/hold-requests';
import { expect, test } from './support/test';

test('Our Services lists every active service', async ({ page }) => {
  await page.goto('/services');
  await expect(page.getByRole('heading', { level: 1, name: 'Our Services' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Services' }).getByRole('article')).toHaveCount(48);
});

// A page the server rendered asked the API itself: the browser's answers can be changed only for a page it loads
// by itself, reached from another page (here the sitemap, on every screen size).
const openFromSitemap = async (page: Page, name: string) => {
  await page.getByRole('main').getByRole('link', { name, exact: true }).click();
};

test('Our Services shows No Services Available when the catalog is empty', async ({ page }) => {
  await page.goto('/sitemap');
  await page.route('**/api/public/services/active', (route) =>
    route.fulfill({ json: { success: true, data: { services: [] } } }),
  );
  await openFromSitemap(page, 'Our Services');
  await expect(page).toHaveURL('/services');
  await expect(page.getByRole('heading', { name: 'No Services Available' })).toBeVisible();
});

test('a category shows all its services when they fit on one page', async ({ page }) => {
  await page.goto('/category/company-registration');
  await expect(page.getByRole('heading', { level: 1, name: 'Company Registration' })).toBeVisible();
  await expect(page).toHaveTitle('Company Registration | Startwise');
  await expect(page.getByRole('article')).toHaveCount(9);
  await expect(page.getByText('Showing all 9 services in this category')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Load More' })).toHaveCount(0);
});

test('a long category pages by 12 with Load More', async ({ page }) => {
  // The seeded categories have at most 10 services: present this one as 24 across two pages of 12, made here from
  // the real category and the real services.
  const json = async (url: string) => (await (await page.request.get(url)).json()).data;
  const { services } = await json('/api/public/services/active');
  const category = await json('/api/public/services/category/legal-compliance?page=1&limit=12');
  await page.route('**/api/public/services/category/legal-compliance?*', (route) => {
    const url = new URL(route.request().url());
    const pageNumber = Number(url.searchParams.get('page'));
    expect(url.searchParams.get('limit')).toBe('12');
    return route.fulfill({
      json: {
        success: true,
        data: {
          ...category,
          services: services.slice((pageNumber - 1) * 12, pageNumber * 12),
          pagination: { total: 24, page: pageNumber, limit: 12, pages: 2 },
          totalResults: 24,
        },
      },
    });
  });
  await page.goto('/sitemap');
  await openFromSitemap(page, 'Legal Compliance');
  await expect(page).toHaveURL('/category/legal-compliance');
  await expect(page.getByRole('article')).toHaveCount(12);
  const secondPage = page.waitForRequest((request) => new URL(request.url()).searchParams.get('page') === '2');
  await page.getByRole('button', { name: 'Load More' }).click();
  await secondPage;
  await expect(page.getByRole('article')).toHaveCount(24);
  await expect(page.getByText('Showing all 24 services in this category')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Load More' })).toHaveCount(0);
});

test('an unknown category says so and offers all services', async ({ page }) => {
  await page.goto('/category/no-such-category');
  await expect(page.getByRole('heading', { level: 1, name: 'Category Not Found' })).toBeVisible();
  await expect(
    page.getByText('The category you are looking for does not exist or may have been removed.'),
  ).toBeVisible();
  await page.getByRole('link', { name: 'View All Services' }).click();
  await expect(page).toHaveURL('/services');
});

test('an empty category says there are no services yet', async ({ page }) => {
  await page.goto('/category/import-export');
  await expect(page.getByRole('heading', { level: 1, name: 'Import & Export' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No Services Available' })).toBeVisible();
  await expect(page.getByText('There are currently no services in this category.')).toBeVisible();
});

test('a category shows 8 placeholders while it loads', async ({ page }) => {
  await page.goto('/sitemap');
  const release = await holdRequests(page, '**/api/public/services/category/**');
  await openFromSitemap(page, 'Trademark & IP');
  const loading = page.getByRole('status', { name: 'Loading services' });
  await expect(loading).toBeVisible();
  await expect(loading.locator(':scope > div > *')).toHaveCount(8);
  release();
  await expect(page.getByRole('heading', { level: 1, name: 'Trademark & IP' })).toBeVisible();
});
