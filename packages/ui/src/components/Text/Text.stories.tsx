import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { textSizes } from '../../tokens/tokenType';
import { Stack } from '../Stack';
import { Text } from './Text';
import { textTones, textWeights } from './Text.css';

const meta = {
  title: 'Typography/Text',
  component: Text,
  tags: ['autodocs'],
  args: { children: 'Professional service to help your business succeed' },
  argTypes: {
    size: { control: 'inline-radio', options: textSizes },
    tone: { control: 'select', options: textTones },
    weight: { control: 'inline-radio', options: textWeights },
  },
  parameters: {
    docs: {
      description: {
        component: `Body text in the theme's type scale and text colour roles. Long unbroken words wrap.

**When to use:** all running text. **When not to:** headings (\`Heading\`), links (\`Link\`).`,
      },
    },
  },
} satisfies Meta<typeof Text>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Professional service to help your business succeed')).toBeVisible();
  },
};

/** The docs' controls; it starts from Default's args, which Default's screenshots already show. */
export const Playground: Story = { parameters: { screenshot: { disable: true } } };

export const Scale: Story = {
  render: () => (
    <Stack space="small">
      {textSizes.map((size) => (
        <Text key={size} size={size}>
          {size}: The quick brown fox
        </Text>
      ))}
      {textTones.map((tone) => (
        <Text key={tone} tone={tone} weight="medium">
          {tone}
        </Text>
      ))}
    </Stack>
  ),
};
