import type { Page } from '@playwright/test';

/**
 * Holds back the requests that match `url` until the returned `release` is called, so a test can see the busy
 * state they cause however fast or busy the machine is. Held requests then continue to the real server.
 */
export async function holdRequests(page: Page, url: string): Promise<() => void> {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return () => release();
}
