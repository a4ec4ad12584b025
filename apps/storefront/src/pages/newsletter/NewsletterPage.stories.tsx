import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { mockData, mockPost, mockPostError } from '../../stories/mock-api';
import { desktopViewport, PAGE_READY, pageStory } from '../../stories/page-story';

/** 'Stay Updated' (spec 2 Newsletter) in the real app at /newsletter. */
const meta = {
  title: 'Pages/Newsletter',
  ...pageStory,
  parameters: {
    appPage: { url: '/newsletter' },
    // Typing an address looks its subscription up (500 ms later): not subscribed yet.
    msw: { handlers: { newsletterStatus: mockData('/newsletter/status/{email}', { subscribed: false }) } },
  },
  globals: desktopViewport,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Types an address in the page's form (the footer has its own) and turns the subscription switch on; the form
 * is scrolled into view for the screenshot.
 */
async function subscribe(canvasElement: HTMLElement) {
  const region = await within(canvasElement).findByRole('region', { name: 'Your subscription' }, PAGE_READY);
  const form = within(region);
  await userEvent.type(form.getByRole('textbox', { name: 'Email address' }), 'asha@example.in');
  await userEvent.click(form.getByRole('switch', { name: 'Not subscribed' }));
  region.scrollIntoView({ block: 'center' });
}

export const NotSubscribed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Stay Updated' }, PAGE_READY)).toBeVisible();
    await expect(canvas.getByRole('switch', { name: 'Not subscribed' })).not.toBeChecked();
  },
};

/** The switch subscribes: the server's message in green, and the switch reads 'Currently subscribed'. */
export const Subscribed: Story = {
  parameters: {
    msw: {
      handlers: {
        subscribe: mockPost('/newsletter/subscribe', {
          success: true,
          message: 'Successfully subscribed to the newsletter!',
          data: { subscribed: true },
        }),
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await subscribe(canvasElement);
    await expect(await canvas.findByRole('status', {}, PAGE_READY)).toHaveTextContent(
      'Successfully subscribed to the newsletter!',
    );
    await expect(canvas.getByRole('switch', { name: 'Currently subscribed' })).toBeChecked();
  },
};

/** The server refuses without a message: spec 8's fallback in red, and the switch stays off. */
export const SubscribeFailed: Story = {
  parameters: { msw: { handlers: { subscribe: mockPostError('/newsletter/subscribe', 400) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await subscribe(canvasElement);
    await expect(await canvas.findByRole('alert', {}, PAGE_READY)).toHaveTextContent(
      'An error occurred. Please try again.',
    );
    await expect(canvas.getByRole('switch', { name: 'Not subscribed' })).not.toBeChecked();
  },
};
