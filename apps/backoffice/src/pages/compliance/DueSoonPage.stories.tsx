import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { backofficeStory, desktopViewport } from '../../stories/backoffice-story';
import { dueSoonItems } from '../../stories/fixtures/compliance';
import { fillIn, pressRefused } from '../../stories/form-steps';
import { HeldWrites, lastQuery, mockDataBy, mockTwoPages, recordedExport } from '../../stories/mock-api';
import { exportedQuery, findTable, findTableOf } from '../../stories/screen-checks';
import { dialogSettled } from '../../stories/settle';

/** /backoffice/compliance/due-soon: customers' filings due within 30 days with no order for them. */
const meta = {
  title: 'Back office/Due soon',
  ...backofficeStory,
  parameters: { backofficePage: { url: '/compliance/due-soon', signedIn: true } },
  globals: desktopViewport,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The list's addresses asked of the server. */
const asked: URL[] = [];
const dueSoonExport = recordedExport('/admin/compliance/due-soon/export', {
  csv: 'customer,email,company,form,obligation,period,due_on,days_left,fee_at_stake\r\n',
  fileName: 'due-soon-2026-11-27.csv',
});
const writes = new HeldWrites();

/** Two pages: the first says where the second starts. */
const pagedList = mockTwoPages(
  '/admin/compliance/due-soon',
  { items: dueSoonItems.slice(0, 2), nextCursor: 'after-gstr-1' },
  { items: dueSoonItems.slice(2), nextCursor: null },
  asked,
);

const table = (canvasElement: HTMLElement) => findTable(canvasElement, 'Obligations due soon');

/** Soonest first: who, which company, what, when (a late one with its fee so far) and the fee at stake. */
export const List: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await findTableOf(canvasElement, 'Obligations due soon', dueSoonItems.length);
    const late = grid.getByRole('row', { name: /INC-20A/ });
    await expect(late).toHaveTextContent('Asha Verma');
    await expect(late).toHaveTextContent('asha@bluepeak.in');
    await expect(late).toHaveTextContent('Bluepeak Technologies Private Limited');
    await expect(late).toHaveTextContent('06 Nov 2026');
    await expect(late).toHaveTextContent('Overdue by 21 days · ₹71,000 late fee so far');
    await expect(late).toHaveTextContent('₹50,000 plus ₹1,000 a day');
    await expect(grid.getByRole('row', { name: /GSTR-1/ })).toHaveTextContent('14 days left');
    await expect(
      grid.getByRole('button', { name: 'Mark filed: INC-20A of Bluepeak Technologies Private Limited' }),
    ).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'Due-soon pages' })).toHaveTextContent(
      'Showing 1 to 4 of 4 obligations',
    );
  },
};

/** Next asks for the page after the first one's cursor, with the same filters. */
export const NextPage: Story = {
  parameters: {
    backofficePage: { url: '/compliance/due-soon?q=bluepeak' },
    msw: { handlers: { dueSoon: pagedList } },
  },
  play: async ({ canvasElement }) => {
    asked.length = 0;
    const canvas = within(canvasElement);
    const grid = await table(canvasElement);
    await expect(grid.getAllByRole('row')).toHaveLength(3);
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(await grid.findByRole('row', { name: /GSTR-3B/ })).toBeVisible();
    await expect(lastQuery(asked)).toEqual({ q: 'bluepeak', cursor: 'after-gstr-1' });
    await expect(canvas.getByRole('navigation', { name: 'Due-soon pages' })).toHaveTextContent(
      'Showing 26 to 27 of 27 obligations',
    );
  },
};

/** Filters from the address go to the server; Export CSV downloads the same filters with the staff token. */
export const FilterAndExport: Story = {
  parameters: {
    backofficePage: { url: '/compliance/due-soon?q=asha&rule=inc-20a' },
    msw: {
      handlers: {
        dueSoon: mockDataBy(
          '/admin/compliance/due-soon',
          () => ({ items: dueSoonItems.slice(0, 1), nextCursor: null }),
          asked,
        ),
        export: dueSoonExport.handler,
      },
    },
  },
  play: async ({ canvasElement }) => {
    asked.length = 0;
    dueSoonExport.requests.length = 0;
    const canvas = within(canvasElement);
    await table(canvasElement);
    const filters = within(canvas.getByRole('search', { name: 'Search and filter the due-soon list' }));
    await expect(filters.getByRole('searchbox', { name: 'Search' })).toHaveValue('asha');
    await expect(
      filters.getByRole('button', { name: 'Obligation: INC-20A: Declaration for commencement of business, change' }),
    ).toBeVisible();
    await waitFor(() => expect(lastQuery(asked)).toEqual({ q: 'asha', ruleId: 'inc-20a' }));
    await expect(await exportedQuery(canvasElement, dueSoonExport.requests)).toEqual({ q: 'asha', ruleId: 'inc-20a' });
  },
};

/** Mark filed takes the date and the SRN, refuses a malformed one, then sends the obligation's filing. */
export const MarkFiled: Story = {
  parameters: {
    msw: {
      handlers: {
        file: writes.holding('/admin/compliance/companies/{companyId}/filings'),
      },
    },
  },
  play: async ({ canvasElement }) => {
    writes.clear();
    const grid = await table(canvasElement);
    await userEvent.click(
      grid.getByRole('button', { name: 'Mark filed: INC-20A of Bluepeak Technologies Private Limited' }),
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Mark INC-20A as filed' }));
    const date = dialog.getByLabelText(/^Date filed/);
    await userEvent.clear(date);
    await userEvent.type(date, '2026-11-20');
    await fillIn(dialog, { 'Acknowledgement number': 'x' });
    await pressRefused(dialog, 'Mark filed', writes, 'Enter the SRN or ARN as it appears on the acknowledgement');
    await userEvent.clear(dialog.getByLabelText(/^Acknowledgement number/));
    await fillIn(dialog, { 'Acknowledgement number': 'ab1234567' });
    await userEvent.click(dialog.getByRole('button', { name: 'Mark filed' }));
    await writes.expectSent({
      ruleId: 'inc-20a',
      periodKey: 'once',
      filedOn: '2026-11-20',
      acknowledgement: 'AB1234567',
    });
    await dialogSettled();
  },
};
