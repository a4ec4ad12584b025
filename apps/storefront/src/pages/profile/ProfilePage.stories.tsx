import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { customer } from '../../stories/fixtures/user';
import { mockData, mockPost } from '../../stories/mock-api';
import { desktopViewport, PAGE_READY, pageStory } from '../../stories/page-story';
import { dialogSettled, expectToastThenGone } from '../../stories/settle';

/** 'My Account' (spec 2 Profile) for the signed-in customer at /profile. */
const meta = {
  title: 'Pages/Profile',
  ...pageStory,
  parameters: { appPage: { url: '/profile', signedIn: true } },
  globals: desktopViewport,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The page once the customer is shown. */
async function profile(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await canvas.findByRole('heading', { level: 1, name: 'My Account' }, PAGE_READY);
  return canvas;
}

/** Security Settings, then its `tab` ('Password' or 'Two-Factor Authentication'). */
async function openSecurity(canvasElement: HTMLElement, tab: string) {
  const canvas = await profile(canvasElement);
  await userEvent.click(canvas.getByRole('tab', { name: 'Security Settings' }));
  await userEvent.click(await canvas.findByRole('tab', { name: tab }));
  return canvas;
}

/** Profile Information: name, email, phone and member since (en-IN). */
export const Information: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await profile(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Profile Information' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByText('2 Apr 2026')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Edit Profile' })).toBeEnabled();
  },
};

/** Edit Profile: name and phone editable, the email read-only. */
export const EditProfile: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await profile(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Profile' }));
    const form = within(await canvas.findByRole('form', { name: 'Edit profile' }));
    await expect(form.getByRole('textbox', { name: /^Full Name/ })).toHaveValue(customer.fullName);
    await expect(form.getByRole('textbox', { name: /^Email/ })).toHaveAttribute('readonly');
    await expect(form.getByText('Your email cannot be changed.')).toBeVisible();
    await expect(form.getByRole('button', { name: 'Save Changes' })).toBeEnabled();
  },
};

/** The optional billing details of GST invoices, filled from the customer's account. */
export const BillingDetails: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await profile(canvasElement);
    const billing = within(canvas.getByRole('form', { name: 'Billing Details' }));
    billing.getByRole('heading', { name: 'Billing Details' }).scrollIntoView({ block: 'start' });
    await expect(billing.getByRole('textbox', { name: /^GSTIN/ })).toHaveValue(customer.billing?.gstin);
    await expect(billing.getByRole('button', { name: 'Save Billing Details' })).toBeEnabled();
  },
};

/** Change password: the confirmation must match (spec 5), checked before anything is sent. */
export const ChangePassword: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await openSecurity(canvasElement, 'Password');
    const form = within(canvas.getByRole('form', { name: 'Change password' }));
    await userEvent.type(form.getByLabelText(/^Current Password/), 'kaveri-2026');
    await userEvent.type(form.getByLabelText(/^New Password/), 'kaveri-2027');
    await userEvent.type(form.getByLabelText(/^Confirm New Password/), 'kaveri-2028');
    await userEvent.click(form.getByRole('button', { name: 'Change Password' }));
    await expect(await form.findByText('Passwords must match')).toBeVisible();
  },
};

/** Enabling two-factor login emails a code: the setup code boxes (spec 4). */
export const EnableTwoFactor: Story = {
  parameters: {
    msw: {
      handlers: {
        enable: mockPost('/users/enable-2fa', {
          success: true,
          message: 'Verification code sent to your email',
          data: { email: customer.email },
        }),
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await openSecurity(canvasElement, 'Two-Factor Authentication');
    await userEvent.click(canvas.getByRole('button', { name: 'Enable Two-Factor Authentication' }));
    await expect(await canvas.findByText('Setup code', {}, PAGE_READY)).toBeVisible();
    await expectToastThenGone('Verification code sent to your email');
  },
};

/** Disabling asks first, with spec 4's words. */
export const DisableTwoFactorConfirmation: Story = {
  parameters: {
    msw: {
      handlers: {
        currentUser: mockData('/users/me', {
          user: { ...customer, twoFactorAuth: { enabled: true }, twoFactorAuthEnabled: true },
        }),
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await openSecurity(canvasElement, 'Two-Factor Authentication');
    await userEvent.click(await canvas.findByRole('button', { name: 'Disable Two-Factor Authentication' }, PAGE_READY));
    const dialog = within(
      await within(document.body).findByRole('alertdialog', { name: 'Disable Two-Factor Authentication?' }),
    );
    await expect(
      dialog.getByText(
        'Are you sure you want to disable two-factor authentication? This will make your account less secure.',
      ),
    ).toBeVisible();
    await dialogSettled();
  },
};
