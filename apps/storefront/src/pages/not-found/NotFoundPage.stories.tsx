import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { desktopViewport, PAGE_READY, pageStory } from '../../stories/page-story';

/** Any path the route table does not know (spec 2), in the real app. */
const meta = {
  title: 'Pages/Not Found',
  ...pageStory,
  parameters: { appPage: { url: '/no-such-page' } },
  globals: desktopViewport,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: "Oops! We've lost this page in space." }, PAGE_READY),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    await expect(canvas.getByRole('link', { name: 'Explore Services' })).toHaveAttribute('href', '/services');
  },
};
