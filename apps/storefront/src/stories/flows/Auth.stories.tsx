import { authMachine } from '@startwise/flows';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { findRegion } from '../find-region';
import { customer } from '../fixtures/user';
import { mockPost } from '../mock-api';
import { PAGE_READY } from '../page-story';
import { expectToastThenGone } from '../settle';
import { diagramStory } from './diagramStory';
import { desktopViewport, JOURNEY_SCREENSHOT, journey } from './journey';

const TWO_FACTOR_CODE = '246810';

const meta = {
  title: 'Flows/Auth',
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: `The **auth** machine (\`authMachine\`, selectors under \`auth\` from \`@startwise/flows\`; React:
\`AuthProvider\` and the \`useAuth*\` hooks from \`@startwise/flows/react\`): login → two-factor / email verification /
authenticated / failed, register, verify email, resend with a 30 s cooldown, the 5-minute two-factor countdown,
forgot and reset password, change password, enabling and disabling two-factor, logout (which clears everything
even when the server call fails), session expiry, and the persisted keys through an injected storage.

The journey signs in on the storefront's pages with two-factor verification against a mock API (the code is
${TWO_FACTOR_CODE}).`,
      },
    },
  },
} satisfies Meta;

export default meta;

export const Diagram: StoryObj = diagramStory(authMachine, 'auth');

/** Log in, enter a wrong code, then the right one, and log out — all from the keyboard. */
export const Journey: StoryObj = {
  ...journey,
  parameters: {
    appPage: { url: '/login' },
    screenshot: JOURNEY_SCREENSHOT,
    msw: {
      handlers: {
        login: mockPost('/users/login', { success: true, data: { twoFactorRequired: true, email: customer.email } }),
        verifyTwoFactor: http.post('/api/users/verify-2fa', async ({ request }) => {
          const { otp } = (await request.json()) as { otp: string };
          return otp === TWO_FACTOR_CODE
            ? HttpResponse.json({
                success: true,
                data: { token: 'story-access-token', refreshToken: 'story-refresh-token', user: customer },
              })
            : HttpResponse.json({ success: false, message: 'Invalid or expired verification code' }, { status: 400 });
        }),
        logout: mockPost('/users/logout', { success: true, message: 'Successfully logged out', data: {} }),
      },
    },
  },
  globals: desktopViewport,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const login = await findRegion(canvasElement, 'Login');
    await userEvent.click(login.getByRole('textbox', { name: /^Email/ }));
    await userEvent.keyboard('{Enter}');
    await expect(await login.findByText('Email is required')).toBeVisible();
    await userEvent.keyboard(customer.email);
    await userEvent.tab();
    await userEvent.keyboard('secret-pass{Enter}');
    const twoFactor = await findRegion(canvasElement, 'Two-Factor Authentication');
    await expect(twoFactor.getByText(`We sent a 6-digit login code to ${customer.email}.`)).toBeVisible();
    const firstBox = twoFactor.getByRole('textbox', { name: 'Digit 1 of 6' });
    await userEvent.click(firstBox);
    await userEvent.keyboard('000000');
    await expect(await twoFactor.findByText('Invalid or expired verification code', {}, PAGE_READY)).toBeVisible();
    await waitFor(() => expect(firstBox).toBeEnabled());
    await userEvent.click(firstBox);
    await userEvent.keyboard(TWO_FACTOR_CODE);
    const accountMenu = await canvas.findByRole(
      'button',
      { name: `Account menu for ${customer.fullName}` },
      PAGE_READY,
    );
    await userEvent.click(accountMenu);
    await userEvent.click(await within(document.body).findByRole('menuitem', { name: 'Sign Out' }));
    await expectToastThenGone('Successfully logged out');
    await expect(await canvas.findByRole('link', { name: 'Login' }, PAGE_READY)).toBeVisible();
  },
};
