import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { backofficeStory, desktopViewport, PAGE_READY } from '../../stories/backoffice-story';
import { signedInAs } from '../../stories/default-handlers';
import { adminCategories, adminServiceRows, servicesPage } from '../../stories/fixtures/catalog-editor';
import { operator } from '../../stories/fixtures/staff';
import { mockData, mockDataBy } from '../../stories/mock-api';
import { expectAdminsOnly } from '../../stories/screen-checks';

/** /backoffice/catalog: services (drafts included) and categories, for admins only. */
const meta = {
  title: 'Back office/Catalog',
  ...backofficeStory,
  parameters: { backofficePage: { url: '/catalog', signedIn: true } },
  globals: desktopViewport,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const asked: URL[] = [];
const services = (rows = adminServiceRows) =>
  mockDataBy('/admin/catalog/services', (url) => {
    asked.push(url);
    return servicesPage(rows);
  });

const table = async (canvasElement: HTMLElement, name: string) =>
  within(await within(canvasElement).findByRole('table', { name }, PAGE_READY));

/** Every service with its status, price and MRP; each title opens its editor; the header marks Catalog. */
export const Services: Story = {
  parameters: { msw: { handlers: { catalogServices: services() } } },
  play: async ({ canvasElement }) => {
    const rows = (await table(canvasElement, 'Services')).getAllByRole('row').slice(1);
    await expect(rows).toHaveLength(adminServiceRows.length);
    await expect(rows[0]).toHaveTextContent('₹14,999 / ₹19,999');
    await expect(rows[3]).toHaveTextContent('Draft');
    await expect(within(rows[1] as HTMLElement).getByRole('link', { name: 'GST Registration' })).toHaveAttribute(
      'href',
      `/catalog/services/${adminServiceRows[1]?._id}`,
    );
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Catalog', current: 'page' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'New service' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'New category' })).toBeVisible();
  },
};

/** A link with a search and a status: the filters show them and the server is asked for them. */
export const Filtered: Story = {
  parameters: {
    backofficePage: { url: '/catalog?q=registration&status=draft' },
    msw: { handlers: { catalogServices: services(adminServiceRows.slice(3)) } },
  },
  play: async ({ canvasElement }) => {
    asked.length = 0;
    await table(canvasElement, 'Services');
    const filters = within(within(canvasElement).getByRole('search', { name: 'Filter the services' }));
    await expect(filters.getByRole('searchbox', { name: 'Search' })).toHaveValue('registration');
    await expect(filters.getByRole('button', { name: 'Status: Draft, change' })).toBeVisible();
    await waitFor(() => expect(filters.getByRole('status')).toHaveTextContent('1 services · 2 filters on'));
    await waitFor(() => expect(asked.length).toBeGreaterThan(0));
    await expect(Object.fromEntries(asked.at(-1)?.searchParams ?? [])).toMatchObject({
      q: 'registration',
      status: 'draft',
    });
  },
};

/** Nothing matches: the table says so. */
export const NoMatch: Story = {
  parameters: {
    backofficePage: { url: '/catalog?q=zzz' },
    msw: { handlers: { catalogServices: services([]) } },
  },
  play: async ({ canvasElement }) => {
    const services = await table(canvasElement, 'Services');
    await expect(services.getByRole('cell', { name: 'No services match these filters.' })).toBeVisible();
  },
};

/** The categories tab (in the address): names, slugs and how many services each lists and shows. */
export const Categories: Story = {
  parameters: { backofficePage: { url: '/catalog?tab=categories' } },
  play: async ({ canvasElement }) => {
    const rows = (await table(canvasElement, 'Categories')).getAllByRole('row').slice(1);
    await expect(rows).toHaveLength(adminCategories.length);
    await expect(rows[0]).toHaveTextContent('6 (5)');
    await expect(within(canvasElement).getByRole('tab', { name: 'Categories', selected: true })).toBeVisible();
  },
};

/** A new catalog: no categories yet, with the way to add the first. */
export const EmptyCategories: Story = {
  parameters: {
    backofficePage: { url: '/catalog?tab=categories' },
    msw: { handlers: { catalogCategories: mockData('/admin/catalog/categories', { categories: [] }) } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'No categories yet' }, PAGE_READY)).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: 'Services' }));
    await expect(await canvas.findByRole('table', { name: 'Services' })).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: 'Categories' }));
    await expect(await canvas.findByRole('heading', { name: 'No categories yet' })).toBeVisible();
  },
};

/** An operator who opens the catalog directly is told it is not for them, and the header offers no Catalog. */
export const AsOperator: Story = {
  parameters: { msw: { handlers: signedInAs(operator) } },
  play: ({ canvasElement }) => expectAdminsOnly(canvasElement, 'Catalog'),
};
