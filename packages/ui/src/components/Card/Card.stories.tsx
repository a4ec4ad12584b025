import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Heading } from '../Heading';
import { Stack } from '../Stack';
import { Text } from '../Text';
import { Card } from './Card';
import { cardPaddings, cardTones } from './Card.css';

const meta = {
  title: 'Layout/Card',
  component: Card,
  tags: ['autodocs'],
  args: {
    children: (
      <Stack space="small">
        <Heading level="4" as="h2">
          Profile Information
        </Heading>
        <Text tone="muted">Full name, email and phone.</Text>
      </Stack>
    ),
  },
  argTypes: {
    padding: { control: 'inline-radio', options: cardPaddings },
    tone: { control: 'inline-radio', options: cardTones },
  },
  parameters: {
    docs: {
      description: {
        component: `A bordered surface that groups related content: a profile panel, a payment summary, an
office address.

**When to use:** to set a block of content apart from the page. Lay out what is inside with \`Stack\`.

**When not to:** for a service in a grid use \`ServiceCard\`; for a message use \`Alert\`; for an empty list use
\`EmptyState\`. Do not nest cards. Cards carry no outer margin — space them with \`Stack\`, \`Grid\` or \`Columns\`.`,
      },
    },
  },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Profile Information' })).toBeVisible();
  },
};

export const Playground: Story = { args: { padding: 'large', tone: 'raised', as: 'section' } };

export const Tones: Story = {
  render: (args) => (
    <Stack space="medium">
      {cardTones.map((tone) => (
        <Card key={tone} {...args} tone={tone} />
      ))}
    </Stack>
  ),
};
