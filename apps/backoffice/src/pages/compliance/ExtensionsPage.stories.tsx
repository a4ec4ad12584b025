import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { backofficeStory, desktopViewport } from '../../stories/backoffice-story';
import { signedInAs } from '../../stories/default-handlers';
import { extensions } from '../../stories/fixtures/compliance';
import { operator } from '../../stories/fixtures/staff';
import { fillIn, pressShowing } from '../../stories/form-steps';
import { mockPut } from '../../stories/mock-api';
import { expectAdminsOnly, findTable, findTableOf, headerNav, openDialog } from '../../stories/screen-checks';
import { dialogSettled, expectToastThenGone } from '../../stories/settle';

/** /backoffice/compliance/extensions: the deadlines the government extended, for admins only. */
const meta = {
  title: 'Back office/Extensions',
  ...backofficeStory,
  parameters: { backofficePage: { url: '/compliance/extensions', signedIn: true } },
  globals: desktopViewport,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Newest first: the form, its period, the new date, the notification and the note. */
export const List: Story = {
  play: async ({ canvasElement }) => {
    const table = await findTableOf(canvasElement, 'Extensions', extensions.length);
    const gstr9 = table.getByRole('row', { name: /GSTR-9/ });
    await expect(gstr9).toHaveTextContent('FY2025-26');
    await expect(gstr9).toHaveTextContent('28 Feb 2027');
    await expect(gstr9).toHaveTextContent('Notification 15/2026-CT');
    await expect(table.getByRole('row', { name: /MGT-7/ })).toHaveTextContent('General Circular 09/2026');
  },
};

/** The extensions sent, oldest first. */
const recorded: unknown[] = [];

/** Recording one: every field is checked before anything is sent, then the trimmed extension is sent. */
export const Record: Story = {
  parameters: {
    msw: {
      handlers: {
        record: mockPut('/admin/compliance/extensions', (body) => {
          recorded.push(body);
          return { extension: { ...(body as (typeof extensions)[number]), recordedAt: '2026-11-27T10:00:00.000Z' } };
        }),
      },
    },
  },
  play: async ({ canvasElement }) => {
    recorded.length = 0;
    const canvas = within(canvasElement);
    await findTable(canvasElement, 'Extensions');
    const dialog = await openDialog(canvas, 'Record an extension', 'Record an extension');
    await pressShowing(
      dialog,
      'Record extension',
      'Please choose the obligation',
      'Enter the notification or circular number',
    );
    await expect(recorded).toHaveLength(0);
    await userEvent.click(dialog.getByRole('button', { name: /Obligation$/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'AOC-4: File the financial statements' }));
    await fillIn(dialog, {
      Period: 'FY2025-26',
      'New due date': '2027-01-15',
      Note: ' Extended without additional fees ',
      'Notification number': 'General Circular 11/2026',
    });
    await userEvent.click(dialog.getByRole('button', { name: 'Record extension' }));
    await waitFor(() =>
      expect(recorded).toEqual([
        {
          ruleId: 'aoc-4',
          periodKey: 'FY2025-26',
          dueOn: '2027-01-15',
          note: 'Extended without additional fees',
          notification: 'General Circular 11/2026',
        },
      ]),
    );
    await expectToastThenGone('aoc-4 FY2025-26 is now due on 15 Jan 2027');
    await dialogSettled();
  },
};

/** An operator does not record extensions: the page says so and the header has no Extensions. */
export const OperatorNotAllowed: Story = {
  parameters: { msw: { handlers: signedInAs(operator) } },
  play: async ({ canvasElement }) => {
    await expectAdminsOnly(canvasElement, 'Extensions');
    await expect(headerNav(canvasElement).getByRole('link', { name: 'Due soon' })).toBeVisible();
  },
};
