import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { spaceScale } from '../../tokens/tokenType';
import { Box } from '../Box';
import { Text } from '../Text';
import { Stack, stackAligns } from './Stack';

const Placeholder = ({ label }: { label: string }) => (
  <Box background="neutralSoft" padding="small" borderRadius="small">
    <Text size="small">{label}</Text>
  </Box>
);

const meta = {
  title: 'Layout/Stack',
  component: Stack,
  tags: ['autodocs'],
  args: {
    space: 'medium',
    children: (
      <>
        <Placeholder label="First" />
        <Placeholder label="Second" />
        <Placeholder label="Third" />
      </>
    ),
  },
  argTypes: {
    space: { control: 'select', options: spaceScale },
    align: { control: 'inline-radio', options: stackAligns },
  },
  parameters: {
    docs: {
      description: {
        component: `Lays children out in a column with even space between them, from the theme's space scale.

**When to use:** the vertical rhythm of every page section and form. Components carry no outer margin, so the
space between them always comes from a \`Stack\` (or \`Inline\`/\`Columns\`), never from ad-hoc CSS.

**When not to:** side by side content — use \`Inline\` (wrapping rows) or \`Columns\` (fixed fractions).
\`space\` may be responsive: \`space={{ mobile: 'small', tablet: 'large' }}\`.`,
      },
    },
  },
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('First')).toBeVisible();
  },
};

/** The docs' controls; it starts from Default's args, which Default's screenshots already show. */
export const Playground: Story = { parameters: { screenshot: { disable: true } } };

export const ResponsiveSpace: Story = {
  args: { space: { mobile: 'xsmall', tablet: 'large' } },
};

export const Centered: Story = {
  args: { align: 'center' },
};
