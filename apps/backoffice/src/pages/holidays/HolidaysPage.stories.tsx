import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { backofficeStory, desktopViewport } from '../../stories/backoffice-story';
import { holidays } from '../../stories/fixtures/holidays';
import { fillIn, pressRefused, pressShowing } from '../../stories/form-steps';
import { HeldWrites, mockPostError } from '../../stories/mock-api';
import { findTable, findTableOf, openDialog } from '../../stories/screen-checks';
import { dialogSettled } from '../../stories/settle';

/** /backoffice/staff/holidays: the days working days skip, for admins only. */
const meta = {
  title: 'Back office/Holidays',
  ...backofficeStory,
  parameters: { backofficePage: { url: '/staff/holidays', signedIn: true } },
  globals: desktopViewport,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const holidaysTable = (canvasElement: HTMLElement) => findTable(canvasElement, 'Holidays');

/** The Add a holiday dialog, opened from the loaded list. */
async function addHolidayDialog(canvasElement: HTMLElement) {
  await holidaysTable(canvasElement);
  return openDialog(within(canvasElement), 'Add a holiday', 'Add a holiday');
}

const writes = new HeldWrites();

/** National holidays and the team's, by date: only the team's can be removed. */
export const List: Story = {
  play: async ({ canvasElement }) => {
    const table = await findTableOf(canvasElement, 'Holidays', holidays.length);
    const republicDay = table.getByRole('row', { name: /26 Jan 2026/ });
    await expect(republicDay).toHaveTextContent('Republic Day');
    await expect(republicDay).toHaveTextContent('national');
    await expect(within(republicDay).queryByRole('button')).toBeNull();
    await expect(table.getByRole('row', { name: /02 Oct 2026/ })).toHaveTextContent('Gandhi Jayanti');
    await expect(table.getByRole('button', { name: 'Remove Diwali, 09 Nov 2026' })).toBeVisible();
  },
};

/** Adding a holiday: the date and the name are required before anything is sent; then both are sent. */
export const AddHoliday: Story = {
  parameters: { msw: { handlers: { add: writes.holding('/admin/holidays') } } },
  play: async ({ canvasElement }) => {
    writes.clear();
    const dialog = await addHolidayDialog(canvasElement);
    await pressRefused(dialog, 'Add holiday', writes, 'Please choose the date', 'Please name the holiday');
    await fillIn(dialog, { Date: '2026-11-10', Name: ' Bhai Dooj ' });
    await userEvent.click(dialog.getByRole('button', { name: 'Add holiday' }));
    await writes.expectSent({ date: '2026-11-10', name: 'Bhai Dooj' });
    await dialogSettled();
  },
};

/** A date that already is a holiday: the server's 409 is shown in the dialog, which stays open. */
export const AlreadyAHoliday: Story = {
  parameters: {
    msw: { handlers: { add: mockPostError('/admin/holidays', 409, 'That date is already a national holiday') } },
  },
  play: async ({ canvasElement }) => {
    const dialog = await addHolidayDialog(canvasElement);
    await fillIn(dialog, { Date: '2026-08-15', Name: 'Independence Day' });
    await pressShowing(dialog, 'Add holiday', 'That date is already a national holiday');
    await dialogSettled();
  },
};

/** Removing asks first: the day becomes a working day again. */
export const Remove: Story = {
  parameters: { msw: { handlers: { remove: writes.holding('/admin/holidays/{date}/remove') } } },
  play: async ({ canvasElement }) => {
    writes.clear();
    const table = await holidaysTable(canvasElement);
    const dialog = await openDialog(table, 'Remove Diwali, 09 Nov 2026', 'Remove Diwali?', 'alertdialog');
    await expect(dialog.getByText(/09 Nov 2026 becomes a working day again/)).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.click(dialog.getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(writes.count).toBe(1));
    await dialogSettled();
  },
};
