import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/test';

// What a visitor sees before any script runs: the server's HTML carries the real content of the first screen.

// Pages opened straight from the browser: the suite's `page` waits for the scripts, which never run here.
test.describe('without JavaScript', () => {
  test('home shows its popular services and its real figures', async ({ browser, baseURL }) => {
    const page = await browser.newPage({ javaScriptEnabled: false, baseURL });
    await page.goto('/');
    const services = page.getByRole('region', { name: 'Our Popular Services' });
    await expect(services.getByRole('list', { name: 'Company Registration services' })).toBeVisible();
    await expect(services.getByRole('heading', { name: 'Private Limited Company Registration' })).toBeVisible();
    await expect(services.getByText('₹6,999').first()).toBeVisible();
    await expect(services.getByRole('status', { name: 'Loading services' })).toHaveCount(0);
    // The other categories are links that work before the tabs have loaded.
    await expect(services.getByRole('link', { name: 'Trademark & IP' })).toHaveAttribute(
      'href',
      '/category/trademark-ip',
    );
    const figures = page.getByRole('region', { name: 'Our Impact in Numbers' });
    await expect(figures.locator('[data-counter]')).toHaveText(['500+', '1,250+', '50+', '98%']);
    await page.close();
  });

  test('a service page shows its price, GST, turnaround and what is included', async ({ browser, baseURL }) => {
    const page = await browser.newPage({ javaScriptEnabled: false, baseURL });
    await page.goto('/service/private-limited-company-registration');
    const offer = page.getByRole('region', { name: 'Price' });
    await expect(offer).toContainText('₹6,999');
    await expect(offer).toContainText('₹9,999');
    await expect(offer).toContainText('30% off');
    await expect(offer).toContainText('incl. 18% GST');
    await expect(offer).toContainText('Usually 15 working days');
    await expect(offer.getByRole('list')).toContainText('Certificate of incorporation');
    await page.close();
  });
});

test('the service offer is in the first screen, and on a phone Apply stays at the bottom', async ({ page }) => {
  await page.goto('/service/private-limited-company-registration');
  const offer = page.getByRole('region', { name: 'Price' });
  const bar = page.getByRole('region', { name: 'Apply for Private Limited Company Registration' });
  if ((page.viewportSize()?.width ?? 0) < 1024) {
    // Under the title: the price in the first screen, and the bar's Apply at the bottom all the way down.
    await expect(offer.getByText('₹6,999')).toBeInViewport();
    await expect(bar.getByRole('link', { name: 'Apply — ₹6,999' })).toBeInViewport();
    await page.getByRole('heading', { name: 'Frequently Asked Questions' }).scrollIntoViewIfNeeded();
    await expect(bar.getByRole('link', { name: 'Apply — ₹6,999' })).toBeInViewport();
  } else {
    await expect(offer.getByRole('link', { name: 'Login to Apply' })).toBeInViewport();
    await expect(bar).toBeHidden();
    // The side card stays in view while the page scrolls down to the FAQs.
    await page.getByRole('heading', { name: 'Frequently Asked Questions' }).scrollIntoViewIfNeeded();
    await expect(offer.getByRole('link', { name: 'Login to Apply' })).toBeInViewport();
  }
  await expectNoAxeViolations(page);
});
