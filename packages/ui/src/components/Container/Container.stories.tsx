import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Box } from '../Box';
import { Text } from '../Text';
import { Container } from './Container';
import { containerWidths } from './Container.css';

const meta = {
  title: 'Layout/Container',
  component: Container,
  tags: ['autodocs'],
  args: {
    width: 'small',
    children: (
      <Box background="neutralSoft" padding="medium">
        <Text>Centred content at the theme's small content width.</Text>
      </Box>
    ),
  },
  argTypes: { width: { control: 'inline-radio', options: containerWidths } },
  parameters: {
    fullWidth: true,
    docs: {
      description: {
        component: `Centres a page's content at one of the theme's content widths with the theme's gutters (wider from
the tablet breakpoint). **When to use:** once per page section, around everything else.`,
      },
    },
  },
} satisfies Meta<typeof Container>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    const content = canvas.getByText(/Centred content/).getBoundingClientRect();
    await expect(content.width).toBeLessThan(canvasElement.getBoundingClientRect().width);
  },
};

/** The docs' controls; it starts from Default's args, which Default's screenshots already show. */
export const Playground: Story = { parameters: { screenshot: { disable: true } } };
