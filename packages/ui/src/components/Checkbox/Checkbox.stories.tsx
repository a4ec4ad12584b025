import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Checkbox } from './Checkbox';

const meta = {
  title: 'Forms/Checkbox',
  component: Checkbox,
  tags: ['autodocs'],
  args: { children: 'Remember me', name: 'remember', onChange: fn() },
  parameters: {
    docs: {
      description: {
        component: `One on/off choice that is submitted with its form ('Remember me' on Login). Behaviour comes from
React Aria: the whole label is clickable, Space toggles, the native input keeps form semantics.

**When not to:** a setting that applies immediately (\`Switch\`); one choice among several exclusive options
(\`Select\`). The box is sized from the text's line height, and the row is at least \`touchableSize\` tall.`,
      },
    },
  },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'Remember me' });
    await userEvent.click(canvas.getByText('Remember me'));
    await expect(checkbox).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
  },
};

export const Playground: Story = { args: { disabled: false, invalid: false, required: false } };

export const Keyboard: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    const checkbox = canvas.getByRole('checkbox', { name: 'Remember me' });
    await expect(checkbox).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(checkbox).toBeChecked();
    await userEvent.keyboard(' ');
    await expect(checkbox).not.toBeChecked();
    await expect(args.onChange).toHaveBeenCalledTimes(2);
  },
};

export const Checked: Story = { args: { defaultChecked: true } };

export const Invalid: Story = { args: { invalid: true, children: 'I accept the terms of service' } };

export const Disabled: Story = {
  args: { disabled: true, defaultChecked: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: 'Remember me' })).toBeDisabled();
  },
};

export const LongLabel: Story = {
  args: {
    children:
      'Send me occasional emails about new services, promotions and discounts, tips and insights, and special events',
  },
};
