import { applicationFormMachine } from '@startwise/flows';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { ApplicationFormDemo, TAKEN_EMAIL } from './ApplicationFormDemo';
import { diagramStory } from './diagramStory';
import { AFTER_FAKE_CALL } from './fakeLatency';
import { pressEnterOn } from './keyboard';

const meta = {
  title: 'Flows/Application form',
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: `The **application form** machine (\`applicationFormMachine\`, selectors under \`applicationForm\`
from \`@startwise/flows\`): editing → validating (the field definitions' rules) → submitting → submitted, with the
payment prompt (skip or proceed); the server's field errors go next to their fields and into the summary, and a
field's error clears when it is edited. A storefront provides \`submitApplication\`.

The demo's fake server refuses ${TAKEN_EMAIL} with a field error.`,
      },
    },
  },
} satisfies Meta;

export default meta;

export const Diagram: StoryObj = diagramStory(applicationFormMachine, 'application form');

/** Submit empty, meet a server field error, fix it, submit, and skip the payment for now. */
export const Demo: StoryObj = {
  render: () => <ApplicationFormDemo />,
  play: async ({ canvas }) => {
    await pressEnterOn(canvas.getByRole('button', { name: 'Submit' }));
    await expect(canvas.getByText('Full Name is required')).toBeVisible();
    await expect(canvas.getByText('Email is required')).toBeVisible();
    await userEvent.click(canvas.getByRole('textbox', { name: /^Full Name/ }));
    await userEvent.keyboard('Asha Rao');
    await expect(canvas.queryByText('Full Name is required')).not.toBeInTheDocument();
    await userEvent.tab();
    await userEvent.keyboard(`${TAKEN_EMAIL}{Enter}`);
    const summary = await canvas.findByRole('alert', {}, AFTER_FAKE_CALL);
    await expect(summary).toHaveTextContent('An application with this email already exists');
    await expect(summary).toHaveFocus();
    const email = canvas.getByRole('textbox', { name: /^Email/ });
    await userEvent.clear(email);
    await userEvent.type(email, 'asha@example.com{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Proceed to Payment' }, AFTER_FAKE_CALL);
    await expect(dialog).toBeVisible();
    await pressEnterOn(screen.getByRole('button', { name: 'Skip for now' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(canvas.getByRole('status')).toHaveTextContent('The app goes to submission submission-demo');
    await expect(canvas.getByRole('button', { name: 'Submitted' })).toBeDisabled();
  },
};
