import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { backofficeStory, desktopViewport } from '../../stories/backoffice-story';
import { queueRows } from '../../stories/fixtures/queue';
import { operator } from '../../stories/fixtures/staff';
import { mockPost } from '../../stories/mock-api';
import { asked, assigned, recordingQueue, table } from './queue-story';

/** /backoffice/submissions worked: filter chips, a bulk assign, the keyboard and a phone (as the admin). */
const meta = {
  title: 'Back office/Queue at work',
  ...backofficeStory,
  parameters: { backofficePage: { url: '/submissions', signedIn: true } },
  globals: desktopViewport,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** A filter chip opens its choices in a popover; choosing one shows it as a removable chip and asks the server. */
export const FilterByChip: Story = {
  parameters: { msw: { handlers: { queue: recordingQueue } } },
  play: async ({ canvasElement }) => {
    asked.length = 0;
    const canvas = within(canvasElement);
    await table(canvasElement);
    const filters = within(canvas.getByRole('search', { name: 'Search and filter the queue' }));
    await userEvent.click(filters.getByRole('button', { name: 'Status' }));
    const menu = within(await within(document.body).findByRole('menu', { name: 'Status' }));
    await userEvent.click(menu.getByRole('menuitemradio', { name: 'In progress' }));
    await expect(await filters.findByRole('button', { name: 'Status: In progress, change' })).toBeVisible();
    await waitFor(() => expect(asked.at(-1)?.searchParams.get('status')).toBe('processing'));
    await expect(filters.getByRole('status')).toHaveTextContent('46 submissions · 1 filter on');
    await userEvent.click(filters.getByRole('button', { name: 'Remove the Status filter' }));
    // The plain list is still cached: the chip goes back to offering the filter.
    await expect(await filters.findByRole('button', { name: 'Status' })).toBeVisible();
    await expect(filters.getByRole('status')).toHaveTextContent(/^46 submissions$/);
    await userEvent.click(filters.getByRole('button', { name: 'Assignee' }));
    await expect(await within(document.body).findByRole('menuitemradio', { name: 'Mine' })).toBeVisible();
  },
};

/** Rows chosen with their checkboxes go to one member in one call. */
export const BulkAssign: Story = {
  parameters: {
    msw: {
      handlers: {
        queue: recordingQueue,
        bulkAssign: mockPost(
          '/admin/submissions/assign',
          { assigned: queueRows.slice(0, 2).map((row) => ({ submissionId: row.id, assigneeId: operator.id })) },
          { seen: (body) => assigned.push(body) },
        ),
      },
    },
  },
  play: async ({ canvasElement }) => {
    assigned.length = 0;
    const canvas = within(canvasElement);
    const grid = await table(canvasElement);
    await userEvent.click(await grid.findByRole('checkbox', { name: /Select Asha Verma/ }));
    await userEvent.click(grid.getByRole('checkbox', { name: /Select Neha Joshi/ }));
    const bulk = within(canvas.getByRole('group', { name: 'Assign the selected submissions' }));
    await expect(bulk.getByText('2 selected')).toBeVisible();
    await userEvent.click(bulk.getByRole('button', { name: /Assign to/ }));
    await userEvent.click(await within(document.body).findByRole('option', { name: operator.fullName }));
    await userEvent.click(bulk.getByRole('button', { name: 'Assign' }));
    await waitFor(() => expect(assigned).toHaveLength(1));
    await expect(assigned[0]).toMatchObject({ staffId: operator.id });
    await expect((assigned[0] as { submissionIds: string[] }).submissionIds).toHaveLength(2);
  },
};

/** The keyboard: `/` focuses the search, `j` and `k` move between rows (their link takes focus, Enter opens it). */
export const Keyboard: Story = {
  parameters: { msw: { handlers: { queue: recordingQueue } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await table(canvasElement);
    await grid.findByRole('rowheader', { name: /Asha Verma/ });
    (document.activeElement as HTMLElement | null)?.blur();
    await userEvent.keyboard('j');
    const links = grid.getAllByRole('link');
    await expect(links[0]).toHaveFocus();
    await userEvent.keyboard('j');
    await expect(links[1]).toHaveFocus();
    await userEvent.keyboard('k');
    await expect(links[0]).toHaveFocus();
    await userEvent.keyboard('/');
    await expect(canvas.getByRole('searchbox', { name: 'Search' })).toHaveFocus();
  },
};

/** On a phone the shell is one row with a Menu, and each row is a card: nothing scrolls sideways. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await table(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Menu' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
    await userEvent.click(canvas.getByRole('button', { name: 'Menu' }));
    const menu = within(canvas.getByRole('navigation', { name: 'Back office (menu)' }));
    await expect(menu.getByRole('link', { name: 'Queue' })).toHaveAttribute('aria-current', 'page');
  },
};
