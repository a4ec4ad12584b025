import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { mockPost, mockPostError } from '../../stories/mock-api';
import { desktopViewport, PAGE_READY, pageStory } from '../../stories/page-story';

/** 'Contact Us' (spec 2): the form and its success panel, office details and FAQs, in the real app. */
const meta = {
  title: 'Pages/Contact',
  ...pageStory,
  parameters: { appPage: { url: '/contact-us' } },
  globals: desktopViewport,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Fills the required fields and sends the message. */
async function sendMessage(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.type(await canvas.findByRole('textbox', { name: 'Name' }, PAGE_READY), 'Asha Verma');
  await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'asha@example.in');
  await userEvent.type(canvas.getByRole('textbox', { name: 'Message' }), 'Can you register a trademark in class 29?');
  await userEvent.click(canvas.getByRole('button', { name: 'Send Message' }));
}

export const Form: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Send us a message' }, PAGE_READY)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  },
};

/** Sent: the success panel replaces the form, and the success toast (spec 8). */
export const Sent: Story = {
  parameters: {
    msw: {
      handlers: {
        contact: mockPost(
          '/contact',
          { success: true, message: 'Your message has been sent successfully!', data: {} },
          201,
        ),
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await sendMessage(canvasElement);
    const panel = await canvas.findByRole('region', { name: 'Message Sent!' }, PAGE_READY);
    panel.scrollIntoView({ block: 'center' });
    await expect(panel).toBeVisible();
    await expect(await canvas.findByText('Your message has been sent successfully!', {}, PAGE_READY)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Send Another Message' })).toBeEnabled();
  },
};

/** The server refuses without a message: spec 8's fallback in an error toast, and the form keeps what was typed. */
export const SendFailed: Story = {
  parameters: { msw: { handlers: { contact: mockPostError('/contact', 400) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await sendMessage(canvasElement);
    await expect(
      await canvas.findByText('Failed to send message. Please try again later.', {}, PAGE_READY),
    ).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Name' })).toHaveValue('Asha Verma');
    canvas.getByRole('region', { name: 'Send us a message' }).scrollIntoView({ block: 'center' });
  },
};
