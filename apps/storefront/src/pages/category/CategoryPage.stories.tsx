import type { Schemas } from '@startwise/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { services, topCategories } from '../../stories/fixtures/catalog';
import { servicePage } from '../../stories/fixtures/paging';
import { mockError, mockErrorWhen, mockGetBy, mockLoading } from '../../stories/mock-api';
import { desktopViewport, PAGE_READY, pageStory } from '../../stories/page-story';

/** A category's services (spec 2), 12 at a time, in the real app at /category/{slug}. */
const meta = {
  title: 'Pages/Category',
  ...pageStory,
  parameters: { appPage: { url: '/category/legal-compliance' } },
  globals: desktopViewport,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const CATEGORY = '/public/services/category/{slug}';
/** Spec 9: a category page holds 12 services. */
const CATEGORY_PAGE_SIZE = 12;

const legalCompliance = topCategories.find((category) => category.slug === 'legal-compliance');
if (!legalCompliance) throw new Error("No category 'legal-compliance' in apps/api/catalog/seed-catalog.json");
const { services: _shown, ...category } = legalCompliance;

/** No seed category has more than 12 services: this one holds the whole catalogue, so it needs a second page. */
const largeCategory = { ...category, count: services.length };

/** The category call answering the page it is asked for out of `inCategory`. */
const categoryHandler = (about: Schemas['Category'], inCategory: readonly Schemas['ServiceSummary'][]) =>
  mockGetBy(CATEGORY, (url): Schemas['CategoryServicesResponse'] => ({
    success: true,
    data: { category: about, ...servicePage(inCategory, url, CATEGORY_PAGE_SIZE) },
  }));

const loadMore = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('button', { name: 'Load More' }, PAGE_READY);

/** The service cards shown so far. */
const cards = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('list', { name: `${category.name} services` })).getAllByRole('listitem');

/** The first 12 services, scrolled to the Load More button under them. */
export const Full: Story = {
  parameters: { msw: { handlers: { category: categoryHandler(largeCategory, services) } } },
  play: async ({ canvasElement }) => {
    const button = await loadMore(canvasElement);
    button.scrollIntoView({ block: 'center' });
    await expect(cards(canvasElement)).toHaveLength(CATEGORY_PAGE_SIZE);
    await expect(button).toBeEnabled();
  },
};

/** Load More until the last page: the count replaces the button. */
export const AllLoaded: Story = {
  parameters: { msw: { handlers: { category: categoryHandler(largeCategory, services) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (let page = 2; page <= Math.ceil(services.length / CATEGORY_PAGE_SIZE); page++) {
      await userEvent.click(await loadMore(canvasElement));
      const shown = Math.min(page * CATEGORY_PAGE_SIZE, services.length);
      await waitFor(() => expect(cards(canvasElement)).toHaveLength(shown), PAGE_READY);
    }
    const end = await canvas.findByText(`Showing all ${services.length} services in this category`, {}, PAGE_READY);
    end.scrollIntoView({ block: 'center' });
    await expect(end).toBeVisible();
  },
};

/** The second page fails: the first 12 stay, the reason shows above Load More, which tries again. */
export const LoadMoreFails: Story = {
  parameters: {
    msw: {
      handlers: {
        category: [
          mockErrorWhen(CATEGORY, (url) => url.searchParams.get('page') === '2', 429, 'Too many requests'),
          categoryHandler(largeCategory, services),
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(await loadMore(canvasElement));
    const alert = await within(canvasElement).findByRole('alert', {}, PAGE_READY);
    alert.scrollIntoView({ block: 'center' });
    await expect(cards(canvasElement)).toHaveLength(CATEGORY_PAGE_SIZE);
    await expect(await loadMore(canvasElement)).toBeEnabled();
  },
};

/** Spec 9: 8 placeholder cards while the first page loads. */
export const Loading: Story = {
  parameters: { msw: { handlers: { category: mockLoading(CATEGORY) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status', { name: 'Loading services' }, PAGE_READY)).toBeVisible();
    await expect(await canvas.findByText('Loading...', {}, PAGE_READY)).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: { category: categoryHandler({ ...category, count: 0 }, []) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'No Services Available' }, PAGE_READY)).toBeVisible();
    await expect(canvas.getByText('There are currently no services in this category.')).toBeVisible();
  },
};

/** An unknown slug: the server's 404 (not retried). */
export const NotFound: Story = {
  parameters: {
    appPage: { url: '/category/no-such-category' },
    msw: { handlers: { category: mockError(CATEGORY, 404, 'Category not found') } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Category Not Found' }, PAGE_READY)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'View All Services' })).toHaveAttribute('href', '/services');
  },
};
