import { within } from 'storybook/test';
import { PAGE_READY } from './page-story';

/**
 * Queries inside the labelled section `name` of the page (a card, a form's panel), once the lazily loaded page
 * shows it: `const panel = await findRegion(canvasElement, 'Login')`.
 */
export async function findRegion(canvasElement: HTMLElement, name: string) {
  return within(await within(canvasElement).findByRole('region', { name }, PAGE_READY));
}

/** Queries inside a service page's application form, once its chunk (loaded for a signed-in customer) shows it. */
export async function findApplicationForm(canvasElement: HTMLElement) {
  const card = await findRegion(canvasElement, 'Apply for this Service');
  return within(await card.findByRole('form', { name: 'Application form' }, PAGE_READY));
}
