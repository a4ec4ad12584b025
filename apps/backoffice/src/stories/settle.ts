import { expect, screen, waitFor } from 'storybook/test';

// Waits that keep screenshots stable: a play function ends only once nothing on screen is still moving or about
// to disappear.

/** A dialog's entrance animation has finished (no half-faded dialog in the screenshot). */
export const dialogSettled = () => waitFor(() => expect(document.querySelector('[data-entering]')).toBeNull());

const notifications = () => screen.queryByRole('region', { name: 'Notifications' })?.textContent ?? '';

/** A toast says `text`, then is dismissed, so the two themes' screenshots never differ by it. */
export async function expectToastThenGone(text: string) {
  await waitFor(() => expect(notifications()).toContain(text), { timeout: 6000 });
  await waitFor(() => expect(notifications()).not.toContain(text), { timeout: 8000 });
}
