import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { findRegion } from '../../stories/find-region';
import { mockPostError } from '../../stories/mock-api';
import { desktopViewport, PAGE_READY, pageStory } from '../../stories/page-story';
import { expectToastThenGone } from '../../stories/settle';

/** Login (spec 2) for a visitor at /login. */
const meta = {
  title: 'Pages/Login',
  ...pageStory,
  parameters: { appPage: { url: '/login' } },
  globals: desktopViewport,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const panel = await findRegion(canvasElement, 'Login');
    await expect(panel.getByRole('textbox', { name: /^Email/ })).toBeVisible();
    await expect(panel.getByRole('checkbox', { name: 'Remember me' })).toBeChecked();
    await expect(panel.getByRole('link', { name: 'Forgot password?' })).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Login' })).toBeEnabled();
  },
};

/** Wrong credentials (401): the server's message in the red box above the button, and as a toast. */
export const ServerError: Story = {
  parameters: {
    msw: { handlers: { login: mockPostError('/users/login', 401, 'Invalid email or password') } },
  },
  play: async ({ canvasElement }) => {
    const panel = await findRegion(canvasElement, 'Login');
    await userEvent.type(panel.getByRole('textbox', { name: /^Email/ }), 'asha@example.in');
    await userEvent.type(panel.getByLabelText(/^Password/), 'not-my-password');
    await userEvent.click(panel.getByRole('button', { name: 'Login' }));
    await expect(await panel.findByText('Invalid email or password', {}, PAGE_READY)).toBeVisible();
    await expectToastThenGone('Invalid email or password');
  },
};
