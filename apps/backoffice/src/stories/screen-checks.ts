import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { PAGE_READY } from './backoffice-story';

// What the back office's screens have in common, as their stories check it: a named table, the page an operator
// may not see, the first load and its failure.

/** The table named `name`, once the page has drawn it. */
export const findTable = async (canvasElement: HTMLElement, name: string) =>
  within(await within(canvasElement).findByRole('table', { name }, PAGE_READY));

/** The page says it is not for this member (an operator on an admin's page); answers the canvas. */
export async function expectNotAllowed(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await expect(
    await canvas.findByRole('heading', { name: 'You are not allowed to see this page' }, PAGE_READY),
  ).toBeVisible();
  return canvas;
}

/** An admins' screen opened by an operator: not allowed, no table, and the header offers no link `screenLink`. */
export async function expectAdminsOnly(canvasElement: HTMLElement, screenLink: string) {
  const canvas = await expectNotAllowed(canvasElement);
  await expect(headerNav(canvasElement).queryByRole('link', { name: screenLink })).toBeNull();
  await expect(canvas.queryByRole('table')).toBeNull();
}

/** The first load is on its way: the spinner says what is loading (`label`: 'Loading the queue'). */
export async function expectLoading(canvasElement: HTMLElement, label: string) {
  await expect(await within(canvasElement).findByRole('status', { name: label }, PAGE_READY)).toBeVisible();
}

/** The server failed (after the client's retries): `title` and the client's words for a 5xx, and Try again. */
export async function expectLoadFailed(canvasElement: HTMLElement, title: string) {
  const canvas = within(canvasElement);
  const alert = await canvas.findByRole('alert', {}, PAGE_READY);
  await expect(alert).toHaveTextContent(title);
  await expect(alert).toHaveTextContent('A server error occurred. Please try again later.');
  await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
}

/** Export CSV downloads one file with the staff token; answers the query the export was asked with. */
export async function exportedQuery(canvasElement: HTMLElement, exported: Request[]) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Export CSV' }));
  await waitFor(() => expect(exported).toHaveLength(1));
  await expect(exported[0]?.headers.get('authorization')).toBe('Bearer story-staff-access-token');
  return Object.fromEntries(new URL(exported[0]?.url ?? '').searchParams);
}

/** The table named `name` once drawn, with a row for each of `count` items below its header row. */
export async function findTableOf(canvasElement: HTMLElement, name: string, count: number) {
  const table = await findTable(canvasElement, name);
  await expect(table.getAllByRole('row')).toHaveLength(count + 1);
  return table;
}

/** The header's navigation: its links are the screens the member may open, the current one marked. */
export const headerNav = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('navigation', { name: 'Back office' }));

/**
 * Presses `button` in `scope` (the canvas, a table, a card); answers the dialog it opens, named `title` (an
 * alertdialog where it only asks to confirm).
 */
export async function openDialog(
  scope: ReturnType<typeof within>,
  button: string,
  title: string,
  role: 'dialog' | 'alertdialog' = 'dialog',
) {
  await userEvent.click(scope.getByRole('button', { name: button }));
  return within(await screen.findByRole(role, { name: title }));
}
