import { CONTACT_REQUIRED_FIELDS, CONTACT_SENT, contactMachine } from '@startwise/flows';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { findRegion } from '../find-region';
import { mockPost } from '../mock-api';
import { expectToastThenGone } from '../settle';
import { diagramStory } from './diagramStory';
import { desktopViewport, JOURNEY_SCREENSHOT, journey } from './journey';
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

The journey runs the storefront's Contact Us page, whose \`sendContactMessage\` posts to a mock API.`,
      },
    },
  },
} satisfies Meta;

export default meta;

export const Diagram: StoryObj = diagramStory(contactMachine, 'contact');

/** Send with nothing filled, fill the form from the keyboard, send, and start another message. */
export const Journey: StoryObj = {
  ...journey,
  parameters: {
    appPage: { url: '/contact-us' },
    screenshot: JOURNEY_SCREENSHOT,
    msw: { handlers: { contact: mockPost('/contact', { success: true, message: CONTACT_SENT, data: {} }, 201) } },
  },
  globals: desktopViewport,
  play: async ({ canvasElement }) => {
    const form = await findRegion(canvasElement, 'Send us a message');
    await pressEnterOn(form.getByRole('button', { name: 'Send Message' }));
    await expectToastThenGone(CONTACT_REQUIRED_FIELDS);
    await userEvent.click(form.getByRole('textbox', { name: /^Name/ }));
    await userEvent.keyboard('Asha Rao');
    await userEvent.tab();
    await userEvent.keyboard('asha@example.com');
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard('Which documents does GST registration need?');
    await userEvent.tab();
    await expect(form.getByRole('button', { name: 'Send Message' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const sent = await findRegion(canvasElement, 'Message Sent!');
    await expectToastThenGone(CONTACT_SENT);
    await pressEnterOn(sent.getByRole('button', { name: 'Send Another Message' }));
    const again = await findRegion(canvasElement, 'Send us a message');
    await expect(again.getByRole('textbox', { name: /^Name/ })).toHaveValue('');
  },
};
