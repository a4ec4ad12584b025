import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Field } from './Field';
import { control } from './Field.css';

const meta = {
  title: 'Forms/Field',
  component: Field,
  tags: ['autodocs'],
  args: {
    label: 'Amount',
    children: (props) => <input type="number" min={0} className={control} {...props} />,
  },
  parameters: {
    docs: {
      description: {
        component: `Label, hint and error around one control. It generates the control's id (or uses \`id\`) and hands the
control \`id\`, \`aria-describedby\` (hint, then error) and \`aria-invalid\` through a render function.

**When to use:** building a new kind of field. The kit's \`TextField\`, \`TextArea\`, \`DateField\` and
\`FileField\` already use it — prefer those. Required fields show a visual asterisk (hidden from screen readers,
which hear the control's \`required\` state instead).`,
      },
    },
  },
} satisfies Meta<typeof Field>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('spinbutton', { name: 'Amount' })).toBeVisible();
  },
};

export const Playground: Story = { args: { hint: 'In rupees', error: '', required: false } };

export const WithHintAndError: Story = {
  args: { label: 'Min Amount', hint: 'In rupees', error: 'Minimum value is 0', required: true },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('spinbutton', { name: 'Min Amount' });
    await expect(input).toBeInvalid();
    await expect(input).toBeRequired();
    await expect(input).toHaveAccessibleDescription('In rupees Minimum value is 0');
  },
};
