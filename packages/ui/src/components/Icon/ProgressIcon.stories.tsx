import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ProgressIcon, progressIconNames } from './ProgressIcon';

const meta = {
  title: 'Data display/ProgressIcon',
  component: ProgressIcon,
  tags: ['autodocs'],
  args: { name: 'checkCircle' },
  argTypes: { name: { control: 'select', options: progressIconNames } },
  parameters: {
    docs: {
      description: {
        component: `Line icons for the stages of an order — submitted, paid, in progress, documents requested, received
and delivered, completed, rejected, refunded — and for a message. Drawn like \`Icon\` (current text colour, the
theme's icon size) and, like it, always decorative: the words beside it carry the meaning.

**When to use:** beside each entry of a timeline or a list of events. **When not to:** for controls (use \`Icon\`).
They live apart from \`Icon\` so that pages which show no progress (every public page) do not load them.`,
      },
    },
  },
} satisfies Meta<typeof ProgressIcon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: (args) => (
    <span data-testid="holder">
      <ProgressIcon {...args} />
    </span>
  ),
  play: async ({ canvas }) => {
    const svg = canvas.getByTestId('holder').querySelector('svg');
    await expect(svg).toHaveAttribute('aria-hidden', 'true');
  },
};

export const Playground: Story = { args: { name: 'fileText' } };
