import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/test';

test('hero, services tabs and View All Services', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle('Home | Startwise');
  await expect(page.getByRole('link', { name: 'Explore Our Services' })).toHaveAttribute('href', '/services');

  // The tabs load as they come into view: scroll to the section (its heading alone can be at the screen's foot with
  // the tabs' placeholders still below it, on a phone).
  await page.getByRole('region', { name: 'Our Popular Services' }).scrollIntoViewIfNeeded();
  const tabs = page.getByRole('tablist', { name: 'Service categories' });
  await expect(tabs.getByRole('tab')).toHaveText([
    'Company Registration',
    'Trademark & IP',
    'GST & Tax',
    'Funding & Finance',
    'Website & Technology',
    'Legal Compliance',
  ]);
  await expect(tabs.getByRole('tab', { name: 'Company Registration' })).toHaveAttribute('aria-selected', 'true');
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByRole('heading', { name: 'Private Limited Company Registration' })).toBeVisible();
  await expect(panel.getByText('₹6,999').first()).toBeVisible();
  await expectNoAxeViolations(page);

  await tabs.getByRole('tab', { name: 'GST & Tax' }).click();
  await expect(page.getByRole('tabpanel').getByRole('heading', { name: 'GST Registration' })).toBeVisible();
  const learnMore = page.getByRole('tabpanel').getByRole('link', { name: 'Learn more' }).first();
  await expect(learnMore).toHaveAttribute('href', '/service/gst-registration');

  await page.getByRole('link', { name: 'View All Services' }).click();
  await expect(page).toHaveURL('/services');
});

test('Talk To An Expert leads to the call to action with Call Us Now', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Talk To An Expert' }).first().click();
  await expect(page).toHaveURL('/#expert');
  const expert = page.locator('#expert');
  await expect(expert).toBeInViewport();
  await expect(expert.getByRole('link', { name: 'Call Us Now' })).toHaveAttribute('href', 'tel:+918047182200');
});

test('statistics show their figures and the testimonials rotate', async ({ page }) => {
  await page.goto('/');
  const stats = page.getByRole('region', { name: 'Our Impact in Numbers' });
  await stats.scrollIntoViewIfNeeded();
  // The figures are in the page from the first paint (no count-up from 0).
  await expect(stats.locator('[data-counter]')).toHaveText(['500+', '1,250+', '50+', '98%'], { timeout: 5_000 });
  await expect(stats.getByText('Happy Clients')).toBeVisible();

  const carousel = page.getByRole('region', { name: 'Testimonials' });
  await carousel.scrollIntoViewIfNeeded();
  await expect(carousel.getByRole('img', { name: 'Rated 5 out of 5' })).toBeVisible();
  await carousel.getByRole('button', { name: 'Next slide' }).click();
  await expect(carousel.getByText('Arjun Mehta')).toBeVisible();
  await carousel.getByRole('button', { name: 'Next slide' }).click();
  await expect(carousel.getByRole('img', { name: 'Rated 4 out of 5' })).toBeVisible();
  await carousel.getByRole('button', { name: 'Previous slide' }).click();
  await expect(carousel.getByText('Arjun Mehta')).toBeVisible();
});

test('without categories the tabs say No Services Found, and Refresh Data loads them', async ({ page }) => {
  let empty = true;
  await page.route('**/api/services/top-categories*', async (route) => {
    if (!empty) return route.continue();
    return route.fulfill({ json: { success: true, data: { categoriesWithServices: [] } } });
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'No Services Found' })).toBeVisible();
  empty = false;
  await page.getByRole('button', { name: 'Refresh Data' }).click();
  await expect(page.getByRole('tablist', { name: 'Service categories' })).toBeVisible();
});
