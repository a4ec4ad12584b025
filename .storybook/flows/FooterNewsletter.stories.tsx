import { EMAIL_INVALID, footerNewsletterMachine, NEWSLETTER_SUBSCRIBED } from '@startwise/flows';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { diagramStory } from './diagramStory';
import { FooterNewsletterDemo } from './FooterNewsletterDemo';
import { AFTER_FAKE_CALL } from './fakeLatency';

const meta = {
  title: 'Flows/Footer newsletter',
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: `The **footer newsletter** machine (\`footerNewsletterMachine\`, selectors under \`newsletter\` from
\`@startwise/flows\`): a malformed address is refused without calling the server; otherwise 'Subscribing...' (the
button disabled) and then success (the field cleared) or failure. A storefront provides \`subscribeNewsletter\`.

The demo runs the real machine with a fake \`subscribeNewsletter\`.`,
      },
    },
  },
} satisfies Meta;

export default meta;

export const Diagram: StoryObj = diagramStory(footerNewsletterMachine, 'footer newsletter');

/** A malformed address is refused; a good one subscribes and clears the field. */
export const Demo: StoryObj = {
  render: () => <FooterNewsletterDemo />,
  play: async ({ canvas }) => {
    const email = canvas.getByRole('textbox', { name: 'Email address' });
    await userEvent.click(email);
    await userEvent.keyboard('asha@example{Enter}');
    await expect(canvas.getByRole('alert')).toHaveTextContent(EMAIL_INVALID);
    await userEvent.keyboard('.com{Enter}');
    await expect(canvas.getByRole('button', { name: 'Subscribing...' })).toBeDisabled();
    await expect(await canvas.findByText(NEWSLETTER_SUBSCRIBED, {}, AFTER_FAKE_CALL)).toBeVisible();
    await expect(email).toHaveValue('');
  },
};
