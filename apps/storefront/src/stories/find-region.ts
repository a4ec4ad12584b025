import { expect, waitFor, within } from 'storybook/test';
import { PAGE_READY } from './page-story';

/**
 * Queries inside the labelled section `name` of the page (a card, a form's panel), once the lazily loaded page
 * shows it: `const panel = await findRegion(canvasElement, 'Login')`.
 */
export async function findRegion(canvasElement: HTMLElement, name: string) {
  return within(await within(canvasElement).findByRole('region', { name }, PAGE_READY));
}

/**
 * Queries inside a guest page's panel (Login, Register, Forgot password) once the auth flow runs it: until then the
 * page shows its signed-out first frame, whose button waits disabled (auth/signed-out-first-frame.ts).
 */
export async function findGuestPanel(canvasElement: HTMLElement, name: string) {
  const panel = await within(canvasElement).findByRole('region', { name }, PAGE_READY);
  await waitFor(() => expect(panel.querySelector('button[type="submit"]:disabled')).toBeNull(), PAGE_READY);
  return within(panel);
}

/** Queries inside a service page's application form, once its chunk (loaded for a signed-in customer) shows it. */
export async function findApplicationForm(canvasElement: HTMLElement) {
  const card = await findRegion(canvasElement, 'Apply for this Service');
  return within(await card.findByRole('form', { name: 'Application form' }, PAGE_READY));
}
