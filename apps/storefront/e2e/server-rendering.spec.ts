import { test as base, type Page } from '@playwright/test';
import { expect, test } from './support/test';

// Public pages arrive rendered by the server: readable before (and without) any script, then taken over by the
// browser without a visible change.

/** The page's head names it and its one canonical address. */
async function expectHead(page: Page, title: string | RegExp, path: string) {
  await expect(page).toHaveTitle(title);
  const canonical = page.locator('link[rel="canonical"]');
  await expect(canonical).toHaveCount(1);
  await expect(canonical).toHaveAttribute('href', new RegExp(`^https?://[^/]+${path.replace(/[?]/g, '\\?')}$`));
}

// Playwright's own test here: support/test.ts waits for the app to mark the page interactive, which needs scripts.
base.describe('without JavaScript', () => {
  base.use({ javaScriptEnabled: false });

  base('the home page shows its hero, the header links and the footer', async ({ page, isMobile }) => {
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    await expectHead(page, 'Home | Startwise', '/');
    await expect(page.getByRole('heading', { level: 1, name: 'Start, register and grow your business' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Explore Our Services' })).toHaveAttribute('href', '/services');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Startwise home' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Login' }).first()).toHaveAttribute('href', '/login');
    await expect(header.getByRole('link', { name: 'Login' }).first()).toBeVisible();
    if (!isMobile) {
      // The menu bar (phones open it from the Menu button, which needs the script). The categories' mega-menu opens
      // with the script too; its links are in the page for search engines, and Services lists them all.
      const nav = header.getByRole('navigation', { name: 'Main', exact: true });
      await expect(nav.getByRole('link', { name: 'Services', exact: true })).toHaveAttribute('href', '/services');
      await expect(nav.getByRole('link', { name: 'Services', exact: true })).toBeVisible();
      await expect(nav.locator('a[href="/category/company-registration"]').first()).toBeAttached();
    }
    const footer = page.getByRole('contentinfo');
    await expect(footer).toBeVisible();
    await expect(
      footer.getByRole('region', { name: 'About Us' }).getByRole('link', { name: 'Our Mission' }),
    ).toHaveAttribute('href', '/our-mission');
    await expect(
      footer.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'Sitemap' }),
    ).toHaveAttribute('href', '/sitemap');
  });

  base('a category shows its service cards with their prices', async ({ page }) => {
    const response = await page.goto('/category/company-registration');
    expect(response?.status()).toBe(200);
    await expectHead(page, 'Company Registration | Startwise', '/category/company-registration');
    await expect(page.getByRole('heading', { level: 1, name: 'Company Registration' })).toBeVisible();
    const cards = page.getByRole('main').getByRole('article');
    await expect(cards).toHaveCount(9);
    await expect(cards.filter({ hasText: 'Private Limited Company Registration' })).toContainText('₹6,999');
    for (const card of await cards.all()) await expect(card).toContainText(/₹[\d,]+/);
  });

  base('a service shows its title, price and description, and a login link in place of its form', async ({ page }) => {
    const response = await page.goto('/service/private-limited-company-registration');
    expect(response?.status()).toBe(200);
    await expectHead(page, /Private Limited Company Registration/, '/service/private-limited-company-registration');
    await expect(page.getByRole('heading', { level: 1, name: 'Private Limited Company Registration' })).toBeVisible();
    await expect(page.getByRole('main')).toContainText('₹6,999');
    await expect(page.getByRole('heading', { level: 2, name: 'About this Service' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Login to Apply' })).toHaveAttribute(
      'href',
      '/login?redirect=/service/private-limited-company-registration',
    );
  });

  base('Services lists every service card with its title and price', async ({ page }) => {
    const response = await page.goto('/services');
    expect(response?.status()).toBe(200);
    const cards = page.getByRole('list', { name: 'Services' }).getByRole('article');
    expect(await cards.count()).toBeGreaterThan(20);
    await expect(cards.filter({ hasText: 'GST Registration' }).first()).toContainText(/₹[\d,]+/);
    for (const card of await cards.all()) {
      await expect(card.getByRole('heading')).not.toHaveText('');
      await expect(card).toContainText(/₹[\d,]+/);
    }
  });

  base('the search page shows the results for its query, with titles and prices', async ({ page }) => {
    const response = await page.goto('/search?q=gst');
    expect(response?.status()).toBe(200);
    await expectHead(page, /gst/, '/search');
    await expect(page.getByRole('heading', { level: 1, name: 'Search Services' })).toBeVisible();
    await expect(page.getByRole('searchbox', { name: 'Search services' })).toHaveValue('gst');
    await expect(page.getByText(/^Showing \d+ of \d+ results$/)).toBeVisible();
    const cards = page.getByRole('list', { name: 'Search results' }).getByRole('article');
    await expect(cards.filter({ hasText: 'GST Registration' }).first()).toBeVisible();
    expect(await cards.count()).toBeGreaterThan(0);
    for (const card of await cards.all()) await expect(card).toContainText(/₹[\d,]+/);
  });

  base('an unknown address answers 404 with the not-found page', async ({ page }) => {
    const response = await page.goto('/no/such/address');
    expect(response?.status()).toBe(404);
    await expectHead(page, /Page Not Found/, '/no/such/address');
    await expect(page.getByRole('heading', { level: 1, name: "Oops! We've lost this page in space." })).toBeVisible();
  });
});

test.describe('taken over by the browser', () => {
  // The service page hydrates its description as the API served it (cleaned on read), set as is on both sides.
  for (const path of ['/', '/services', '/service/private-limited-company-registration']) {
    test(`${path} loads without console errors`, async ({ page }) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await page.goto(path);
      // Below-the-fold parts hydrate as they come near: scroll through the whole page.
      await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
      await page.waitForLoadState('networkidle');
      expect(errors).toEqual([]);
    });
  }

  test('the header search opens its overlay right after load', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: 'Search', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Search' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByPlaceholder('Search services...')).toBeFocused();
  });
});
