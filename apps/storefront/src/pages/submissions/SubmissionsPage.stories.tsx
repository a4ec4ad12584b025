import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { submissions } from '../../stories/fixtures/submissions';
import { mockData, mockError, mockLoading } from '../../stories/mock-api';
import { desktopViewport, PAGE_READY, pageStory } from '../../stories/page-story';

/** 'My Services' (spec 2 Submissions) for a signed-in customer, in the real app at /submissions. */
const meta = {
  title: 'Pages/Submissions',
  ...pageStory,
  parameters: { appPage: { url: '/submissions', signedIn: true } },
  globals: desktopViewport,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const LIST = '/public/services/submissions/all';

export const Full: Story = {
  parameters: { msw: { handlers: { submissions: mockData(LIST, { submissions }) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('rowheader', { name: 'GST Registration' }, PAGE_READY)).toBeVisible();
    await expect(canvas.getAllByRole('link', { name: /^View details of / })).toHaveLength(submissions.length);
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: { submissions: mockData(LIST, { submissions: [] }) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'No Services Yet' }, PAGE_READY)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Explore Services' })).toBeVisible();
  },
};

/** Skeletons, and after 400 ms the app-wide loading overlay. */
export const Loading: Story = {
  parameters: { msw: { handlers: { submissions: mockLoading(LIST) } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading...', {}, PAGE_READY)).toBeVisible();
  },
};

/** A server error (the client retries twice, about 3 s) shows the catalogue's text of spec 8 and 'Try Again'. */
export const ServerError: Story = {
  parameters: { msw: { handlers: { submissions: mockError(LIST, 500, 'Failed to fetch submissions') } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('A server error occurred. Please try again later.', {}, PAGE_READY),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try Again' })).toBeEnabled();
  },
};
