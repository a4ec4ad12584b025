import { paymentMachine } from '@startwise/flows';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { diagramStory } from './diagramStory';
import { AFTER_FAKE_CALL } from './fakeLatency';
import { pressEnterOn } from './keyboard';
import { PaymentDemo } from './PaymentDemo';

const meta = {
  title: 'Flows/Payment',
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: `The **payment** machine (\`paymentMachine\`, selectors under \`payment\` from \`@startwise/flows\`):
creating order → order ready → checkout open → verifying → success or failed; dismissed; order failed ('Failed to
initialize payment'); script failed ('Razorpay SDK failed to load. Please try again later.'); cancel with the
'Cancel Payment?' confirmation; retry. A storefront provides \`createOrder\`, \`loadCheckoutScript\`, \`openCheckout\`
(a callback actor that reports \`PAYMENT_SUCCEEDED\`, \`PAYMENT_FAILED\` or \`DISMISSED\`), \`verifyPayment\` and
\`cancelPayment\`.

The demo runs the real machine with fake services; its "Test checkout" panel stands in for the provider's checkout.`,
      },
    },
  },
} satisfies Meta;

export default meta;

export const Diagram: StoryObj = diagramStory(paymentMachine, 'payment');

/** Pay, fail at the checkout, retry, pay again and succeed. */
export const Demo: StoryObj = {
  render: () => <PaymentDemo />,
  play: async ({ canvas }) => {
    await pressEnterOn(await canvas.findByRole('button', { name: 'Pay Now' }, AFTER_FAKE_CALL));
    await pressEnterOn(await canvas.findByRole('button', { name: 'Simulate failure' }, AFTER_FAKE_CALL));
    await expect(await canvas.findByRole('alert', {}, AFTER_FAKE_CALL)).toHaveTextContent('Card declined');
    await pressEnterOn(canvas.getByRole('button', { name: 'Retry' }));
    await pressEnterOn(await canvas.findByRole('button', { name: 'Pay Now' }, AFTER_FAKE_CALL));
    await pressEnterOn(await canvas.findByRole('button', { name: 'Simulate success' }, AFTER_FAKE_CALL));
    await expect(await canvas.findByText('Payment completed successfully!', {}, AFTER_FAKE_CALL)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Start again' })).toBeVisible();
  },
};

/** Ask to cancel, go back with Escape, ask again and confirm. */
export const CancelDemo: StoryObj = {
  render: () => <PaymentDemo />,
  play: async ({ canvas }) => {
    await pressEnterOn(await canvas.findByRole('button', { name: 'Cancel Payment' }, AFTER_FAKE_CALL));
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel Payment?' });
    await expect(dialog).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(canvas.getByRole('button', { name: 'Pay Now' })).toBeVisible();
    await pressEnterOn(canvas.getByRole('button', { name: 'Cancel Payment' }));
    await pressEnterOn(await screen.findByRole('button', { name: 'Confirm Cancellation' }));
    await expect(await canvas.findByText('Payment has been cancelled successfully', {}, AFTER_FAKE_CALL)).toBeVisible();
  },
};
