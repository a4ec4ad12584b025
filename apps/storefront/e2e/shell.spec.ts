import { holdRequests } from './support/hold-requests';
import { expect, test } from './support/test';

test('an unknown path shows the 404 page with its links', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { level: 1, name: "Oops! We've lost this page in space." })).toBeVisible();
  await expect(page).toHaveTitle('Page Not Found | Startwise');
  await page.getByRole('link', { name: 'Explore Services' }).click();
  await expect(page).toHaveURL('/services');
  await page.goto('/missing');
  await page.getByRole('link', { name: 'Back to Home' }).click();
  await expect(page).toHaveURL('/');
});

test('each public page has its title, description, canonical address and Open Graph tags', async ({ page }) => {
  await page.goto('/contact-us');
  await expect(page).toHaveTitle('Contact Us | Startwise');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /company registration/i);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/contact-us$/);
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', 'Contact Us | Startwise');
  await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', /\/contact-us$/);

  // Client-side navigation replaces the head: one title, the new page's canonical.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Sitemap' }).click();
  await expect(page).toHaveTitle('Sitemap | Startwise');
  await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/sitemap$/);
});

test('a slow first load shows the loading overlay after 400 ms, then the page', async ({ page }) => {
  const release = await holdRequests(page, '**/api/services/top-categories*');
  // A public page arrives rendered by the server, its data included; a page the browser renders by itself (an
  // auth or account page) first waits for the shell's data (brand and categories).
  await page.goto('/login');
  await expect(page.getByRole('status').filter({ hasText: 'Loading...' })).toBeVisible();
  release();
  await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Loading...' })).toHaveCount(0);
});

test('a route change starts at the top of the page', async ({ page }) => {
  await page.goto('/privacy-policy');
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Newsletter' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Stay Updated' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('search engines get robots.txt and a sitemap built from the live catalog', async ({ request }) => {
  const robots = await request.get('/robots.txt');
  expect(robots.headers()['content-type']).toContain('text/plain');
  const robotsText = await robots.text();
  expect(robotsText).toContain('Disallow: /submissions');
  expect(robotsText).toMatch(/Sitemap: http.*\/sitemap\.xml/);

  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.headers()['content-type']).toContain('application/xml');
  const xml = await sitemap.text();
  expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
  expect(xml).toContain('/category/company-registration</loc>');
  expect(xml).toContain('/service/private-limited-company-registration</loc>');
  // The empty category has no page worth indexing.
  expect(xml).not.toContain('/category/import-export<');
});
