import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Scrolls to the end of the page, where the footer's newsletter form loads as it comes near the screen, until the
 * form is there. Content above may still grow as it loads (the home page's tabs) and push it away, hence the retry.
 */
export async function footerWithForm(page: Page): Promise<Locator> {
  const footer = page.getByRole('contentinfo');
  await expect(async () => {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(footer.getByRole('button', { name: 'Subscribe' })).toBeVisible({ timeout: 1_000 });
  }).toPass();
  return footer;
}
