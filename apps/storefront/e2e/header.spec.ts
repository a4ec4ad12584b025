import { expectNoAxeViolations } from './support/axe';
import { holdRequests } from './support/hold-requests';
import { expect, test } from './support/test';

test.describe('header search overlay', () => {
  test('opens cleared and focused, suggests from 2 characters and closes with Escape', async ({ page }) => {
    await page.goto('/services');
    await page.getByRole('banner').getByRole('button', { name: 'Search', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Search' });
    const input = dialog.getByPlaceholder('Search services...');
    await expect(input).toBeFocused();
    await expect(input).toHaveValue('');
    await expect(dialog.getByRole('button', { name: 'Search', exact: true })).toBeDisabled();

    await input.fill('g');
    await expect(dialog.getByText('Searching...')).toHaveCount(0);
    await input.fill('  ');
    await expect(dialog.getByRole('button', { name: 'Search', exact: true })).toBeDisabled();

    // Hold the suggestions back so 'Searching...' can be seen however busy the machine is.
    const release = await holdRequests(page, '**/api/public/services/search/services?*');
    await input.fill('gst');
    await expect(dialog.getByText('Searching...')).toBeVisible();
    release();
    await expect(dialog.getByRole('heading', { name: 'Search Results' })).toBeVisible();
    await expect(dialog.locator('mark').first()).toHaveText(/gst/i);
    await expect(dialog.getByRole('link', { name: 'View all results' })).toHaveAttribute('href', '/search?q=gst');
    await expectNoAxeViolations(page);

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    // Opening again starts from scratch.
    await page.getByRole('banner').getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByPlaceholder('Search services...')).toHaveValue('');
    await expect(page.getByRole('heading', { name: 'Search Results' })).toHaveCount(0);
  });

  test('says when nothing matches', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByPlaceholder('Search services...').fill('qqzzxx');
    await expect(page.getByText('No results found for "qqzzxx"')).toBeVisible();
    await expect(page.getByText('Try different keywords or browse our services')).toBeVisible();
  });

  test('a click outside closes it', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Search' })).toBeVisible();
    const viewport = page.viewportSize();
    await page.mouse.click(5, (viewport?.height ?? 600) - 5);
    await expect(page.getByRole('dialog', { name: 'Search' })).toBeHidden();
  });

  test('submitting goes to the search page with the encoded query', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByPlaceholder('Search services...').fill('company & LLP');
    await page.getByRole('dialog').getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL('/search?q=company%20%26%20LLP');
    await expect(page.getByRole('dialog')).toBeHidden();
  });

  test('choosing a suggestion opens that service', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByPlaceholder('Search services...').fill('trademark');
    const first = page.getByRole('dialog').getByRole('listitem').first().getByRole('link');
    const href = await first.getAttribute('href');
    expect(href).toMatch(/^\/service\/trademark/);
    await first.click();
    await expect(page).toHaveURL(href ?? '');
    await expect(page.getByRole('dialog')).toBeHidden();
  });
});

test('signed-out visitors see Login (and Register in the mobile menu)', async ({ page, isMobile }) => {
  await page.goto('/');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login' }).first()).toHaveAttribute('href', '/login');
  if (isMobile) {
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(
      page.getByRole('navigation', { name: 'Main (mobile)' }).getByRole('link', { name: 'Register' }),
    ).toHaveAttribute('href', '/register');
  }
});

test('the category menu: hover lists services on desktop, one expanded item at a time on mobile', async ({
  page,
  isMobile,
}) => {
  await page.goto('/');
  if (!isMobile) {
    const nav = page.getByRole('navigation', { name: 'Main', exact: true });
    await expect(nav.getByRole('link', { name: 'Services', exact: true })).toHaveAttribute('href', '/services');
    await expect(nav.getByRole('link', { name: 'About Us' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Experts' })).toBeVisible();
    // Hovering Services opens the mega-menu; the category under the pointer lists its services.
    await nav.getByRole('link', { name: 'Services', exact: true }).hover();
    const panel = nav.getByRole('group', { name: 'Service categories' });
    await expect(panel).toBeVisible();
    // The empty category (count 0) is not offered.
    await expect(panel.getByRole('link', { name: 'Import & Export' })).toHaveCount(0);
    await panel.getByRole('link', { name: 'GST & Tax', exact: true }).hover();
    await expect(
      panel.getByRole('group', { name: 'GST & Tax services' }).getByRole('link', { name: 'GST Registration' }),
    ).toHaveAttribute('href', '/service/gst-registration');
    await expectNoAxeViolations(page);
    await panel.getByRole('link', { name: 'GST & Tax', exact: true }).click();
    await expect(page).toHaveURL('/category/gst-tax');
    await expect(panel).toBeHidden();
    return;
  }
  await page.getByRole('button', { name: 'Menu' }).click();
  const menu = page.getByRole('navigation', { name: 'Main (mobile)' });
  const services = menu.getByRole('button', { name: 'Services' });
  const about = menu.getByRole('button', { name: 'About Us' });
  await services.click();
  await expect(services).toHaveAttribute('aria-expanded', 'true');
  await about.click();
  await expect(about).toHaveAttribute('aria-expanded', 'true');
  await expect(services).toHaveAttribute('aria-expanded', 'false');
  await about.click();
  await expect(about).toHaveAttribute('aria-expanded', 'false');
  await services.click();
  await expectNoAxeViolations(page);
  await menu.getByRole('link', { name: 'Trademark & IP' }).click();
  await expect(page).toHaveURL('/category/trademark-ip');
  await expect(page.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
  await expect(menu).toBeHidden();
});

test('the header is one row with the wordmark from 1024 px (the mega-menu works from the keyboard), a menu below', async ({
  page,
  isMobile,
}) => {
  if (isMobile) {
    await page.goto('/services');
    await expect(page.getByRole('button', { name: 'Menu' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Service categories' })).toBeHidden();
    return;
  }
  for (const width of [1024, 1280]) {
    await page.setViewportSize({ width, height: 768 });
    await page.goto('/services');
    const banner = page.getByRole('banner');
    await expect(banner.getByText('Startwise', { exact: true })).toBeVisible();
    const logo = await banner.getByRole('link', { name: 'Startwise home' }).boundingBox();
    if (!logo) throw new Error('the header has no logo');
    // One row: entries and actions level with the logo, each label on one line.
    for (const entry of [banner.getByRole('link', { name: 'Experts' }), banner.getByRole('link', { name: 'Login' })]) {
      const box = await entry.boundingBox();
      expect(Math.abs((box?.y ?? 0) + (box?.height ?? 0) / 2 - (logo.y + logo.height / 2))).toBeLessThan(4);
      const lines = await entry.evaluate((element) => {
        const range = document.createRange();
        range.selectNodeContents(element);
        return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
      });
      expect(lines).toBe(1);
    }
  }
  const toggle = page.getByRole('button', { name: 'Service categories' });
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Company Registration', exact: true })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'View all Company Registration services' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(toggle).toBeFocused();
});
