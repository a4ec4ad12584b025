import { test as base, type Page } from '@playwright/test';
import { recordBrowserLog } from './browser-log';

export { expect } from '@playwright/test';

/** Waits until the storefront's React is attached (app/StorefrontRoot.tsx marks the document). */
export const waitUntilInteractive = (page: Page) =>
  page.waitForFunction(() => document.documentElement.dataset.interactive === 'true');

/**
 * Playwright's `test`, with navigations that wait for the page to be interactive. Public pages arrive rendered by
 * the server and show before their script has run; a visitor's click that early is not handled, and a test must
 * not click sooner than a person would find the page working. A test that fails carries its browser log.
 */
export const test = base.extend({
  page: async ({ page }, use, testInfo) => {
    const browserLog = await recordBrowserLog(page);
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await waitUntilInteractive(page);
      return response;
    };
    page.reload = async (options) => {
      const response = await reload(options);
      await waitUntilInteractive(page);
      return response;
    };
    await use(page);
    browserLog.printIfFailed(testInfo);
  },
});
