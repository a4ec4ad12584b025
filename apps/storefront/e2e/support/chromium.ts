// How the browser tests launch Chromium: the Playwright end-to-end suite (../../playwright.config.ts) and the
// Storybook story tests (the root vitest.config.ts) both use these options.

/**
 * Debian's Chromium, not Playwright's download; without the networking flags it keeps trying to reach outside hosts
 * and slows down.
 */
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};
