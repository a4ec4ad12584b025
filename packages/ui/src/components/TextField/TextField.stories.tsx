import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { TextField, textFieldTypes } from './TextField';

const meta = {
  title: 'Forms/TextField',
  component: TextField,
  tags: ['autodocs'],
  args: { label: 'Full name', name: 'fullName', onChange: fn() },
  argTypes: { type: { control: 'select', options: textFieldTypes } },
  parameters: {
    docs: {
      description: {
        component: `A labelled single-line input built on \`Field\`: the label, hint and error are wired to the input
(\`for\`/\`id\`, \`aria-describedby\`, \`aria-invalid\`), so screen readers announce them together.

**When to use:** short free text — names, emails, phone numbers, amounts (\`type="number"\`), passwords.

**When not to:** several lines (\`TextArea\`), a choice from known values (\`Select\`, \`Checkbox\`),
dates (\`DateField\`), one-time codes (\`CodeInput\`).

Errors are the spec's exact messages from \`@startwise/flows/rules\`; show them after a submit attempt and clear
them on edit. The field carries no outer margin: space fields with \`Stack\`.`,
      },
    },
  },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Full name' });
    await userEvent.type(input, 'Asha Rao');
    await expect(input).toHaveValue('Asha Rao');
    await expect(args.onChange).toHaveBeenCalled();
  },
};

export const Playground: Story = {
  args: { hint: '', error: '', placeholder: '', disabled: false, required: false, type: 'text' },
};

export const WithHint: Story = {
  args: { label: 'Phone', name: 'phone', type: 'tel', hint: 'Optional. 10-15 digits; + - and spaces allowed.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Phone' })).toHaveAccessibleDescription(
      'Optional. 10-15 digits; + - and spaces allowed.',
    );
  },
};

export const WithError: Story = {
  args: {
    label: 'Email',
    name: 'email',
    type: 'email',
    defaultValue: 'asha@',
    error: 'Please enter a valid email address',
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription('Please enter a valid email address');
  },
};

export const Required: Story = {
  args: { label: 'Email', type: 'email', required: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toBeRequired();
  },
};

export const Password: Story = {
  args: { label: 'Password', type: 'password', defaultValue: 'secret123', autoComplete: 'current-password' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Password')).toHaveAttribute('type', 'password');
  },
};

export const WithPlaceholder: Story = {
  args: { label: 'Search', type: 'search', placeholder: 'Search services...' },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'asha@example.com', label: 'Email' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toBeDisabled();
  },
};

export const ReadOnly: Story = {
  args: { readOnly: true, defaultValue: 'asha@example.com', label: 'Email', hint: 'Email cannot be changed.' },
};

export const KeyboardFocus: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'Full name' })).toHaveFocus();
  },
};

export const LongLabelAndError: Story = {
  args: {
    label: 'Registered business address as it appears on your certificate of incorporation',
    error: 'Registered business address as it appears on your certificate of incorporation is required',
  },
};
