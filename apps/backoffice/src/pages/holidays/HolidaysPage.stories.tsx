import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { backofficeStory, desktopViewport, PAGE_READY } from '../../stories/backoffice-story';
import { holidays } from '../../stories/fixtures/holidays';
import { mockPostError, mockPostPending } from '../../stories/mock-api';
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

let sent: unknown;

const holidayTable = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByRole('table', { name: 'Holidays' }, PAGE_READY));

/** National holidays and the team's, by date: only the team's can be removed. */
export const List: Story = {
  play: async ({ canvasElement }) => {
    const table = await holidayTable(canvasElement);
    await expect(table.getAllByRole('row')).toHaveLength(holidays.length + 1);
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
  parameters: {
    msw: { handlers: { add: mockPostPending('/admin/holidays', (body) => (sent = body)) } },
  },
  play: async ({ canvasElement }) => {
    sent = undefined;
    const canvas = within(canvasElement);
    await holidayTable(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add a holiday' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add a holiday' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Add holiday' }));
    await expect(await dialog.findByText('Please choose the date')).toBeVisible();
    await expect(dialog.getByText('Please name the holiday')).toBeVisible();
    await expect(sent).toBeUndefined();
    await userEvent.type(dialog.getByLabelText(/^Date/), '2026-11-10');
    await userEvent.type(dialog.getByLabelText(/^Name/), ' Bhai Dooj ');
    await userEvent.click(dialog.getByRole('button', { name: 'Add holiday' }));
    await waitFor(() => expect(sent).toEqual({ date: '2026-11-10', name: 'Bhai Dooj' }));
    await dialogSettled();
  },
};

/** A date that already is a holiday: the server's 409 is shown in the dialog, which stays open. */
export const AlreadyAHoliday: Story = {
  parameters: {
    msw: { handlers: { add: mockPostError('/admin/holidays', 409, 'That date is already a national holiday') } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await holidayTable(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add a holiday' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add a holiday' }));
    await userEvent.type(dialog.getByLabelText(/^Date/), '2026-08-15');
    await userEvent.type(dialog.getByLabelText(/^Name/), 'Independence Day');
    await userEvent.click(dialog.getByRole('button', { name: 'Add holiday' }));
    await expect(await dialog.findByText('That date is already a national holiday')).toBeVisible();
    await dialogSettled();
  },
};

/** Removing asks first: the day becomes a working day again. */
export const Remove: Story = {
  parameters: {
    msw: {
      handlers: {
        remove: mockPostPending('/admin/holidays/{date}/remove', () => {
          sent = 'remove';
        }),
      },
    },
  },
  play: async ({ canvasElement }) => {
    sent = undefined;
    const table = await holidayTable(canvasElement);
    await userEvent.click(table.getByRole('button', { name: 'Remove Diwali, 09 Nov 2026' }));
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Remove Diwali?' }));
    await expect(dialog.getByText(/09 Nov 2026 becomes a working day again/)).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.click(dialog.getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(sent).toBe('remove'));
    await dialogSettled();
  },
};
