import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { findRegion } from '../../stories/find-region';
import { mockPost } from '../../stories/mock-api';
import { desktopViewport, PAGE_READY, pageStory } from '../../stories/page-story';
import { expectToastThenGone } from '../../stories/settle';

/** Forgot password (spec 2, bare layout) at /forgot-password. */
const meta = {
  title: 'Pages/Forgot Password',
  ...pageStory,
  parameters: { appPage: { url: '/forgot-password' } },
  globals: desktopViewport,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const SENT = 'Password reset instructions sent to your email';

export const Form: Story = {
  play: async ({ canvasElement }) => {
    const panel = await findRegion(canvasElement, 'Forgot Password');
    await expect(panel.getByRole('textbox', { name: /^Email/ })).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Send Reset Link' })).toBeEnabled();
    await expect(panel.getByRole('link', { name: 'Back to Login' })).toBeVisible();
  },
};

/** Sent: the same notice whatever the email (no account enumeration), and the toast of spec 8. */
export const Sent: Story = {
  parameters: {
    msw: { handlers: { forgot: mockPost('/users/forgot-password', { success: true, message: SENT, data: {} }) } },
  },
  play: async ({ canvasElement }) => {
    const panel = await findRegion(canvasElement, 'Forgot Password');
    await userEvent.type(panel.getByRole('textbox', { name: /^Email/ }), 'asha@example.in');
    await userEvent.click(panel.getByRole('button', { name: 'Send Reset Link' }));
    await expect(
      await panel.findByText(
        "If an account with that email exists, we've sent password reset instructions to your email address.",
        {},
        PAGE_READY,
      ),
    ).toBeVisible();
    await expectToastThenGone(SENT);
  },
};
