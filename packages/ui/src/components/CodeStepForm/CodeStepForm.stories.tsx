import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { Alert } from '../Alert';
import { CodeStepForm, type CodeStepFormProps } from './CodeStepForm';

const meta = {
  title: 'Forms/CodeStepForm',
  component: CodeStepForm,
  tags: ['autodocs'],
  args: {
    label: 'Verification code',
    length: 6,
    hint: 'Enter the 6-digit code we emailed you.',
    submitting: false,
    onCode: fn(),
    notice: 'The verification code will expire after 5 minutes',
    secondsLeft: 272,
    expired: false,
    expiredMessage: 'The verification code has expired. Cancel and log in again for a new code.',
    onCancel: fn(),
  },
  parameters: {
    docs: {
      description: {
        component: `The emailed code of a sign-in step that dies after a while: the storefront's two-factor login
and the back office's staff sign-in.

**Behaviour:** the code is sent (\`onCode\`) as soon as every box is full, typed or pasted; the boxes are disabled
while \`submitting\` and empty again when it ends, ready for another try after a refused code. When \`expired\`,
a caution with \`expiredMessage\` takes the boxes' place and only Cancel goes on.

**The caller owns** the clock (\`secondsLeft\`, \`expired\`: flows keep the deadline as a timestamp) and the error
box (\`error\`: the app's, showing its flow's last failure).

**When not to:** for a code without a deadline (email verification, two-factor setup) use \`CodeSubmitInput\`
with the step's own actions.`,
      },
    },
  },
} satisfies Meta<typeof CodeStepForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('textbox')).toHaveLength(6);
    await expect(canvas.getByRole('textbox', { name: 'Digit 1 of 6' })).toHaveFocus();
    await expect(canvas.getByRole('timer')).toHaveTextContent('04:32');
    await expect(canvas.getByText('The verification code will expire after 5 minutes')).toBeVisible();
  },
};

export const Playground: Story = {
  args: { label: 'Sign-in code', notice: 'Check your work inbox.', secondsLeft: 45 },
  parameters: { screenshot: { disable: true } },
};

/** The code died: a caution instead of the boxes, and Cancel. */
export const Expired: Story = {
  args: { expired: true, secondsLeft: 0 },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText(/The verification code has expired/)).toBeVisible();
    await expect(canvas.queryAllByRole('textbox')).toHaveLength(0);
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
  },
};

/** The app's error box goes between the code and Cancel. */
export const WithError: Story = {
  args: { error: <Alert tone="critical">Invalid or expired verification code</Alert> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Invalid or expired verification code');
  },
};

/** A server that takes a moment and refuses every code. */
function RefusingServer(props: CodeStepFormProps) {
  const [submitting, setSubmitting] = useState(false);
  const onCode = (code: string) => {
    props.onCode(code);
    setSubmitting(true);
    setTimeout(() => setSubmitting(false), 300);
  };
  return <CodeStepForm {...props} submitting={submitting} onCode={onCode} />;
}

/** While the code is checked the boxes are disabled; a refused code empties them for the next try. */
export const RefusedCodeEmptiesTheBoxes: Story = {
  render: (args) => <RefusingServer {...args} />,
  play: async ({ canvas, args }) => {
    const first = canvas.getByRole('textbox', { name: 'Digit 1 of 6' });
    await userEvent.click(first);
    await userEvent.keyboard('654321');
    await expect(args.onCode).toHaveBeenCalledWith('654321');
    await waitFor(() => expect(first).toBeDisabled());
    await waitFor(() =>
      expect(canvas.getAllByRole('textbox').map((box) => (box as HTMLInputElement).value)).toEqual([
        '',
        '',
        '',
        '',
        '',
        '',
      ]),
    );
    await expect(first).toBeEnabled();
  },
};
