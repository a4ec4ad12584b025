import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { backofficeStory, desktopViewport, PAGE_READY } from '../../stories/backoffice-story';
import { mockPost, mockPostError } from '../../stories/mock-api';
import { freezeTime, seedPendingCode } from '../../stories/session';

/** /backoffice/login: the password, then the emailed code (always), for a member who is signed out. */
const meta = {
  title: 'Back office/Sign-in',
  ...backofficeStory,
  parameters: { backofficePage: { url: '/login' } },
  globals: desktopViewport,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const EMAIL = 'priya@startwise.in';
const region = async (canvasElement: HTMLElement, name: string) =>
  within(await within(canvasElement).findByRole('region', { name }, PAGE_READY));

/** Step 1; sent empty, each field says what it needs (the flows' rules, before any call). */
export const Password: Story = {
  play: async ({ canvasElement }) => {
    const form = await region(canvasElement, 'Staff sign-in');
    await expect(form.getByRole('heading', { name: 'Staff sign-in', level: 1 })).toBeVisible();
    await userEvent.click(form.getByRole('button', { name: 'Sign in' }));
    await expect(await form.findByText('Email is required')).toBeVisible();
    await expect(form.getByText('Password is required')).toBeVisible();
  },
};

/** A refused password: the server's message in the form's red box (and, for a moment, a toast). */
export const WrongPassword: Story = {
  parameters: {
    msw: { handlers: { login: mockPostError('/admin/auth/login', 401, 'Invalid email or password') } },
  },
  play: async ({ canvasElement }) => {
    const form = await region(canvasElement, 'Staff sign-in');
    await userEvent.type(form.getByLabelText(/^Email/), EMAIL);
    await userEvent.type(form.getByLabelText(/^Password/), 'not my password');
    await userEvent.click(form.getByRole('button', { name: 'Sign in' }));
    await expect(await form.findByRole('alert')).toHaveTextContent('Invalid email or password');
    const toasts = within(canvasElement.ownerDocument.body);
    await waitFor(() => expect(toasts.queryByRole('region', { name: 'Notifications' })?.textContent ?? '').toBe(''), {
      timeout: 8000,
    });
  },
};

/** A right password mails the code: step 2 shows with its countdown (the clock stands still here). */
export const Code: Story = {
  parameters: {
    msw: { handlers: { login: mockPost('/admin/auth/login', { email: EMAIL }) } },
  },
  beforeEach: () => freezeTime(),
  play: async ({ canvasElement }) => {
    const form = await region(canvasElement, 'Staff sign-in');
    await userEvent.type(form.getByLabelText(/^Email/), EMAIL);
    await userEvent.type(form.getByLabelText(/^Password/), 'a long staff password');
    await userEvent.click(form.getByRole('button', { name: 'Sign in' }));
    const code = await region(canvasElement, 'Enter your sign-in code');
    await expect(code.getByText(`We emailed a 6-digit sign-in code to ${EMAIL}.`)).toBeVisible();
    await expect(code.getAllByRole('textbox')).toHaveLength(6);
    await expect(code.getByRole('timer')).toHaveTextContent('05:00');
    await expect(code.getByRole('textbox', { name: 'Digit 1 of 6' })).toHaveFocus();
  },
};

/** A wrong code: the boxes empty and the server's message shows; the member may try again. */
export const CodeRefused: Story = {
  parameters: {
    msw: { handlers: { verify: mockPostError('/admin/auth/verify', 400, 'Invalid or expired code') } },
  },
  beforeEach: () => {
    const undo = freezeTime();
    seedPendingCode(EMAIL, Date.now() + 200_000);
    return undo;
  },
  play: async ({ canvasElement }) => {
    const code = await region(canvasElement, 'Enter your sign-in code');
    await userEvent.click(code.getByRole('textbox', { name: 'Digit 1 of 6' }));
    await userEvent.keyboard('123456');
    await expect(await code.findByRole('alert')).toHaveTextContent('Invalid or expired code');
    await waitFor(() => expect(code.getByRole('textbox', { name: 'Digit 1 of 6' })).toHaveValue(''));
    await expect(code.getByRole('timer')).toHaveTextContent('03:20');
    const toasts = within(canvasElement.ownerDocument.body);
    await waitFor(() => expect(toasts.queryByRole('region', { name: 'Notifications' })?.textContent ?? '').toBe(''), {
      timeout: 8000,
    });
  },
};

/** The code died before it was entered: only Cancel (and signing in again) goes on. */
export const CodeExpired: Story = {
  beforeEach: () => {
    seedPendingCode(EMAIL, Date.now() - 1000);
  },
  play: async ({ canvasElement }) => {
    const code = await region(canvasElement, 'Enter your sign-in code');
    await expect(await code.findByText(/The sign-in code has expired/)).toBeVisible();
    await expect(code.queryAllByRole('textbox')).toHaveLength(0);
    await expect(code.getByRole('button', { name: 'Cancel' })).toBeEnabled();
  },
};
