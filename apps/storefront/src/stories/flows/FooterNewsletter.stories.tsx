import { EMAIL_INVALID, footerNewsletterMachine, NEWSLETTER_SUBSCRIBED } from '@startwise/flows';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { findRegion } from '../find-region';
import { mockPost } from '../mock-api';
import { expectToastThenGone } from '../settle';
import { diagramStory } from './diagramStory';
import { desktopViewport, JOURNEY_SCREENSHOT, journey } from './journey';

const meta = {
  title: 'Flows/Footer Newsletter',
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: `The **footer newsletter** machine (\`footerNewsletterMachine\`, selectors under \`newsletter\` from
\`@startwise/flows\`): a malformed address is refused without calling the server; otherwise 'Subscribing...' (the
button disabled) and then success (the field cleared) or failure. A storefront provides \`subscribeNewsletter\`.

The journey uses the storefront footer's form, whose \`subscribeNewsletter\` posts to a mock API.`,
      },
    },
  },
} satisfies Meta;

export default meta;

export const Diagram: StoryObj = diagramStory(footerNewsletterMachine, 'footer newsletter');

/** A malformed address is refused; a good one subscribes and clears the field. */
export const Journey: StoryObj = {
  ...journey,
  parameters: {
    appPage: { url: '/our-mission' },
    screenshot: JOURNEY_SCREENSHOT,
    msw: {
      handlers: {
        subscribe: mockPost('/newsletter/subscribe', {
          success: true,
          message: NEWSLETTER_SUBSCRIBED,
          data: { subscribed: true },
        }),
      },
    },
  },
  globals: desktopViewport,
  play: async ({ canvasElement }) => {
    const footerForm = await findRegion(canvasElement, 'Subscribe to our newsletter');
    const email = footerForm.getByRole('textbox', { name: 'Email address' });
    email.scrollIntoView({ block: 'center' });
    await userEvent.click(email);
    await userEvent.keyboard('asha@example{Enter}');
    await expectToastThenGone(EMAIL_INVALID);
    await userEvent.click(email);
    await userEvent.keyboard('.com{Enter}');
    await expectToastThenGone(NEWSLETTER_SUBSCRIBED);
    await expect(email).toHaveValue('');
    await expect(footerForm.getByRole('button', { name: 'Subscribe' })).toBeEnabled();
  },
};
