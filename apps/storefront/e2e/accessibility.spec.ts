import { expectNoAxeViolations } from './support/axe';
import { fillContactForm } from './support/contact-form';
import { footerWithForm } from './support/footer';
import { expect, test } from './support/test';

// Every public page, in the state a visitor first sees it, at desktop and mobile widths (the two projects).
const PAGES = [
  ['/', 'Start, register and grow your business'],
  ['/services', 'Our Services'],
  ['/search', 'Search Services'],
  ['/search?q=gst', 'Search Services'],
  ['/search?q=qqzzxx', 'Search Services'],
  ['/category/company-registration', 'Company Registration'],
  ['/category/import-export', 'Import & Export'],
  ['/category/no-such-category', 'Category Not Found'],
  ['/newsletter', 'Stay Updated'],
  ['/contact-us', 'Contact Us'],
  ['/sitemap', 'Sitemap'],
  ['/our-mission', 'Our Mission'],
  ['/privacy-policy', 'Privacy Policy'],
  ['/terms-of-service', 'Terms of Service'],
  ['/cookie-policy', 'Cookie Policy'],
  ['/refund-policy', 'Refund Policy'],
  ['/no-such-page', "Oops! We've lost this page in space."],
] as const;

for (const [path, heading] of PAGES) {
  test(`axe finds no violations on ${path}`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    // Scrolled down, so the footer's newsletter form (loaded as it comes near) is checked too.
    await footerWithForm(page);
    await expectNoAxeViolations(page);
  });
}

test('axe finds no violations with the contact form sent and the footer open', async ({ page }) => {
  await page.goto('/contact-us');
  const form = page.getByRole('region', { name: 'Send us a message' });
  await fillContactForm(form, { name: 'Axe Tester', email: 'axe@example.com', message: 'Checking accessibility.' });
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByRole('heading', { name: 'Message Sent!' })).toBeVisible();
  await page.getByRole('contentinfo').getByRole('button', { name: 'Site links' }).click();
  await expectNoAxeViolations(page);
});
