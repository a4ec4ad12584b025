import { NEWSLETTER_UNSUBSCRIBED, newsletterPageMachine } from '@startwise/flows';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { diagramStory } from './diagramStory';
import { AFTER_FAKE_CALL } from './fakeLatency';
import { NewsletterPageDemo, SUBSCRIBED_EMAIL } from './NewsletterPageDemo';

const meta = {
  title: 'Flows/Newsletter page',
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: `The **newsletter page** machine (\`newsletterPageMachine\`, selectors under \`newsletter\` from
\`@startwise/flows\`): the status of a valid address is looked up 500 ms after typing stops ('Currently subscribed' or
'Not subscribed'); the switch (or the form's button) subscribes or unsubscribes, and a successful call flips the
state. A storefront provides \`lookUpNewsletterStatus\`, \`subscribeNewsletter\` and \`unsubscribeNewsletter\`.

The demo's fake list holds ${SUBSCRIBED_EMAIL}.`,
      },
    },
  },
} satisfies Meta;

export default meta;

export const Diagram: StoryObj = diagramStory(newsletterPageMachine, 'newsletter page');

/** Type a subscribed address, wait for its status, and unsubscribe with the switch (Space). */
export const Demo: StoryObj = {
  render: () => <NewsletterPageDemo />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch', { name: 'Not subscribed' })).not.toBeChecked();
    await userEvent.click(canvas.getByRole('textbox', { name: 'Email address' }));
    await userEvent.keyboard(SUBSCRIBED_EMAIL);
    const toggle = await canvas.findByRole('switch', { name: 'Currently subscribed' }, AFTER_FAKE_CALL);
    await expect(toggle).toBeChecked();
    await userEvent.tab();
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(await canvas.findByText(NEWSLETTER_UNSUBSCRIBED, {}, AFTER_FAKE_CALL)).toBeVisible();
    await expect(canvas.getByRole('switch', { name: 'Not subscribed' })).not.toBeChecked();
  },
};
