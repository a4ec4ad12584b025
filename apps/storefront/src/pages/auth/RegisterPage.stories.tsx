import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { findRegion } from '../../stories/find-region';
import { mockPostError } from '../../stories/mock-api';
import { desktopViewport, PAGE_READY, pageStory } from '../../stories/page-story';

/** Register (spec 2) for a visitor at /register. */
const meta = {
  title: 'Pages/Register',
  ...pageStory,
  parameters: { appPage: { url: '/register' } },
  globals: desktopViewport,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The server refuses a field (422): its message under that field; no toast and no red box (spec 8). */
export const FieldErrorFromServer: Story = {
  parameters: {
    msw: {
      handlers: {
        register: mockPostError('/users/register', 422, 'Please enter a valid phone number', [
          { field: 'phone', message: 'Please enter a valid phone number' },
        ]),
      },
    },
  },
  play: async ({ canvasElement }) => {
    const panel = await findRegion(canvasElement, 'Register');
    await userEvent.type(panel.getByRole('textbox', { name: /^Full Name/ }), 'Asha Verma');
    await userEvent.type(panel.getByRole('textbox', { name: /^Email/ }), 'asha@example.in');
    await userEvent.type(panel.getByRole('textbox', { name: /^Phone/ }), '+91 00000 00000');
    await userEvent.type(panel.getByLabelText(/^Password/), 'kaveri-2026');
    await userEvent.type(panel.getByLabelText(/^Confirm Password/), 'kaveri-2026');
    await userEvent.click(panel.getByRole('button', { name: 'Register' }));
    const phone = await panel.findByRole('textbox', { name: /^Phone/, description: /valid phone number/ }, PAGE_READY);
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
    await expect(panel.getAllByText('Please enter a valid phone number')).toHaveLength(1);
  },
};
