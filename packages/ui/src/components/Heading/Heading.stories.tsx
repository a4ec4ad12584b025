import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { headingLevels } from '../../tokens/tokenType';
import { Stack } from '../Stack';
import { Heading } from './Heading';

const meta = {
  title: 'Typography/Heading',
  component: Heading,
  tags: ['autodocs'],
  args: { level: '1', children: 'Complete Your Payment' },
  argTypes: { level: { control: 'inline-radio', options: headingLevels } },
  parameters: {
    docs: {
      description: {
        component: `A heading in the theme's heading font and scale (larger from the tablet breakpoint). \`level\` sets
the size; \`as\` sets the document level when they must differ, keeping the outline correct.`,
      },
    },
  },
} satisfies Meta<typeof Heading>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Complete Your Payment' })).toBeVisible();
  },
};

/** The docs' controls; it starts from Default's args, which Default's screenshots already show. */
export const Playground: Story = { parameters: { screenshot: { disable: true } } };

export const Scale: Story = {
  render: () => (
    <Stack space="small">
      {headingLevels.map((level) => (
        <Heading key={level} level={level}>
          Heading level {level}
        </Heading>
      ))}
    </Stack>
  ),
};
