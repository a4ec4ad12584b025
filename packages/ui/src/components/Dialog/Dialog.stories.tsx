import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { Button } from '../Button';
import { Text } from '../Text';
import { Dialog, type DialogProps } from './Dialog';
import { dialogSizes } from './Dialog.css';

/** A trigger button and the dialog, with the open state held by the story as an app would. */
function WithTrigger({ onOpenChange, ...props }: Omit<DialogProps, 'isOpen'>) {
  const [isOpen, setOpen] = useState(false);
  const change = (open: boolean) => {
    setOpen(open);
    onOpenChange(open);
  };
  return (
    <>
      <Button onClick={() => change(true)}>View Details</Button>
      <Dialog {...props} isOpen={isOpen} onOpenChange={change} />
    </>
  );
}

const meta = {
  title: 'Overlays/Dialog',
  component: Dialog,
  tags: ['autodocs'],
  args: {
    isOpen: false,
    onOpenChange: fn(),
    title: 'Transaction Details',
    children: <Text>Amount ₹14,999 · Payment Method UPI · Status Completed</Text>,
  },
  argTypes: { size: { control: 'inline-radio', options: dialogSizes } },
  render: (args) => <WithTrigger {...args} />,
  parameters: {
    docs: {
      description: {
        component: `A modal dialog over the page for a focused task or details the user opens on purpose.

**When to use:** transaction details, the 'Proceed to Payment' prompt after an application is submitted.

**When not to:** to confirm a destructive action use \`ConfirmDialog\`; for short feedback use a toast; for
content that belongs to the page (FAQs) use \`Accordion\`. Avoid dialogs on top of dialogs.

**Behaviour** (React Aria \`ModalOverlay\`/\`Modal\`/\`Dialog\`): labelled by its title, focus moves inside and is
trapped there, the page behind is inert and does not scroll, Escape or the × button close it (and a click
outside unless \`isDismissable={false}\`), and focus returns to the button that opened it. The open state is the
app's (\`isOpen\`/\`onOpenChange\`).`,
      },
    },
  },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'View Details' }));
    const dialog = await screen.findByRole('dialog', { name: 'Transaction Details' });
    await expect(dialog).toHaveTextContent('₹14,999');
  },
};

export const Playground: Story = { args: { size: 'large', isDismissable: false } };

export const KeyboardAndFocus: Story = {
  args: {
    footer: (
      <>
        <Button variant="secondary">Skip for now</Button>
        <Button>Proceed to Payment</Button>
      </>
    ),
  },
  play: async ({ canvas, args }) => {
    const opener = canvas.getByRole('button', { name: 'View Details' });
    await userEvent.tab();
    await expect(opener).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Transaction Details' });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    // Focus stays trapped inside: tabbing past the last button wraps to the first.
    for (let step = 0; step < 5; step += 1) {
      await userEvent.tab();
      await expect(dialog.contains(document.activeElement)).toBe(true);
    }
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    // Focus returns to the opener a frame after the dialog closes.
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

export const CloseButton: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'View Details' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

export const LongContent: Story = {
  args: {
    title: 'Terms of the service with a very long title that wraps onto a second line',
    children: (
      <>
        {Array.from({ length: 12 }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: static filler paragraphs.
          <Text key={index}>
            Refunds are reviewed within 3 business days and take 5-10 business days to reach your account.
          </Text>
        ))}
      </>
    ),
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'View Details' }));
    await expect(await screen.findByRole('dialog')).toBeVisible();
  },
};
