import type { APIRequestContext, Page } from '@playwright/test';
import { type LayoutProblem, layoutProblems } from '../support/layout-problems';
import { applyAndPay } from '../support/paid-submission';
import { DEMO_ADMIN, signInStaff, staffHeaders } from '../support/staff';
import { expect, test } from '../support/test';
import {
  BACKOFFICE_ROUTES,
  BACKOFFICE_SIGNED_OUT_ROUTES,
  CUSTOMER_ROUTES,
  type RouteAddress,
  type RouteIds,
  SIGNED_OUT_ROUTES,
} from './routes';

// The layout guard: every route at a phone's, a tablet's and a desktop's width, checked for what a person sees
// broken (support/layout-problems.ts). One page per signed-in state: each route is opened once and measured at the
// three widths. The app shows one brand; the other brand is checked on the page stories (.storybook/vitest.setup.ts).

const WIDTHS = [1280, 768, 390] as const;
const HEIGHT = 900;

/** Opens each route once and lists its problems at every width, as "390 /search: rule — element". */
async function walk(page: Page, routes: RouteAddress[], ids: Partial<RouteIds> = {}) {
  const found: string[] = [];
  for (const route of routes) {
    const path = typeof route === 'string' ? route : typeof route === 'function' ? route(ids as RouteIds) : route.path;
    await page.setViewportSize({ width: WIDTHS[0], height: HEIGHT });
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    if (typeof route === 'object') await route.open(page);
    const where = typeof route === 'object' ? `${path} (${route.state})` : path;
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: HEIGHT });
      // Two frames: the resize's layout, then anything React re-rendered for the new width.
      await page.evaluate(
        () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(null)))),
      );
      await page.evaluate(() => document.fonts.ready);
      const problems: LayoutProblem[] = await page.evaluate(layoutProblems, undefined);
      for (const problem of problems) found.push(`${width} ${where}: ${problem.rule} — ${problem.element}`);
    }
  }
  return found;
}

/** Records the back-office screens open: a new contact message, the first rows of the queue, payments and catalog. */
async function backofficeIds(request: APIRequestContext): Promise<RouteIds> {
  const contact = await request.post('/api/contact', {
    data: { name: 'Layout Guard', email: 'layout.guard@example.in', message: 'Checking every screen fits.' },
  });
  expect(contact.ok()).toBe(true);
  const headers = await staffHeaders(request, DEMO_ADMIN);
  const read = async (path: string) => {
    const answer = await request.get(`/api${path}`, { headers });
    expect(answer.ok(), path).toBe(true);
    return (await answer.json()).data;
  };
  const [{ submissions }, { transactions }, { messages }, { categories }, { services }] = await Promise.all([
    read('/admin/submissions?limit=1'),
    read('/admin/transactions?limit=1'),
    read('/admin/contact-messages?limit=1'),
    read('/admin/catalog/categories'),
    read('/admin/catalog/services?limit=1'),
  ]);
  return {
    submissionId: submissions[0].id,
    transactionId: transactions[0].id,
    messageId: messages[0].id,
    categoryId: categories[0]._id,
    serviceId: services[0]._id,
  };
}

test('the storefront signed out: no page overflows, squeezes, wraps its header or clips text', async ({ page }) => {
  // Every public route at three widths: past a minute on a starved 2-core runner.
  test.slow();
  expect(await walk(page, SIGNED_OUT_ROUTES)).toEqual([]);
});

test('a customer’s pages: no page overflows, squeezes, wraps its header or clips text', async ({ page, request }) => {
  test.slow();
  const { submissionId } = await applyAndPay(page, request, 'Layout Guard');
  expect(await walk(page, CUSTOMER_ROUTES, { submissionId })).toEqual([]);
});

test('the back office signed out: its sign-in page neither overflows nor squeezes', async ({ page }) => {
  expect(await walk(page, BACKOFFICE_SIGNED_OUT_ROUTES)).toEqual([]);
});

// Runs after the customer's test (this file's tests run in order), so the queue has a paid submission to open.
test('the back office signed in: no screen overflows, squeezes, wraps its header or clips text', async ({
  page,
  request,
}) => {
  test.slow();
  await signInStaff(page, request, DEMO_ADMIN);
  const ids = await backofficeIds(request);
  expect(await walk(page, BACKOFFICE_ROUTES, ids)).toEqual([]);
});
