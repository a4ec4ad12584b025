import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { findRegion } from '../../stories/find-region';
import { mockPost } from '../../stories/mock-api';
import { desktopViewport, PAGE_READY, pageStory } from '../../stories/page-story';
import { expectToastThenGone } from '../../stories/settle';

/** Reset password (spec 2, bare layout) from the emailed link: token and email in the address. */
const meta = {
  title: 'Pages/Reset Password',
  ...pageStory,
  parameters: { appPage: { url: '/reset-password?token=story-reset-token&email=asha%40example.in' } },
  globals: desktopViewport,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const RESET = 'Password reset successful. You can now log in with your new password.';

export const Form: Story = {
  play: async ({ canvasElement }) => {
    const panel = await findRegion(canvasElement, 'Reset Password');
    await expect(panel.getByText('Choose a new password for asha@example.in.')).toBeVisible();
    await expect(panel.getByLabelText(/^New Password/)).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Reset Password' })).toBeEnabled();
  },
};

/** The new password is accepted: the success panel with Go to Login, after the toast of spec 8. */
export const Success: Story = {
  parameters: {
    msw: { handlers: { reset: mockPost('/users/reset-password', { success: true, message: RESET, data: {} }) } },
  },
  play: async ({ canvasElement }) => {
    const panel = await findRegion(canvasElement, 'Reset Password');
    await userEvent.type(panel.getByLabelText(/^New Password/), 'kaveri-2027');
    await userEvent.type(panel.getByLabelText(/^Confirm Password/), 'kaveri-2027');
    await userEvent.click(panel.getByRole('button', { name: 'Reset Password' }));
    await expect(await panel.findByText('Your password has been reset successfully', {}, PAGE_READY)).toBeVisible();
    await expect(panel.getByRole('link', { name: 'Go to Login' })).toBeVisible();
    await expectToastThenGone(RESET);
  },
};
