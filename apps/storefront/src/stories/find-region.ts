import { within } from 'storybook/test';
import { PAGE_READY } from './page-story';

/**
 * Queries inside the labelled section `name` of the page (a card, a form's panel), once the lazily loaded page
 * shows it: `const panel = await findRegion(canvasElement, 'Login')`.
 */
export async function findRegion(canvasElement: HTMLElement, name: string) {
  return within(await within(canvasElement).findByRole('region', { name }, PAGE_READY));
}
