import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Inline } from '../Inline';
import { Badge } from './Badge';
import { badgeEmphases, badgeTones } from './Badge.css';

const meta = {
  title: 'Data display/Badge',
  component: Badge,
  tags: ['autodocs'],
  args: { children: 'Completed', tone: 'positive' },
  argTypes: {
    tone: { control: 'inline-radio', options: badgeTones },
    emphasis: { control: 'inline-radio', options: badgeEmphases },
  },
  parameters: {
    docs: {
      description: {
        component: `A short, non-interactive label for a status or attribute.

**When to use:** payment and submission statuses in tables and detail pages, 'Login Required' on the
sitemap, a service's tags, the '{n}% off' discount beside a price.

**When not to:** for a message the user must read, use \`Alert\`; for anything clickable, use \`Button\` or \`Link\`.

**Status labels come from the caller.** The kit does not know payment rules: the storefront passes
\`paymentBadge(status)\` from \`@startwise/flows\` (paid/successful → 'Completed' positive, failed critical,
pending caution, refunded info, cancelled neutral, anything else its raw value or 'Unknown' neutral).
The tone carries meaning through colour *and* the text, so colour is never the only signal.`,
      },
    },
  },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Completed')).toBeVisible();
  },
};

export const Playground: Story = {
  args: { tone: 'neutral', emphasis: 'soft', children: 'pending' },
};

/** The payment statuses of spec section 4, as `paymentBadge` maps them. */
export const PaymentStatuses: Story = {
  render: () => (
    <Inline space="small">
      <Badge tone="positive">Completed</Badge>
      <Badge tone="critical">failed</Badge>
      <Badge tone="caution">pending</Badge>
      <Badge tone="info">refunded</Badge>
      <Badge tone="neutral">cancelled</Badge>
      <Badge tone="neutral">on_hold</Badge>
      <Badge tone="neutral">Unknown</Badge>
    </Inline>
  ),
  play: async ({ canvas }) => {
    for (const label of ['Completed', 'failed', 'pending', 'refunded', 'cancelled', 'on_hold', 'Unknown']) {
      await expect(canvas.getByText(label)).toBeVisible();
    }
  },
};
