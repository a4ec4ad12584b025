import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { desktopViewport, PAGE_READY, pageStory } from '../../stories/page-story';

/** 'Our Mission' (spec 2): static prose, in the real app at /our-mission. */
const meta = {
  title: 'Pages/Our Mission',
  ...pageStory,
  parameters: { appPage: { url: '/our-mission' } },
  globals: desktopViewport,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Our Mission' }, PAGE_READY)).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Why we started' })).toBeVisible();
  },
};
