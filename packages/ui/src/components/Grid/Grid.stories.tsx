import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Box } from '../Box';
import { Text } from '../Text';
import { Grid } from './Grid';

const cells = ['GST Registration', 'Company Registration', 'Trademark', 'Business Plan', 'LLP', 'Legal Notice'];

const meta = {
  title: 'Layout/Grid',
  component: Grid,
  tags: ['autodocs'],
  args: {
    columns: { mobile: 1, tablet: 2, desktop: 3 },
    space: 'medium',
    children: cells.map((cell) => (
      <Box key={cell} background="neutralSoft" padding="medium" borderRadius="small">
        <Text>{cell}</Text>
      </Box>
    )),
  },
  parameters: {
    fullWidth: true,
    docs: {
      description: {
        component: `Equal-width cells in rows; \`columns\` per breakpoint. The service listing's "1, 2 or 3 columns" is
\`columns={{ mobile: 1, tablet: 2, desktop: 3 }}\`.

**When not to:** unequal splits (\`Columns\`) or items of their own width that wrap (\`Inline\`).`,
      },
    },
  },
} satisfies Meta<typeof Grid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const tops = cells.map((cell) => Math.round(canvas.getByText(cell).getBoundingClientRect().top));
    // Three per row at the default desktop width.
    await expect(new Set(tops).size).toBe(2);
  },
};

/** The docs' controls; it starts from Default's args, which Default's screenshots already show. */
export const Playground: Story = { parameters: { screenshot: { disable: true } } };

export const OneColumnOnMobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    const tops = cells.map((cell) => Math.round(canvas.getByText(cell).getBoundingClientRect().top));
    await expect(new Set(tops).size).toBe(cells.length);
  },
};
