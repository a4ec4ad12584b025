import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Stack } from '../Stack';
import { Alert } from './Alert';
import { alertTones } from './Alert.css';

const meta = {
  title: 'Feedback/Alert',
  component: Alert,
  tags: ['autodocs'],
  args: { tone: 'critical', children: 'Invalid email or password' },
  argTypes: { tone: { control: 'inline-radio', options: alertTones } },
  parameters: {
    docs: {
      description: {
        component: `A message box inside the page: the outcome of an action, or a note about the content.

**When to use:** the login/register error "red box above the button" (\`critical\`), 'Payment has been completed
for this submission' (\`positive\`), a notice that mail is sent once a month (\`info\`).

**When not to:** for a brief confirmation that needs no reading later, use a toast (\`useToast\`); for a form's
list of server errors use \`ErrorSummary\`; for a status word in a table use \`Badge\`.

Critical and caution alerts have \`role="alert"\` so they are announced as soon as they appear; positive and
info alerts are polite \`status\` messages. Render the alert only when there is a message.`,
      },
    },
  },
} satisfies Meta<typeof Alert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Invalid email or password');
  },
};

export const Playground: Story = {
  args: { tone: 'info', title: 'Good to know', children: 'We send the newsletter once a month.' },
};

export const AllTones: Story = {
  render: () => (
    <Stack space="small">
      <Alert tone="critical" title="Payment failed">
        Your bank declined the payment. No money was taken.
      </Alert>
      <Alert tone="caution">Your session will expire soon.</Alert>
      <Alert tone="positive">Payment has been completed for this submission</Alert>
      <Alert tone="info">Payment has been cancelled</Alert>
    </Stack>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('alert')).toHaveLength(2);
    await expect(canvas.getAllByRole('status')).toHaveLength(2);
  },
};

export const LongUnbrokenText: Story = {
  args: {
    tone: 'critical',
    children: 'Emaildomainsfromaverylongdomainnamethatneverbreaksanywhere.example.com are not allowed',
  },
};
