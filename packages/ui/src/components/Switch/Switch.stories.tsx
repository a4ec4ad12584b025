import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { Switch } from './Switch';

const meta = {
  title: 'Forms/Switch',
  component: Switch,
  tags: ['autodocs'],
  args: { children: 'Two-factor authentication', onChange: fn() },
  parameters: {
    docs: {
      description: {
        component: `A setting that takes effect the moment it is flipped (newsletter subscription, two-factor
authentication). It is a \`switch\` role for assistive technology; Space toggles, the label is clickable.

**When not to:** a choice that is only applied when a form is submitted — use \`Checkbox\`. The label may
describe the current state ('Currently subscribed' / 'Not subscribed'), as the Newsletter page does.`,
      },
    },
  },
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const toggle = canvas.getByRole('switch', { name: 'Two-factor authentication' });
    await userEvent.click(canvas.getByText('Two-factor authentication'));
    await expect(toggle).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
  },
};

export const Playground: Story = { args: { disabled: false } };

export const On: Story = { args: { defaultChecked: true } };

export const Disabled: Story = { args: { disabled: true } };

function NewsletterToggle() {
  const [subscribed, setSubscribed] = useState(false);
  return (
    <Switch checked={subscribed} onChange={setSubscribed}>
      {subscribed ? 'Currently subscribed' : 'Not subscribed'}
    </Switch>
  );
}

export const StateLabel: Story = {
  render: () => <NewsletterToggle />,
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('switch', { name: 'Not subscribed' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('switch', { name: 'Currently subscribed' })).toBeChecked();
  },
};
