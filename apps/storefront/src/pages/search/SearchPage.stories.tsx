import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { searchAnswer, servicesMatching } from '../../stories/fixtures/search';
import { mockError, mockGetBy, mockLoading } from '../../stories/mock-api';
import { desktopViewport, PAGE_READY, pageStory } from '../../stories/page-story';

/** Search (spec 2) in the real app at /search?q=, against the catalogue's services. */
const meta = {
  title: 'Pages/Search',
  ...pageStory,
  parameters: { appPage: { url: '/search?q=registration' } },
  globals: desktopViewport,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const SEARCH = '/public/services/search/services';
const RESULTS = servicesMatching('registration').length;

/** More matches than a page of 10: the count and 'Load more results' under the results. */
export const Results: Story = {
  parameters: { msw: { handlers: { search: mockGetBy(SEARCH, searchAnswer) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(`Showing 10 of ${RESULTS} results`, {}, PAGE_READY)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Load more results' })).toBeEnabled();
  },
};

/** The second page is slow: the button is busy and, after 400 ms, the app-wide overlay covers the page. */
export const LoadingMore: Story = {
  parameters: {
    msw: {
      handlers: {
        search: [
          // The first page answers; any later page never does.
          http.get(`/api${SEARCH}`, async ({ request }) => {
            if (new URL(request.url).searchParams.get('page') !== '1') await delay('infinite');
          }),
          mockGetBy(SEARCH, searchAnswer),
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Load more results' }, PAGE_READY));
    await expect(await canvas.findByText('Loading...', {}, PAGE_READY)).toBeVisible();
  },
};

export const NoResults: Story = {
  parameters: {
    appPage: { url: '/search?q=spaceship' },
    msw: { handlers: { search: mockGetBy(SEARCH, searchAnswer) } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'No services found' }, PAGE_READY)).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'Suggested searches' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Browse all services' })).toHaveAttribute('href', '/services');
  },
};

/** No query yet: the invitation with suggested searches (nothing is called). */
export const Invitation: Story = {
  parameters: { appPage: { url: '/search' }, msw: { handlers: { search: mockLoading(SEARCH) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'What can we help you with?' }, PAGE_READY)).toBeVisible();
    const form = canvas.getByRole('searchbox', { name: 'Search services' }).closest('form');
    await expect(within(form as HTMLFormElement).getByRole('button', { name: 'Search' })).toBeDisabled();
  },
};

/** The server refuses the search (a 4xx is not retried): its message in red. */
export const SearchError: Story = {
  parameters: {
    msw: {
      handlers: { search: mockError(SEARCH, 429, 'Too many searches. Please wait a minute and try again.') },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Too many searches. Please wait a minute and try again.', {}, PAGE_READY),
    ).toBeVisible();
  },
};
