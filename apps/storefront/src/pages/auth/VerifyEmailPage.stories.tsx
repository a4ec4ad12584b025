import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { findRegion } from '../../stories/find-region';
import { desktopViewport, pageStory } from '../../stories/page-story';
import { seedPendingCodeStep } from '../../stories/session';

/** Verify email (spec 2, bare layout) at /verify-email, after registering as asha@example.in. */
const meta = {
  title: 'Pages/Verify Email',
  ...pageStory,
  parameters: { appPage: { url: '/verify-email' } },
  globals: desktopViewport,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The six code boxes for the emailed code; after a reload the resend cooldown is over. */
export const CodeEntry: Story = {
  beforeEach: () => seedPendingCodeStep('email-verification', 'asha@example.in'),
  play: async ({ canvasElement }) => {
    const panel = await findRegion(canvasElement, 'Verify Your Email');
    await expect(panel.getByText('We sent a 6-digit code to asha@example.in.')).toBeVisible();
    await expect(panel.getAllByRole('textbox')).toHaveLength(6);
    await expect(panel.getByRole('button', { name: 'Resend Code' })).toBeEnabled();
    await expect(panel.getByRole('link', { name: 'Go to Login' })).toBeVisible();
  },
};
