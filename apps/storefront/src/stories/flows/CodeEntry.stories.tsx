import { codeEntryMachine } from '@startwise/flows';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor } from 'storybook/test';
import { findRegion } from '../find-region';
import { customer } from '../fixtures/user';
import { seedPendingCodeStep } from '../session';
import { diagramStory } from './diagramStory';
import { desktopViewport, JOURNEY_SCREENSHOT, journey } from './journey';

const meta = {
  title: 'Flows/Code Entry',
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: `The **code-entry** machine (\`codeEntryMachine\`, selectors under \`codeEntry\` from
\`@startwise/flows\`; React: \`useCodeEntry\` from \`@startwise/flows/react\`): digit boxes, typing, paste (digits
only, filled from the first box), backspace, and a \`COMPLETE\` event with the code as soon as all are full —
the screen forwards it (e.g. \`SUBMIT_CODE\` to the auth machine) and sends \`RESET\` after a refusal.

The diagram is generated from the machine definition (the same generator writes docs/flows.md). The journey enters
codes on the storefront's two-factor page, whose mock API accepts only ${'`'}999999${'`'}.`,
      },
    },
  },
} satisfies Meta;

export default meta;

const RIGHT_CODE = '999999';
const codesSent: string[] = [];

export const Diagram: StoryObj = diagramStory(codeEntryMachine, 'code entry');

/** Five digits send nothing; the sixth sends the code; a refused code empties the boxes; a paste keeps digits only. */
export const Journey: StoryObj = {
  ...journey,
  parameters: {
    appPage: { url: '/two-factor' },
    screenshot: JOURNEY_SCREENSHOT,
    msw: {
      handlers: {
        verifyTwoFactor: http.post('/api/users/verify-2fa', async ({ request }) => {
          const { otp } = (await request.json()) as { otp: string };
          codesSent.push(otp);
          return otp === RIGHT_CODE
            ? HttpResponse.json({
                success: true,
                data: { token: 'story-access-token', refreshToken: 'story-refresh-token', user: customer },
              })
            : HttpResponse.json({ success: false, message: 'Invalid or expired verification code' }, { status: 400 });
        }),
      },
    },
  },
  globals: desktopViewport,
  beforeEach: (context) => {
    codesSent.length = 0;
    seedPendingCodeStep('two-factor', customer.email, Date.now() + 300_000);
    return journey.beforeEach(context);
  },
  play: async ({ canvasElement }) => {
    const panel = await findRegion(canvasElement, 'Two-Factor Authentication');
    const firstBox = panel.getByRole('textbox', { name: 'Digit 1 of 6' });
    await userEvent.click(firstBox);
    await userEvent.keyboard('48151');
    await expect(codesSent).toEqual([]);
    await userEvent.keyboard('6');
    await waitFor(() => expect(codesSent).toEqual(['481516']));
    await waitFor(() => expect(firstBox).toHaveValue(''));
    await waitFor(() => expect(firstBox).toBeEnabled());
    await userEvent.click(firstBox);
    await userEvent.paste('999-999');
    await waitFor(() => expect(codesSent).toEqual(['481516', RIGHT_CODE]));
  },
};
