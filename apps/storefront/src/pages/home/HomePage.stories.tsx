import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { topCategories } from '../../stories/fixtures/catalog';
import { mockData, mockError, mockSlowRefresh } from '../../stories/mock-api';
import { desktopViewport, PAGE_READY, pageStory } from '../../stories/page-story';

/** The home page (spec 2 Home) in the real app at '/', against the mock API. */
const meta = {
  title: 'Pages/Home',
  ...pageStory,
  parameters: { appPage: { url: '/' } },
  globals: desktopViewport,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const FIRST_CATEGORY = topCategories[0]?.name ?? '';

/** Shows the empty services section, once the statistics below it have counted up (no mid-count screenshot). */
async function showEmptyServices(canvasElement: HTMLElement) {
  within(canvasElement).getByRole('heading', { name: 'No Services Found' }).scrollIntoView({ block: 'center' });
  await waitFor(() => expect(canvasElement.querySelector('[data-counter]')).toHaveTextContent('500'), PAGE_READY);
}

/** The first category's services, scrolled into view for the screenshot. */
export const Full: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    (await canvas.findByRole('heading', { name: 'Our Popular Services' }, PAGE_READY)).scrollIntoView();
    await expect(await canvas.findByRole('tab', { name: FIRST_CATEGORY }, PAGE_READY)).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

/** The tabs' own refresh is slow: after 400 ms the app-wide loading overlay covers the page (spec 4/9). */
export const Loading: Story = {
  parameters: {
    msw: {
      handlers: {
        topCategories: mockSlowRefresh('/services/top-categories', {
          success: true,
          data: { categoriesWithServices: topCategories },
        }),
      },
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading...', {}, PAGE_READY)).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: {
    msw: { handlers: { topCategories: mockData('/services/top-categories', { categoriesWithServices: [] }) } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'No Services Found' }, PAGE_READY)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Refresh Data' })).toBeEnabled();
    await showEmptyServices(canvasElement);
  },
};

/** Top categories fail (the client retries a 500 twice, about 3 s): the same 'Refresh Data' state as Empty. */
export const ServerError: Story = {
  parameters: {
    msw: {
      handlers: { topCategories: mockError('/services/top-categories', 500, 'Failed to fetch top categories') },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'No Services Found' }, PAGE_READY)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Refresh Data' })).toBeEnabled();
    await showEmptyServices(canvasElement);
  },
};
