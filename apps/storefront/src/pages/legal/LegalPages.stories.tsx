import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { desktopViewport, PAGE_READY, pageStory } from '../../stories/page-story';
import { LEGAL_LAST_UPDATED } from './ContentPage';

/**
 * The four policy pages (spec 2): static prose, so one story each, in the real app. They share one layout
 * (ContentPage, like Our Mission): the Privacy Policy's screenshots show it; the others check their title and date.
 */
const meta = {
  title: 'Pages/Legal',
  ...pageStory,
  parameters: { appPage: { url: '/privacy-policy' } },
  globals: desktopViewport,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** A policy page shows its title and the date it was last updated. */
const showsPolicy =
  (title: string): Story['play'] =>
  async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: title }, PAGE_READY)).toBeVisible();
    await expect(canvas.getByText(LEGAL_LAST_UPDATED)).toBeVisible();
  };

/** `parameters.screenshot` of the other policies: their layout is the Privacy Policy's, screenshotted. */
const SAME_LAYOUT_AS_PRIVACY = { disable: true };

export const PrivacyPolicy: Story = { play: showsPolicy('Privacy Policy') };

export const TermsOfService: Story = {
  parameters: { appPage: { url: '/terms-of-service' }, screenshot: SAME_LAYOUT_AS_PRIVACY },
  play: showsPolicy('Terms of Service'),
};

export const CookiePolicy: Story = {
  parameters: { appPage: { url: '/cookie-policy' }, screenshot: SAME_LAYOUT_AS_PRIVACY },
  play: showsPolicy('Cookie Policy'),
};

export const RefundPolicy: Story = {
  parameters: { appPage: { url: '/refund-policy' }, screenshot: SAME_LAYOUT_AS_PRIVACY },
  play: showsPolicy('Refund Policy'),
};
