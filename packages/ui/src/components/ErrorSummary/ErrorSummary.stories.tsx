import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Stack } from '../Stack';
import { TextField } from '../TextField';
import { ErrorSummary } from './ErrorSummary';

const meta = {
  title: 'Forms/ErrorSummary',
  component: ErrorSummary,
  tags: ['autodocs'],
  args: {
    errors: [{ message: 'Company name is required' }, { message: 'Only pdf, jpg, png files are allowed' }],
  },
  parameters: {
    docs: {
      description: {
        component: `Lists the problems after a failed submit under the spec's heading 'There was a problem with your
submission:' (server-side errors of the application form). It takes focus when it appears, so keyboard and
screen-reader users land on it; items with a \`fieldId\` link to the field.

**When not to:** a single field's error (pass \`error\` to the field) or a failure that is not about the
form's input (use an \`Alert\` or a toast).`,
      },
    },
  },
} satisfies Meta<typeof ErrorSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const summary = canvas.getByRole('alert');
    await expect(summary).toHaveFocus();
    await expect(canvas.getByRole('heading', { name: 'There was a problem with your submission:' })).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
  },
};

export const Playground: Story = { args: { focusOnMount: false } };

export const LinkedToFields: Story = {
  args: { errors: [{ message: 'Company name is required', fieldId: 'companyName' }] },
  render: (args) => (
    <Stack space="medium">
      <ErrorSummary {...args} />
      <TextField id="companyName" label="Company name" error="Company name is required" required />
    </Stack>
  ),
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Company name is required' });
    await expect(link).toHaveAttribute('href', '#companyName');
    await expect(canvas.getByRole('textbox', { name: 'Company name' })).toHaveAttribute('id', 'companyName');
    await userEvent.tab();
    await expect(link).toHaveFocus();
  },
};
