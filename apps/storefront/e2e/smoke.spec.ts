import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/test';

test('the server answers its health check and serves the storefront', async ({ page, request }) => {
  const health = await request.get('/api/health');
  expect(await health.json()).toEqual({ success: true, data: { status: 'ok', database: 'ok' } });

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);
});
