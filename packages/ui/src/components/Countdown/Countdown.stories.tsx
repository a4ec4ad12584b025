import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, waitFor } from 'storybook/test';
import { Countdown } from './Countdown';

const meta = {
  title: 'Feedback/Countdown',
  component: Countdown,
  tags: ['autodocs'],
  args: { seconds: 300, label: 'Code expires in' },
  parameters: {
    docs: {
      description: {
        component: `Time left as mm:ss, e.g. the two-factor code's 5-minute lifetime ('05:00' down to '00:00').

**When to use:** beside a code entry or anything with a deadline. The caller owns the clock (flows keep the
deadline as a timestamp and expose the seconds left), so the display never drifts from the logic.

**Accessibility:** the digits are a \`timer\` labelled in words ('4 minutes 59 seconds') and are not live, so a
screen reader is not interrupted every second; a polite status announces each remaining minute, the last minute,
the last 10 seconds, and \`expiredText\` at zero.

**When not to:** for a resend cooldown on a button, put the seconds in the button's label instead.`,
      },
    },
  },
} satisfies Meta<typeof Countdown>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const timer = canvas.getByRole('timer', { name: '5 minutes' });
    await expect(timer).toHaveTextContent('05:00');
    await expect(canvas.getByRole('status')).toHaveTextContent('5 minutes remaining');
  },
};

export const Playground: Story = { args: { seconds: 125, label: 'Resend available in' } };

export const UnderAMinute: Story = {
  args: { seconds: 59 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('timer', { name: '59 seconds' })).toHaveTextContent('00:59');
    await expect(canvas.getByRole('status')).toHaveTextContent('Less than a minute remaining');
  },
};

export const Expired: Story = {
  args: { seconds: 0, expiredText: 'The verification code has expired' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('timer')).toHaveTextContent('00:00');
    await expect(canvas.getByRole('status')).toHaveTextContent('The verification code has expired');
  },
};

function Ticking({ from }: { from: number }) {
  const [seconds, setSeconds] = useState(from);
  useEffect(() => {
    const id = setInterval(() => setSeconds((value) => Math.max(0, value - 1)), 1000);
    return () => clearInterval(id);
  }, []);
  return <Countdown seconds={seconds} label="Code expires in" />;
}

/** Driven by a caller's clock, as the two-factor screen does. */
export const Ticks: Story = {
  parameters: { screenshot: { disable: true } },
  render: () => <Ticking from={62} />,
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('timer')).toHaveTextContent('01:01'), { timeout: 2500 });
  },
};
