import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { Button } from '../Button';
import { Inline } from '../Inline';
import { ToastProvider, useToast } from './ToastProvider';

function Triggers() {
  const toast = useToast();
  let count = 0;
  return (
    <Inline space="small">
      <Button onClick={() => toast.success('Successfully logged out')}>Sign Out</Button>
      <Button variant="danger" onClick={() => toast.error('Invalid email or password')}>
        Fail Login
      </Button>
      <Button
        variant="secondary"
        onClick={() => {
          count += 1;
          toast.info(`Notice ${count}`);
        }}
      >
        Notify
      </Button>
    </Inline>
  );
}

const meta = {
  title: 'Feedback/Toast',
  component: ToastProvider,
  tags: ['autodocs'],
  args: { children: <Triggers /> },
  parameters: {
    screenshot: { disable: true },
    docs: {
      description: {
        component: `Brief messages about the outcome of an action, shown top-right over the page (spec 9).

**Use:** wrap the app in \`<ToastProvider>\` once, then call \`useToast()\` anywhere:
\`toast.success('Successfully logged out')\` (3 s), \`toast.error(serverMessage)\` (4 s), \`toast.info(...)\`.
At most 2 are visible: a third dismisses the oldest. Toasts are at most 500 pixels wide.

**When not to:** for errors the user must act on (a form's errors, a failed login box) use \`Alert\` or
\`ErrorSummary\` in the page — a toast disappears. Never put the only copy of important information in a toast.

**Accessibility** (React Aria toast region): the region is a landmark named 'Notifications' (F6 jumps to it),
each toast is announced, timers pause while the pointer or focus is on a toast, and each has a Dismiss button.`,
      },
    },
  },
} satisfies Meta<typeof ToastProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Sign Out' }));
    const region = await screen.findByRole('region', { name: 'Notifications' });
    await expect(region).toHaveTextContent('Successfully logged out');
  },
};

export const Playground: Story = {};

export const SuccessLastsThreeSeconds: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Sign Out' }));
    const started = Date.now();
    await screen.findByText('Successfully logged out');
    await waitFor(() => expect(screen.queryByText('Successfully logged out')).toBeNull(), { timeout: 4500 });
    const elapsed = Date.now() - started;
    await expect(elapsed).toBeGreaterThanOrEqual(2900);
    await expect(elapsed).toBeLessThan(4000);
  },
};

export const ErrorLastsFourSeconds: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Fail Login' }));
    const started = Date.now();
    await screen.findByText('Invalid email or password');
    await waitFor(() => expect(screen.queryByText('Invalid email or password')).toBeNull(), { timeout: 5500 });
    await expect(Date.now() - started).toBeGreaterThanOrEqual(3900);
  },
};

export const AtMostTwo: Story = {
  play: async ({ canvas }) => {
    const notify = canvas.getByRole('button', { name: 'Notify' });
    await userEvent.click(notify);
    await userEvent.click(notify);
    await userEvent.click(notify);
    await waitFor(() => expect(screen.queryByText('Notice 1')).toBeNull());
    await expect(screen.getByText('Notice 2')).toBeVisible();
    await expect(screen.getByText('Notice 3')).toBeVisible();
  },
};

export const KeyboardDismiss: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Fail Login' }));
    const dismiss = await screen.findByRole('button', { name: 'Dismiss' });
    dismiss.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByText('Invalid email or password')).toBeNull());
  },
};
