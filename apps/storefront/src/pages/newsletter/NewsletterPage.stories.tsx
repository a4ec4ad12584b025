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

/** The page's subscription form (the footer has one of its own). */
const subscriptionForm = async (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('region', { name: 'Your subscription' }, PAGE_READY);

/** Types an address in the page's form and turns the subscription switch on. */
async function subscribe(canvasElement: HTMLElement) {
  const form = within(await subscriptionForm(canvasElement));
  await userEvent.type(form.getByRole('textbox', { name: 'Email address' }), 'asha@example.in');
  await userEvent.click(form.getByRole('switch', { name: 'Not subscribed' }));
}

/** Scrolls the form, with its answer shown, to the middle of the screenshot. */
const showForm = async (canvasElement: HTMLElement) =>
  (await subscriptionForm(canvasElement)).scrollIntoView({ block: 'center' });

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
    await showForm(canvasElement);
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
    await showForm(canvasElement);
  },
};
