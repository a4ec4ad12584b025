import { NEWSLETTER_UNSUBSCRIBED, newsletterPageMachine } from '@startwise/flows';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { findRegion } from '../find-region';
import { mockGetBy, mockPost } from '../mock-api';
import { PAGE_READY } from '../page-story';
import { diagramStory } from './diagramStory';
import { desktopViewport, JOURNEY_SCREENSHOT, journey } from './journey';

const meta = {
  title: 'Flows/Newsletter Page',
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: `The **newsletter page** machine (\`newsletterPageMachine\`, selectors under \`newsletter\` from
\`@startwise/flows\`): the status of a valid address is looked up 500 ms after typing stops ('Currently subscribed' or
'Not subscribed'); the switch (or the form's button) subscribes or unsubscribes, and a successful call flips the
state. A storefront provides \`lookUpNewsletterStatus\`, \`subscribeNewsletter\` and \`unsubscribeNewsletter\`.

The journey runs the storefront's /newsletter page against a mock list that holds ${'`'}asha@example.com${'`'}.`,
      },
    },
  },
} satisfies Meta;

export default meta;

const SUBSCRIBED_EMAIL = 'asha@example.com';

export const Diagram: StoryObj = diagramStory(newsletterPageMachine, 'newsletter page');

/** Type a subscribed address, wait for its status, and unsubscribe with the switch (Space). */
export const Journey: StoryObj = {
  ...journey,
  parameters: {
    appPage: { url: '/newsletter' },
    screenshot: JOURNEY_SCREENSHOT,
    msw: {
      handlers: {
        status: mockGetBy('/newsletter/status/{email}', (url) => ({
          success: true as const,
          data: { subscribed: decodeURIComponent(url.pathname.split('/').pop() ?? '') === SUBSCRIBED_EMAIL },
        })),
        unsubscribe: mockPost('/newsletter/unsubscribe', {
          success: true,
          message: NEWSLETTER_UNSUBSCRIBED,
          data: { subscribed: false },
        }),
      },
    },
  },
  globals: desktopViewport,
  play: async ({ canvasElement }) => {
    const card = await findRegion(canvasElement, 'Your subscription');
    await expect(card.getByRole('switch', { name: 'Not subscribed' })).not.toBeChecked();
    await userEvent.click(card.getByRole('textbox', { name: 'Email address' }));
    await userEvent.keyboard(SUBSCRIBED_EMAIL);
    const toggle = await card.findByRole('switch', { name: 'Currently subscribed' }, PAGE_READY);
    await expect(toggle).toBeChecked();
    await userEvent.tab();
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(await card.findByText(NEWSLETTER_UNSUBSCRIBED, {}, PAGE_READY)).toBeVisible();
    await expect(card.getByRole('switch', { name: 'Not subscribed' })).not.toBeChecked();
  },
};
