import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { findRegion } from '../../stories/find-region';
import { desktopViewport, pageStory } from '../../stories/page-story';
import { seedPendingCodeStep } from '../../stories/session';

/** Two-factor login (spec 2, bare layout) at /two-factor, after a login that asked for the emailed code. */
const meta = {
  title: 'Pages/Two-Factor',
  ...pageStory,
  parameters: { appPage: { url: '/two-factor' } },
  globals: desktopViewport,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** 4 min 32 s of the code's 5 minutes left. */
const SECONDS_LEFT = 272;

/**
 * The code boxes and the mm:ss countdown. The clock stands still for this story (Date.now is fixed), so both
 * theme screenshots show 04:32 however long the page took to load.
 */
export const CodeEntry: Story = {
  beforeEach: () => {
    const realNow = Date.now;
    const now = realNow();
    Date.now = () => now;
    seedPendingCodeStep('two-factor', 'asha@example.in', now + SECONDS_LEFT * 1000);
    return () => {
      Date.now = realNow;
    };
  },
  play: async ({ canvasElement }) => {
    const panel = await findRegion(canvasElement, 'Two-Factor Authentication');
    await expect(panel.getByText('We sent a 6-digit login code to asha@example.in.')).toBeVisible();
    await expect(panel.getAllByRole('textbox')).toHaveLength(6);
    await expect(panel.getByText('The verification code will expire after 5 minutes')).toBeVisible();
    await expect(panel.getByRole('timer')).toHaveTextContent('04:32');
    await expect(panel.getByRole('button', { name: 'Cancel' })).toBeEnabled();
  },
};
