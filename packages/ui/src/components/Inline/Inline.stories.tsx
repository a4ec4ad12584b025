import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { spaceScale } from '../../tokens/tokenType';
import { Button } from '../Button';
import { Inline, inlineAligns, inlineAlignsY } from './Inline';

const meta = {
  title: 'Layout/Inline',
  component: Inline,
  tags: ['autodocs'],
  args: {
    space: 'small',
    children: ['GST', 'Company', 'Trademark', 'Registration', 'Business Plan', 'Legal'].map((label) => (
      <Button key={label} variant="secondary" size="small">
        {label}
      </Button>
    )),
  },
  argTypes: {
    space: { control: 'select', options: spaceScale },
    align: { control: 'inline-radio', options: inlineAligns },
    alignY: { control: 'inline-radio', options: inlineAlignsY },
  },
  parameters: {
    docs: {
      description: {
        component: `Children in a row that wraps onto new lines, with even space between items and rows.

**When to use:** groups of buttons, badges, tags, suggestion chips. **When not to:** fixed fractions of
the width (\`Columns\`), equal cells (\`Grid\`).`,
      },
    },
  },
} satisfies Meta<typeof Inline>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('button')).toHaveLength(6);
  },
};

/** The docs' controls; it starts from Default's args, which Default's screenshots already show. */
export const Playground: Story = { parameters: { screenshot: { disable: true } } };

export const SpaceBetween: Story = { args: { align: 'spaceBetween' }, parameters: { fullWidth: true } };
