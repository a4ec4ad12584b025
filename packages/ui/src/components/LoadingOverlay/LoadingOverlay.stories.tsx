import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../Button';
import { Card } from '../Card';
import { Stack } from '../Stack';
import { Text } from '../Text';
import { LoadingOverlay } from './LoadingOverlay';

const save = fn();

const meta = {
  title: 'Feedback/LoadingOverlay',
  component: LoadingOverlay,
  tags: ['autodocs'],
  args: {
    active: true,
    label: 'Loading...',
    children: (
      <Card>
        <Stack space="small">
          <Text>Full name: Priya Sharma</Text>
          <Button onClick={save}>Save Changes</Button>
        </Stack>
      </Card>
    ),
  },
  parameters: {
    docs: {
      description: {
        component: `Covers content that is busy with a veil, a spinner and a label; the content underneath is
\`inert\` (not clickable or focusable) and \`aria-busy\` until the overlay goes away.

**When to use:** the app-wide overlay for slow requests (\`fullScreen\`; spec 4 turns the flag on only after
400 ms, so quick requests never flash it), or a region that reloads in place.

**When not to:** for a button's own action use its \`loading\` state; for first loads of predictable lists use
\`Skeleton\`s.`,
      },
    },
  },
} satisfies Meta<typeof LoadingOverlay>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading...');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Save Changes', hidden: true })).not.toHaveFocus();
  },
};

export const Playground: Story = { args: { active: false } };

export const Idle: Story = {
  args: { active: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('status')).toBeNull();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Save Changes' })).toHaveFocus();
  },
};

export const FullScreen: Story = {
  args: { fullScreen: true, label: 'Please wait...' },
  parameters: { fullWidth: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Please wait...');
  },
};
