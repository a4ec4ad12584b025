import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Inline } from '../Inline';
import { Stack } from '../Stack';
import { Skeleton } from './Skeleton';
import { skeletonShapes, skeletonWidths } from './Skeleton.css';

const meta = {
  title: 'Feedback/Skeleton',
  component: Skeleton,
  tags: ['autodocs'],
  argTypes: {
    shape: { control: 'inline-radio', options: skeletonShapes },
    width: { control: 'inline-radio', options: skeletonWidths },
  },
  parameters: {
    docs: {
      description: {
        component: `A placeholder in the shape of content that is still loading, so the layout does not jump
when it arrives.

**When to use:** lists and grids whose size you can predict (8 \`ServiceCardSkeleton\`s on the category page).

**When not to:** for a short wait on an action use a loading \`Button\`; for a whole region that is busy use
\`LoadingOverlay\`; for an unknown layout use \`Spinner\`.

Skeletons are hidden from assistive technology: mark the region that loads (for example a visually hidden
'Loading services' status or \`aria-busy\`). The pulse stops under reduced motion.`,
      },
    },
  },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: (args) => (
    <div role="status" aria-label="Loading profile">
      <Skeleton {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading profile' })).toBeInTheDocument();
  },
};

export const Playground: Story = { args: { shape: 'block', width: 'half' } };

export const Shapes: Story = {
  parameters: { fullWidth: true },
  render: () => (
    <Stack space="medium">
      <Inline space="small">
        <Skeleton shape="circle" />
        <Skeleton shape="heading" width="half" />
      </Inline>
      {skeletonWidths.map((width) => (
        <Skeleton key={width} shape="text" width={width} />
      ))}
      <Skeleton shape="block" width="half" />
    </Stack>
  ),
};
