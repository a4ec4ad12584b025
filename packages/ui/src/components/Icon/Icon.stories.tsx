import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Inline } from '../Inline';
import { Icon, iconNames } from './Icon';

const meta = {
  title: 'Data display/Icon',
  component: Icon,
  tags: ['autodocs'],
  args: { name: 'search' },
  argTypes: { name: { control: 'select', options: iconNames } },
  parameters: {
    docs: {
      description: {
        component: `The kit's few line icons (chevrons, close, menu, search), drawn in the current text colour at the
theme's icon size.

**When to use:** inside controls that need a glyph — carousel arrows, dialog close, the header's menu toggle.
Icons are always decorative (\`aria-hidden\`): the control that holds one must have its own label
(\`aria-label="Close"\`). **When not to:** never as the only carrier of meaning in text.`,
      },
    },
  },
} satisfies Meta<typeof Icon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: (args) => (
    <span data-testid="holder">
      <Icon {...args} />
    </span>
  ),
  play: async ({ canvas }) => {
    const svg = canvas.getByTestId('holder').querySelector('svg');
    await expect(svg).toHaveAttribute('aria-hidden', 'true');
  },
};

export const Playground: Story = { args: { name: 'chevronDown' } };

export const AllIcons: Story = {
  render: () => (
    <Inline space="medium">
      {iconNames.map((name) => (
        <Icon key={name} name={name} />
      ))}
    </Inline>
  ),
};
