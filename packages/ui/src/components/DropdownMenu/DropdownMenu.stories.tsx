import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { Avatar } from '../Avatar';
import { DropdownMenu } from './DropdownMenu';

const accountItems = [
  { id: 'profile', label: 'My Profile' },
  { id: 'submissions', label: 'Submissions' },
  { id: 'transactions', label: 'Payment History' },
  { id: 'sign-out', label: 'Sign Out', tone: 'critical' as const },
];

const meta = {
  title: 'Overlays/DropdownMenu',
  component: DropdownMenu,
  tags: ['autodocs'],
  args: {
    'aria-label': 'Account menu for Priya Sharma',
    trigger: <Avatar name="Priya Sharma" decorative />,
    items: accountItems,
    onAction: fn(),
  },
  parameters: {
    docs: {
      description: {
        component: `A button that opens a short list of actions.

**When to use:** the signed-in avatar menu (My Profile, Submissions, Payment History, Sign Out), row actions.

**When not to:** for choosing a value in a form use \`Select\`; for site navigation with categories use the
header's navigation; for one or two actions show buttons.

**Behaviour** (React Aria \`MenuTrigger\`/\`Menu\`): Enter, Space or ArrowDown opens the menu with focus on the
first item; arrows move, typing a letter jumps, Enter chooses; Escape or a click outside closes and returns focus
to the button. \`onAction\` receives the item id — the app navigates, so the kit stays router-free.`,
      },
    },
  },
} satisfies Meta<typeof DropdownMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Account menu for Priya Sharma' }));
    const menu = await screen.findByRole('menu');
    await expect(menu).toBeVisible();
    await userEvent.click(screen.getByRole('menuitem', { name: 'Payment History' }));
    await expect(args.onAction).toHaveBeenCalledWith('transactions');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  },
};

export const Playground: Story = { args: { trigger: 'Actions', 'aria-label': undefined, placement: 'bottom start' } };

export const Keyboard: Story = {
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('button', { name: 'Account menu for Priya Sharma' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'My Profile' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(screen.getByRole('menuitem', { name: 'Submissions' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    // Focus returns to the trigger a frame after the popover closes.
    await waitFor(() => expect(trigger).toHaveFocus());
    await userEvent.keyboard(' ');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'My Profile' })).toHaveFocus());
    await userEvent.keyboard('{End}');
    await expect(screen.getByRole('menuitem', { name: 'Sign Out' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAction).toHaveBeenCalledWith('sign-out');
  },
};

export const ClickOutsideCloses: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Account menu for Priya Sharma' }));
    await screen.findByRole('menu');
    await userEvent.click(document.body);
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await expect(args.onAction).not.toHaveBeenCalled();
  },
};
