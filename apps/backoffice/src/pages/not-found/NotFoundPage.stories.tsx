import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { backofficeStory, desktopViewport, PAGE_READY } from '../../stories/backoffice-story';
import { mockError } from '../../stories/mock-api';

/** What the back office shows around its pages: an unknown address, and an account the server cannot load. */
const meta = {
  title: 'Back office/Shell',
  ...backofficeStory,
  parameters: { backofficePage: { url: '/nowhere', signedIn: true } },
  globals: desktopViewport,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** An address the route table does not know, inside the signed-in layout. */
export const NotFound: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'This page does not exist', level: 1 }, PAGE_READY),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to the queue' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Sign out' })).toBeVisible();
  },
};

/** A stored session the server cannot check right now (not a 401): the member may try again. */
export const AccountUnavailable: Story = {
  parameters: {
    backofficePage: { url: '/submissions' },
    msw: { handlers: { staffMe: mockError('/admin/me', 503, 'Service unavailable') } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert', {}, PAGE_READY);
    await expect(alert).toHaveTextContent('The back office could not load your account');
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};
