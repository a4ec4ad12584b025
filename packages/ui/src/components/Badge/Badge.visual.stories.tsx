import type { Meta, StoryObj } from '@storybook/react-vite';
import { Column, Columns } from '../Columns';
import { Inline } from '../Inline';
import { Stack } from '../Stack';
import { Badge } from './Badge';
import { badgeEmphases, badgeTones } from './Badge.css';

const meta = {
  title: 'Data display/Badge/Visual',
  component: Badge,
  args: { children: 'Badge' },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AllTonesAndEmphases: Story = {
  render: () => (
    <Stack space="small">
      {badgeEmphases.map((emphasis) => (
        <Inline key={emphasis} space="small">
          {badgeTones.map((tone) => (
            <Badge key={tone} tone={tone} emphasis={emphasis}>
              {`${tone} ${emphasis}`}
            </Badge>
          ))}
        </Inline>
      ))}
    </Stack>
  ),
};

export const LongLabelTruncates: Story = {
  render: () => (
    <Columns space="small">
      <Column width="1/4">
        <Badge>Registration-and-compliance-pending-verification</Badge>
      </Column>
      <Column>
        <Badge tone="info">A long status label that still fits on one line</Badge>
      </Column>
    </Columns>
  ),
};
