import { userEvent } from 'storybook/test';

/** Activates a control the way a keyboard user does: focus it, press Enter. */
export async function pressEnterOn(element: HTMLElement): Promise<void> {
  element.focus();
  await userEvent.keyboard('{Enter}');
}
