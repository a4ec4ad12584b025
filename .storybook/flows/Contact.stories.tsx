import { CONTACT_REQUIRED_FIELDS, CONTACT_SENT, contactMachine } from '@startwise/flows';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { ContactDemo } from './ContactDemo';
import { diagramStory } from './diagramStory';
import { AFTER_FAKE_CALL } from './fakeLatency';
import { pressEnterOn } from './keyboard';

const meta = {
  title: 'Flows/Contact',
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: `The **contact** machine (\`contactMachine\`, selectors under \`contact\` from \`@startwise/flows\`):
editing → sending → sent (the form cleared) until 'Send Another Message'. Missing fields give one message
('${CONTACT_REQUIRED_FIELDS}'), a malformed address its own; a failed call keeps the form with the server's message.
A storefront provides \`sendContactMessage\`.

The demo runs the real machine with a fake \`sendContactMessage\` that accepts every message.`,
      },
    },
  },
} satisfies Meta;

export default meta;

export const Diagram: StoryObj = diagramStory(contactMachine, 'contact');

/** Send with nothing filled, fill the form from the keyboard, send, and start another message. */
export const Demo: StoryObj = {
  render: () => <ContactDemo />,
  play: async ({ canvas }) => {
    await pressEnterOn(canvas.getByRole('button', { name: 'Send Message' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent(CONTACT_REQUIRED_FIELDS);
    await userEvent.click(canvas.getByRole('textbox', { name: /^Name/ }));
    await userEvent.keyboard('Asha Rao');
    await userEvent.tab();
    await userEvent.keyboard('asha@example.com');
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard('Which documents does GST registration need?');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Send Message' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByRole('heading', { name: 'Message Sent!' }, AFTER_FAKE_CALL)).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent(CONTACT_SENT);
    await pressEnterOn(canvas.getByRole('button', { name: 'Send Another Message' }));
    await expect(canvas.getByRole('textbox', { name: /^Name/ })).toHaveValue('');
  },
};
