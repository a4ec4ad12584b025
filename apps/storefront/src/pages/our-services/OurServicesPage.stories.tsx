import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { services } from '../../stories/fixtures/catalog';
import { mockData, mockError, mockLoading } from '../../stories/mock-api';
import { desktopViewport, PAGE_READY, pageStory } from '../../stories/page-story';

/** 'Our Services' (spec 2): every active service, in the real app at /services. */
const meta = {
  title: 'Pages/Our Services',
  ...pageStory,
  parameters: { appPage: { url: '/services' } },
  globals: desktopViewport,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const ACTIVE = '/public/services/active';

export const Full: Story = {
  parameters: { msw: { handlers: { activeServices: mockData(ACTIVE, { services }) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await canvas.findByRole('list', { name: 'Services' }, PAGE_READY);
    await expect(within(grid).getAllByRole('listitem')).toHaveLength(services.length);
  },
};

/**
 * The route waits for the list before it shows the page, so a visitor on a slow connection stays on the page they
 * came from under the app-wide overlay (spec 4/9, after 400 ms): here, the home page's Services link.
 */
export const Loading: Story = {
  parameters: {
    appPage: { url: '/' },
    msw: { handlers: { activeServices: mockLoading(ACTIVE) } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('link', { name: 'Services' }, PAGE_READY));
    await expect(await canvas.findByText('Loading...', {}, PAGE_READY)).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: { activeServices: mockData(ACTIVE, { services: [] }) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'No Services Available' }, PAGE_READY)).toBeVisible();
  },
};

/** A server error (the client retries twice, about 3 s): spec 8's text and 'Try Again'. */
export const ServerError: Story = {
  parameters: { msw: { handlers: { activeServices: mockError(ACTIVE, 500, 'Failed to fetch services') } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('A server error occurred. Please try again later.', {}, PAGE_READY),
    ).toBeVisible();
    await expect(canvas.getByText('Failed to fetch services')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try Again' })).toBeEnabled();
  },
};
