import { authMachine } from '@startwise/flows';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { AuthDemo, DEMO_TWO_FACTOR_CODE } from './AuthDemo';
import { diagramStory } from './diagramStory';
import { AFTER_FAKE_CALL } from './fakeLatency';
import { pressEnterOn } from './keyboard';

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

The demo signs in with two-factor verification against fake services (the code is ${DEMO_TWO_FACTOR_CODE}) and
keeps the keys in memory.`,
      },
    },
  },
} satisfies Meta;

export default meta;

export const Diagram: StoryObj = diagramStory(authMachine, 'auth');

/** Log in, enter a wrong code, then the right one, and log out — all from the keyboard. */
export const Demo: StoryObj = {
  render: () => <AuthDemo />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('textbox', { name: 'Email' }));
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByText('Email is required')).toBeVisible();
    await userEvent.keyboard('asha@example.com');
    await userEvent.tab();
    await userEvent.keyboard('secret-pass{Enter}');
    const firstBox = await canvas.findByRole('textbox', { name: 'Digit 1 of 6' }, AFTER_FAKE_CALL);
    await expect(canvas.getByText('We sent a 6-digit code to asha@example.com')).toBeVisible();
    await userEvent.click(firstBox);
    await userEvent.keyboard('000000');
    await expect(await canvas.findByText('Invalid or expired verification code', {}, AFTER_FAKE_CALL)).toBeVisible();
    await waitFor(() => expect(firstBox).toBeEnabled());
    await userEvent.click(firstBox);
    await userEvent.keyboard(DEMO_TWO_FACTOR_CODE);
    await expect(await canvas.findByText('Signed in as Asha Rao', {}, AFTER_FAKE_CALL)).toBeVisible();
    await pressEnterOn(canvas.getByRole('button', { name: 'Logout' }));
    await expect(await canvas.findByText('Successfully logged out', {}, AFTER_FAKE_CALL)).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Login' })).toBeVisible();
  },
};
