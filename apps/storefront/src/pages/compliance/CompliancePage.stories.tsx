import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { calendarWithOverdue, emptyCalendar } from '../../stories/fixtures/compliance';
import { mockData } from '../../stories/mock-api';
import { desktopViewport, PAGE_READY, pageStory } from '../../stories/page-story';

/** The customer's compliance calendar at /compliance: each company's filings by month, computed by flows' engine. */
const meta = {
  title: 'Pages/Compliance calendar',
  ...pageStory,
  parameters: { appPage: { url: '/compliance', signedIn: true } },
  globals: desktopViewport,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const CALENDAR = '/public/compliance';
const FEED = '/public/compliance/feed';
const feed = mockData(FEED, { url: null });

/** INC-20A is three weeks late with its fee accruing; October's GSTR-3B too; December's returns are due soon. */
export const Calendar: Story = {
  parameters: { msw: { handlers: { calendar: mockData(CALENDAR, calendarWithOverdue), feed } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const inc20a = await canvas.findByRole(
      'article',
      { name: 'INC-20A: Declaration for commencement of business, Bluepeak Technologies Private Limited' },
      PAGE_READY,
    );
    await expect(within(inc20a).getByText('Overdue')).toBeVisible();
    await expect(within(inc20a).getByText('Overdue by 21 days · ₹71,000 late fee so far')).toBeVisible();
    await expect(within(inc20a).getByRole('link', { name: 'File now' })).toHaveAttribute(
      'href',
      expect.stringContaining('/service/annual-roc-compliance-private-limited?company='),
    );
    await expect(canvas.getByRole('heading', { name: 'December 2026' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Show later months' })).toBeVisible();
  },
};

/**
 * Overdue: the late INC-20A says by how much and what has accrued, and opened, why it is owed, its fee formula and
 * the Act it comes from; File now and Mark as filed stay offered.
 */
export const Overdue: Story = {
  parameters: { msw: { handlers: { calendar: mockData(CALENDAR, calendarWithOverdue), feed } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const inc20a = within(
      await canvas.findByRole(
        'article',
        { name: 'INC-20A: Declaration for commencement of business, Bluepeak Technologies Private Limited' },
        PAGE_READY,
      ),
    );
    await expect(inc20a.getByText('Overdue by 21 days · ₹71,000 late fee so far')).toBeVisible();
    await userEvent.click(inc20a.getByText('Why and what it costs if late'));
    await expect(inc20a.getByText(/^Late fee: ₹50,000 plus ₹1,000 a day/)).toBeVisible();
    await expect(inc20a.getByText(/^Source: Companies Act 2013 s\.10A/)).toBeVisible();
    await expect(inc20a.getByRole('button', { name: 'Mark as filed' })).toBeVisible();
  },
};

/** A customer with no company yet is invited to add one. */
export const Empty: Story = {
  parameters: { msw: { handlers: { calendar: mockData(CALENDAR, emptyCalendar), feed } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'No companies yet' }, PAGE_READY)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add a company' })).toBeVisible();
  },
};

/** The add-company form checks a CIN's format and a GSTIN's check digit before anything is sent. */
export const CompanyForm: Story = {
  parameters: { msw: { handlers: { calendar: mockData(CALENDAR, emptyCalendar), feed } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Add a company' }, PAGE_READY));
    const dialog = within(
      await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Add a company' }),
    );
    await userEvent.type(dialog.getByRole('textbox', { name: /Name as registered/ }), 'Bluepeak Technologies');
    await userEvent.type(dialog.getByRole('textbox', { name: /CIN or LLPIN/ }), 'U62010');
    await userEvent.type(dialog.getByRole('textbox', { name: /^GSTIN/ }), '27AAPFU0939F1ZW');
    await userEvent.click(dialog.getByRole('button', { name: 'Add company' }));
    await expect(
      await dialog.findByText('Enter the 21-character CIN from the certificate of incorporation'),
    ).toBeVisible();
    await expect(dialog.getByText('Enter a valid 15-character GSTIN')).toBeVisible();
  },
};
