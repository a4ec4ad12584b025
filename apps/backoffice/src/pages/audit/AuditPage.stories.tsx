import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { backofficeStory, desktopViewport } from '../../stories/backoffice-story';
import { auditEvents, auditPage } from '../../stories/fixtures/audit';
import { operator } from '../../stories/fixtures/staff';
import { lastQuery, recordedList } from '../../stories/mock-api';
import { findTable } from '../../stories/screen-checks';

/** /backoffice/audit: the append-only audit log, for admins only. */
const meta = {
  title: 'Back office/Audit log',
  ...backofficeStory,
  parameters: { backofficePage: { url: '/audit', signedIn: true } },
  globals: desktopViewport,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const auditLog = recordedList('/admin/audit', auditPage);
const eventsTable = (canvasElement: HTMLElement) => findTable(canvasElement, 'Audit events');

/** Newest first: who (a member, the customer, a command), the action, the entity and what changed. */
export const Loaded: Story = {
  parameters: { msw: { handlers: { audit: auditLog.answering(auditEvents, 120) } } },
  play: async ({ canvasElement }) => {
    const table = await eventsTable(canvasElement);
    const rows = table.getAllByRole('row').slice(1);
    await expect(rows).toHaveLength(auditEvents.length);
    await expect(rows[0]).toHaveTextContent('Status: In progress → Completed');
    await expect(rows[2]).toHaveTextContent('The customer');
    await expect(rows[5]).toHaveTextContent('A command');
    await expect(within(canvasElement).getByRole('navigation', { name: 'Audit log pages' })).toHaveTextContent(
      'Showing 1 to 50 of 120 events',
    );
  },
};

/** A link to one member's status changes on one day: the filters show it and the server is asked for it. */
export const Filtered: Story = {
  parameters: {
    backofficePage: { url: `/audit?staff=${operator.id}&action=submission.status&from=2026-11-20&to=2026-11-20` },
    msw: { handlers: { audit: auditLog.answering(auditEvents.slice(0, 1)) } },
  },
  play: async ({ canvasElement }) => {
    auditLog.asked.length = 0;
    await eventsTable(canvasElement);
    const filters = within(within(canvasElement).getByRole('search', { name: 'Filter the audit log' }));
    await waitFor(() =>
      expect(filters.getByRole('button', { name: `Staff member: ${operator.fullName}, change` })).toBeVisible(),
    );
    await expect(filters.getByRole('button', { name: 'Action: Submission: status, change' })).toBeVisible();
    await expect(filters.getByRole('status')).toHaveTextContent('1 events · 4 filters on');
    await waitFor(() =>
      expect(lastQuery(auditLog.asked)).toMatchObject({
        staffId: operator.id,
        action: 'submission.status',
        from: '2026-11-19T18:30:00.000Z',
        to: '2026-11-20T18:30:00.000Z',
      }),
    );
  },
};

/** Nothing matches the filters. */
export const Empty: Story = {
  parameters: { backofficePage: { url: '/audit?entity=staff' }, msw: { handlers: { audit: auditLog.answering([]) } } },
  play: async ({ canvasElement }) => {
    const table = await eventsTable(canvasElement);
    await expect(table.getByRole('cell', { name: 'No events match these filters.' })).toBeVisible();
  },
};
