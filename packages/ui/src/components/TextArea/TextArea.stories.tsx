import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { TextArea } from './TextArea';

const meta = {
  title: 'Forms/TextArea',
  component: TextArea,
  tags: ['autodocs'],
  args: { label: 'Message', name: 'message', onChange: fn() },
  parameters: {
    docs: {
      description: {
        component: `A labelled multi-line input (contact message, form fields of type \`textarea\`).

**When to use:** answers that may run to several sentences. **When not to:** one line of text — use
\`TextField\`. The user can resize it vertically; \`rows\` sets the starting height. Min/max character
messages come from the form rules.`,
      },
    },
  },
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const textarea = canvas.getByRole('textbox', { name: 'Message' });
    await userEvent.type(textarea, 'First line{Enter}Second line');
    await expect(textarea).toHaveValue('First line\nSecond line');
    await expect(args.onChange).toHaveBeenCalled();
  },
};

export const Playground: Story = { args: { hint: '', error: '', rows: 4, disabled: false, required: false } };

export const WithHint: Story = { args: { hint: 'Tell us what you need help with.' } };

export const WithError: Story = {
  args: { error: 'Minimum 20 characters required', defaultValue: 'Too short' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Message' })).toBeInvalid();
  },
};

export const Disabled: Story = { args: { disabled: true, defaultValue: 'Sent' } };
