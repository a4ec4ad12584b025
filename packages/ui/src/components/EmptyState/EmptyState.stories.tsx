import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Button, ButtonLink } from '../Button';
import { EmptyState } from './EmptyState';

const meta = {
  title: 'Feedback/EmptyState',
  component: EmptyState,
  tags: ['autodocs'],
  args: { title: 'No Services Yet', action: <ButtonLink href="/services">Explore Services</ButtonLink> },
  parameters: {
    docs: {
      description: {
        component: `Takes the place of a list, grid or table that has nothing to show, says why, and offers one
next step.

**When to use:** 'No Services Found' with 'Refresh Data', 'No Services Yet' with 'Explore Services', 'No services
found' on search with suggestions, 'No Services Available' on a category.

**Load failures:** \`tone="critical"\` for a list that could not be loaded ('Failed to fetch services' with Try
Again): the same panel with the alert icon in the critical colour, announced as an alert.

**When not to:** for a failed action inside a form use \`Alert\`; for a whole page that is missing or failed use
a centred \`PageHeading\` under an \`IconBadge\`; inside a table with a single row message use \`Table\`'s
\`emptyMessage\`.`,
      },
    },
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No Services Yet', level: 2 })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Explore Services' })).toHaveAttribute('href', '/services');
  },
};

export const Playground: Story = {
  args: {
    title: 'No Services Available',
    description: 'There are currently no services in this category.',
    action: undefined,
  },
};

const refresh = fn();

export const WithRetry: Story = {
  args: {
    title: 'No Services Found',
    description: 'We could not find services for this category right now.',
    action: <Button onClick={refresh}>Refresh Data</Button>,
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Refresh Data' }));
    await expect(refresh).toHaveBeenCalled();
  },
};

/** A list that could not be loaded. */
export const LoadFailed: Story = {
  args: {
    tone: 'critical',
    title: 'Failed to fetch services',
    description: 'Server error: please try again later.',
    action: <Button variant="secondary">Try Again</Button>,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to fetch services');
  },
};
