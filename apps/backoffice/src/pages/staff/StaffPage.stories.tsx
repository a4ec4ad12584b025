import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { backofficeStory, desktopViewport, PAGE_READY } from '../../stories/backoffice-story';
import { admin, allStaff, operator } from '../../stories/fixtures/staff';
import { mockData, mockPostPending } from '../../stories/mock-api';
import { dialogSettled } from '../../stories/settle';

/** /backoffice/staff: staff management, for admins only. */
const meta = {
  title: 'Back office/Staff',
  ...backofficeStory,
  parameters: { backofficePage: { url: '/staff', signedIn: true } },
  globals: desktopViewport,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

let sent: unknown;

const staffTable = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByRole('table', { name: 'Staff members' }, PAGE_READY));

/** Everyone, active first; the admin cannot deactivate themselves, and a deactivated member stays listed. */
export const List: Story = {
  play: async ({ canvasElement }) => {
    const table = await staffTable(canvasElement);
    await expect(table.getAllByRole('row')).toHaveLength(allStaff.length + 1);
    await expect(table.getByRole('row', { name: new RegExp(admin.fullName) })).toHaveTextContent('You');
    await expect(table.getByRole('row', { name: /Sneha Kulkarni/ })).toHaveTextContent('Deactivated');
    await expect(table.getByRole('button', { name: `Deactivate ${operator.fullName}` })).toBeVisible();
    await expect(within(canvasElement).getByRole('link', { name: 'Staff', current: 'page' })).toBeVisible();
  },
};

/** Adding a member: the staff password rule (12 characters) is checked before the call; then it is sent. */
export const AddMember: Story = {
  parameters: {
    msw: { handlers: { create: mockPostPending('/admin/staff', (body) => (sent = body)) } },
  },
  play: async ({ canvasElement }) => {
    sent = undefined;
    const canvas = within(canvasElement);
    await staffTable(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add a staff member' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add a staff member' }));
    await userEvent.type(dialog.getByLabelText(/^Full name/), 'Meera Iyer');
    await userEvent.type(dialog.getByLabelText(/^Email/), 'meera@startwise.in');
    await userEvent.type(dialog.getByLabelText(/^First password/), 'short pass');
    await userEvent.click(dialog.getByRole('button', { name: 'Add member' }));
    await expect(await dialog.findByText('Password must be at least 12 characters')).toBeVisible();
    await expect(sent).toBeUndefined();
    await userEvent.type(dialog.getByLabelText(/^First password/), ' but longer');
    await userEvent.click(dialog.getByRole('button', { name: 'Add member' }));
    await waitFor(() =>
      expect(sent).toEqual({
        fullName: 'Meera Iyer',
        email: 'meera@startwise.in',
        role: 'operator',
        password: 'short pass but longer',
      }),
    );
    await dialogSettled();
  },
};

/** Deactivating asks first: the member is signed out everywhere at once. */
export const Deactivate: Story = {
  parameters: {
    msw: {
      handlers: {
        deactivate: mockPostPending('/admin/staff/{staffId}/deactivate', () => {
          sent = 'deactivate';
        }),
      },
    },
  },
  play: async ({ canvasElement }) => {
    sent = undefined;
    const table = await staffTable(canvasElement);
    await userEvent.click(table.getByRole('button', { name: `Deactivate ${operator.fullName}` }));
    const dialog = within(await screen.findByRole('alertdialog', { name: `Deactivate ${operator.fullName}?` }));
    await expect(dialog.getByText(/signed out everywhere at once/)).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.click(dialog.getByRole('button', { name: 'Deactivate' }));
    await waitFor(() => expect(sent).toBe('deactivate'));
    await dialogSettled();
  },
};

/** An operator who opens the address directly is told it is not for them. */
export const NotAllowed: Story = {
  parameters: { msw: { handlers: { staffMe: mockData('/admin/me', { staff: operator }) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'You are not allowed to see this page' }, PAGE_READY),
    ).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Not allowed', level: 1 })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to the queue' })).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};
