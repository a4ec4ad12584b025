import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Text } from '../Text';
import { Box } from './Box';

const meta = {
  title: 'Layout/Box',
  component: Box,
  tags: ['autodocs'],
  args: { padding: 'medium', background: 'surfaceRaised', borderRadius: 'medium', boxShadow: 'small' },
  parameters: {
    docs: {
      description: {
        component: `The lowest layout primitive: an element styled only through sprinkles props — spacing, flex layout,
background and text colour roles, radius and shadow — all from the theme contract, responsive where it makes
sense (\`padding={{ mobile: 'small', tablet: 'large' }}\`).

**When to use:** a panel or a one-off flex arrangement. **When not to:** vertical rhythm (\`Stack\`), rows
(\`Inline\`), columns (\`Columns\`/\`Grid\`). Pages should not need their own CSS for layout.`,
      },
    },
  },
  render: (args) => (
    <Box {...args}>
      <Text>Content on a raised surface</Text>
    </Box>
  ),
} satisfies Meta<typeof Box>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Content on a raised surface')).toBeVisible();
  },
};

/** The docs' controls; it starts from Default's args, which Default's screenshots already show. */
export const Playground: Story = { parameters: { screenshot: { disable: true } } };

export const ToneBackgrounds: Story = {
  render: () => (
    <Box display="flex" flexDirection="column" gap="small">
      <Box padding="small" background="positiveSoft" color="positive">
        Positive soft
      </Box>
      <Box padding="small" background="criticalSoft" color="critical">
        Critical soft
      </Box>
      <Box padding="small" background="cautionSoft" color="caution">
        Caution soft
      </Box>
      <Box padding="small" background="infoSoft" color="info">
        Info soft
      </Box>
      <Box padding="small" background="brand" color="onBrand">
        Brand
      </Box>
    </Box>
  ),
};
