import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { Button } from '../Button';
import { ConfirmDialog, type ConfirmDialogProps, confirmTones } from './ConfirmDialog';

function WithTrigger({ onOpenChange, onConfirm, ...props }: Omit<ConfirmDialogProps, 'isOpen'>) {
  const [isOpen, setOpen] = useState(false);
  const change = (open: boolean) => {
    setOpen(open);
    onOpenChange(open);
  };
  return (
    <>
      <Button variant="danger" onClick={() => change(true)}>
        Cancel Payment
      </Button>
      <ConfirmDialog
        {...props}
        isOpen={isOpen}
        onOpenChange={change}
        onConfirm={() => {
          onConfirm();
          change(false);
        }}
      />
    </>
  );
}

const meta = {
  title: 'Overlays/ConfirmDialog',
  component: ConfirmDialog,
  tags: ['autodocs'],
  args: {
    isOpen: false,
    onOpenChange: fn(),
    onConfirm: fn(),
    title: 'Cancel Payment?',
    children: 'This payment session will be permanently cancelled. You can start a new payment later.',
    confirmLabel: 'Confirm Cancellation',
    cancelLabel: 'Go Back',
  },
  argTypes: { tone: { control: 'inline-radio', options: confirmTones } },
  render: (args) => <WithTrigger {...args} />,
  parameters: {
    docs: {
      description: {
        component: `Asks the user to confirm an action before it happens (an \`alertdialog\`).

**When to use:** destructive or irreversible actions — 'Cancel Payment?' (Go Back / Confirm Cancellation),
disabling two-factor authentication.

**When not to:** for actions that can be undone, act at once and offer undo in a toast; for informational
content use \`Dialog\`.

**Behaviour:** focus starts on the cancel button so a stray Enter never confirms; Escape and the cancel button
close without confirming; a click outside does nothing. While \`isConfirming\` the confirm button shows loading
and the dialog cannot be closed.`,
      },
    },
  },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel Payment' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel Payment?' });
    await expect(dialog).toHaveAccessibleDescription(
      'This payment session will be permanently cancelled. You can start a new payment later.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Confirm Cancellation' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  },
};

export const Playground: Story = {
  args: {
    tone: 'primary',
    title: 'Disable two-factor authentication?',
    children: 'Are you sure you want to disable two-factor authentication? This will make your account less secure.',
    confirmLabel: 'Disable',
    cancelLabel: 'Cancel',
  },
};

export const KeyboardCancels: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await screen.findByRole('alertdialog');
    // Focus starts on the safe choice: Enter goes back without confirming.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Go Back' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('alertdialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(args.onConfirm).not.toHaveBeenCalled();
    // Focus goes back to the trigger once the dialog has finished closing (React Aria restores it a frame later).
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Cancel Payment' })).toHaveFocus());
  },
};

export const Confirming: Story = {
  args: { isOpen: true, isConfirming: true },
  render: (args) => <ConfirmDialog {...args} />,
  play: async ({ args }) => {
    const confirm = await screen.findByRole('button', { name: 'Confirm Cancellation' });
    await expect(confirm).toHaveAttribute('aria-busy', 'true');
    await expect(screen.getByRole('button', { name: 'Go Back' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};
