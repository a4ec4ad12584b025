import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Spinner } from './Spinner';
import { spinnerSizes } from './Spinner.css';

const meta = {
  title: 'Feedback/Spinner',
  component: Spinner,
  tags: ['autodocs'],
  args: { label: 'Loading' },
  argTypes: { size: { control: 'inline-radio', options: spinnerSizes } },
  parameters: {
    docs: {
      description: {
        component: `A rotating ring in the current text colour. With \`label\` it is a status announced to screen
readers; without, it is decorative (as inside a loading \`Button\`, which announces itself with \`aria-busy\`).`,
      },
    },
  },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
  },
};

/** The docs' controls; it starts from Default's args, which Default's screenshots already show. */
export const Playground: Story = { parameters: { screenshot: { disable: true } } };

export const Small: Story = { args: { size: 'small' } };
