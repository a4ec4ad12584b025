import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { backofficeStory, desktopViewport } from '../../stories/backoffice-story';
import { signedInAs } from '../../stories/default-handlers';
import { admin, allStaff, operator } from '../../stories/fixtures/staff';
import { fillIn, pressRefused } from '../../stories/form-steps';
import { HeldWrites } from '../../stories/mock-api';
import { expectNotAllowed, findTable, findTableOf, openDialog } from '../../stories/screen-checks';
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

const writes = new HeldWrites();

/** Everyone, active first; the admin cannot deactivate themselves, and a deactivated member stays listed. */
export const List: Story = {
  play: async ({ canvasElement }) => {
    const table = await findTableOf(canvasElement, 'Staff members', allStaff.length);
    await expect(table.getByRole('row', { name: new RegExp(admin.fullName) })).toHaveTextContent('You');
    await expect(table.getByRole('row', { name: /Sneha Kulkarni/ })).toHaveTextContent('Deactivated');
    await expect(table.getByRole('button', { name: `Deactivate ${operator.fullName}` })).toBeVisible();
    await expect(within(canvasElement).getByRole('link', { name: 'Staff', current: 'page' })).toBeVisible();
  },
};

/** Adding a member: the staff password rule (12 characters) is checked before the call; then it is sent. */
export const AddMember: Story = {
  parameters: { msw: { handlers: { create: writes.holding('/admin/staff') } } },
  play: async ({ canvasElement }) => {
    writes.clear();
    const canvas = within(canvasElement);
    await findTable(canvasElement, 'Staff members');
    const dialog = await openDialog(canvas, 'Add a staff member', 'Add a staff member');
    const newcomer = { fullName: 'Meera Iyer', email: 'meera@startwise.in' };
    await fillIn(dialog, { 'Full name': newcomer.fullName, Email: newcomer.email, 'First password': 'short pass' });
    await pressRefused(dialog, 'Add member', writes, 'Password must be at least 12 characters');
    await fillIn(dialog, { 'First password': ' but longer' });
    await userEvent.click(dialog.getByRole('button', { name: 'Add member' }));
    await writes.expectSent({ ...newcomer, role: 'operator', password: 'short pass but longer' });
    await dialogSettled();
  },
};

/** Deactivating asks first: the member is signed out everywhere at once. */
export const Deactivate: Story = {
  parameters: { msw: { handlers: { deactivate: writes.holding('/admin/staff/{staffId}/deactivate') } } },
  play: async ({ canvasElement }) => {
    writes.clear();
    const table = await findTable(canvasElement, 'Staff members');
    const dialog = await openDialog(
      table,
      `Deactivate ${operator.fullName}`,
      `Deactivate ${operator.fullName}?`,
      'alertdialog',
    );
    await expect(dialog.getByText(/signed out everywhere at once/)).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.click(dialog.getByRole('button', { name: 'Deactivate' }));
    await waitFor(() => expect(writes.count).toBe(1));
    await dialogSettled();
  },
};

/** An operator who opens the address directly is told it is not for them. */
export const NotAllowed: Story = {
  parameters: { msw: { handlers: signedInAs(operator) } },
  play: async ({ canvasElement }) => {
    const canvas = await expectNotAllowed(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Not allowed', level: 1 })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to the queue' })).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};
