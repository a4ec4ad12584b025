import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { Select } from './Select';

const businessTypes = [
  'Private Limited',
  'LLP',
  'Partnership',
  'Sole Proprietorship',
  'One Person Company',
  'Public Limited',
];

const meta = {
  title: 'Forms/Select',
  component: Select,
  tags: ['autodocs'],
  args: { label: 'Business type', options: businessTypes, onChange: fn() },
  parameters: {
    docs: {
      description: {
        component: `Choose one option — or several with \`multiple\` — from a list that opens below the field. Built on
React Aria's Select and ListBox: Enter, Space or Arrow Down opens it, arrows and typeahead move, Enter or Space
chooses, Escape closes and returns focus; screen readers hear the label, value, hint and error.

**Application forms:** \`multiple\` matches \`validations.multipleSelect\` (value is \`string[]\`; the list shows
at most 4 rows and stays open while choosing). An 'Other' choice (\`validations.includeOther\`) is one of the
\`options\` the app passes, from the flows' dropdown rules.

**When not to:** two or three options that should all be visible (use checkboxes), an on/off setting
(\`Switch\`), or free text (\`TextField\`). The transactions filter's Status uses it with 'All Statuses'.`,
      },
    },
  },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Business type/ }));
    await userEvent.click(await canvas.findByRole('option', { name: 'LLP' }));
    await expect(args.onChange).toHaveBeenCalledWith('LLP');
    await expect(canvas.getByRole('button', { name: /Business type/ })).toHaveTextContent('LLP');
  },
};

export const Playground: Story = {
  args: { hint: '', error: '', disabled: false, required: false, placeholder: 'Select an option' },
};

export const KeyboardOnly: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    const trigger = canvas.getByRole('button', { name: /Business type/ });
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await canvas.findByRole('listbox');
    await expect(listbox).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('listbox')).not.toBeInTheDocument());
    // Focus returns to the trigger a frame after the popover closes.
    await waitFor(() => expect(trigger).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await canvas.findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith('LLP');
  },
};

export const Selected: Story = { args: { defaultValue: 'Private Limited' } };

export const WithOther: Story = {
  args: {
    label: 'How did you hear about us?',
    options: ['Search engine', 'Friend', 'Social media', 'Other'],
  },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /How did you hear/ }));
    const options = await canvas.findAllByRole('option');
    await expect(options.at(-1)).toHaveAccessibleName('Other');
    await userEvent.click(options.at(-1) as HTMLElement);
    await expect(args.onChange).toHaveBeenCalledWith('Other');
  },
};

export const Multiple: Story = {
  args: { multiple: true, label: 'Services needed', options: businessTypes, defaultValue: [] },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Services needed/ }));
    const listbox = await canvas.findByRole('listbox');
    await expect(listbox).toHaveAttribute('aria-multiselectable', 'true');
    // At most 4 rows are visible; the rest scroll.
    const option = canvas.getByRole('option', { name: 'LLP' });
    await expect(listbox.clientHeight).toBeLessThanOrEqual(option.getBoundingClientRect().height * 4 + 1);
    await expect(listbox.scrollHeight).toBeGreaterThan(listbox.clientHeight);
    await userEvent.click(option);
    await userEvent.click(canvas.getByRole('option', { name: 'Partnership' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(['LLP', 'Partnership']);
    await userEvent.keyboard('{Escape}');
    await expect(canvas.getByRole('button', { name: /Services needed/ })).toHaveTextContent('LLP and Partnership');
  },
};

export const MultipleSelected: Story = {
  args: { multiple: true, label: 'Services needed', defaultValue: ['LLP', 'Partnership'] },
};

export const WithHint: Story = { args: { hint: 'Choose the structure you want to register.' } };

export const WithError: Story = {
  args: { required: true, error: 'Business type is required' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Business type is required')).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'LLP' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Business type/ })).toBeDisabled();
  },
};
