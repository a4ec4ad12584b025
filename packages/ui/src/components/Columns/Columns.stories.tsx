import type { Meta, StoryObj } from '@storybook/react-vite';
import { Component, type ReactNode } from 'react';
import { expect } from 'storybook/test';
import { spaceScale } from '../../tokens/tokenType';
import { Box } from '../Box';
import { Text } from '../Text';
import { Column, Columns } from './Columns';
import { collapseBreakpoints } from './Columns.css';

const Panel = ({ label }: { label: string }) => (
  <Box background="neutralSoft" padding="small" borderRadius="small">
    <Text size="small">{label}</Text>
  </Box>
);

/** Shows the message a render error throws, so the story can assert the developer-facing text. */
class ShowError extends Component<{ children: ReactNode }, { message: string | null }> {
  override state = { message: null };
  static getDerivedStateFromError(error: Error) {
    return { message: error.message };
  }
  override render() {
    return this.state.message ? <Text tone="critical">{this.state.message}</Text> : this.props.children;
  }
}

const meta = {
  title: 'Layout/Columns',
  component: Columns,
  tags: ['autodocs'],
  args: {
    space: 'medium',
    collapseBelow: 'tablet',
    children: [
      <Column key="a" width="2/3">
        <Panel label="Service description (2/3)" />
      </Column>,
      <Column key="b">
        <Panel label="Price and form (fluid)" />
      </Column>,
    ],
  },
  argTypes: {
    space: { control: 'select', options: spaceScale },
    collapseBelow: { control: 'inline-radio', options: [...collapseBreakpoints, 'never'] },
  },
  parameters: {
    fullWidth: true,
    docs: {
      description: {
        component: `Side-by-side columns with fractional (\`1/4\`…\`3/4\`), \`content\` or \`fluid\` widths that stack at full
width below \`collapseBelow\`. Every child must be a \`Column\`; anything else throws in development with a
message that says how to fix it.

**When to use:** a page split (detail and sidebar), a label beside a value. **When not to:** many equal cells
(\`Grid\`), wrapping rows of small items (\`Inline\`).`,
      },
    },
  },
} satisfies Meta<typeof Columns>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const first = canvas.getByText('Service description (2/3)').getBoundingClientRect();
    const second = canvas.getByText('Price and form (fluid)').getBoundingClientRect();
    // Desktop width: side by side.
    await expect(second.left).toBeGreaterThan(first.left);
  },
};

/** The docs' controls; it starts from Default's args, which Default's screenshots already show. */
export const Playground: Story = { parameters: { screenshot: { disable: true } } };

export const CollapsedOnMobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    const first = canvas.getByText('Service description (2/3)').getBoundingClientRect();
    const second = canvas.getByText('Price and form (fluid)').getBoundingClientRect();
    await expect(second.top).toBeGreaterThan(first.bottom);
  },
};

export const MisuseFailsLoudly: Story = {
  render: () => (
    <ShowError>
      <Columns space="small">
        <Panel label="Not a column" />
      </Columns>
    </ShowError>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Every child of <Columns> must be a <Column>/)).toBeVisible();
  },
};
