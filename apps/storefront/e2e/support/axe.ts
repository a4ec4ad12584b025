import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Waits for the page's finite animations and transitions (a dialog fading in, a toast sliding) to end, so axe
 * measures colours as the customer ends up seeing them, not a frame of a fade. Endless ones (spinners) are skipped.
 */
async function settleAnimations(page: Page) {
  await page.evaluate(async () => {
    const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    // An entering overlay may start its animation a frame after it is visible: look again until none is running.
    for (let round = 0; round < 10; round += 1) {
      await nextFrame();
      const running = document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY);
      if (running.length === 0) return;
      await Promise.all(running.map((animation) => animation.finished.catch(() => undefined)));
    }
  });
}

/** Fails with the list of violations when axe finds any on the settled page. */
export async function expectNoAxeViolations(page: Page) {
  await settleAnimations(page);
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual(
    [],
  );
}
