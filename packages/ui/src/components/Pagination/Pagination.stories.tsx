import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { Pagination, type PaginationProps } from './Pagination';

function Stateful(props: PaginationProps) {
  const [page, setPage] = useState(props.page);
  return (
    <Pagination
      {...props}
      page={page}
      onPageChange={(next) => {
        setPage(next);
        props.onPageChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Navigation/Pagination',
  component: Pagination,
  tags: ['autodocs'],
  args: { page: 1, pageSize: 10, total: 42, noun: 'transactions', onPageChange: fn() },
  render: (args) => <Stateful {...args} />,
  parameters: {
    docs: {
      description: {
        component: `'Showing X to Y of Z {noun}' with Previous and Next, under a \`Table\`.

**When to use:** paged lists whose pages the user steps through ('Payment Transactions', page size 10).

**When not to:** for lists that grow ('Load more results', 'Load More' on a category) use a \`Button\` under the
grid and a 'Showing N of M results' line.

**Behaviour:** Previous is disabled on the first page and Next on the last; \`onPageChange\` only ever receives
pages from 1 to the last page (spec 4). The summary is a polite status, so a screen reader hears the new range.
When the server stopped counting (\`totalIsLowerBound\`, a list of more than 10,000 rows) the total reads '10,000+'
and Next follows \`hasNextPage\` instead of the count.`,
      },
    },
  },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Showing 1 to 10 of 42 transactions')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeEnabled();
  },
};

export const Playground: Story = { args: { page: 2, total: 120, pageSize: 20, noun: 'results' } };

export const ThroughToTheLastPage: Story = {
  play: async ({ canvas, args }) => {
    const next = canvas.getByRole('button', { name: 'Next' });
    await userEvent.click(next);
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
    await expect(canvas.getByText('Showing 11 to 20 of 42 transactions')).toBeVisible();
    // Keyboard: Enter and Space press the focused button.
    next.focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByText('Showing 41 to 42 of 42 transactions')).toBeVisible();
    await expect(next).toBeDisabled();
    await expect(args.onPageChange).toHaveBeenCalledTimes(4);
    await userEvent.click(canvas.getByRole('button', { name: 'Previous' }));
    await expect(canvas.getByText('Showing 31 to 40 of 42 transactions')).toBeVisible();
  },
};

export const SinglePage: Story = {
  args: { total: 7 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Showing 1 to 7 of 7 transactions')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeDisabled();
  },
};

export const NothingToShow: Story = {
  args: { total: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Showing 0 to 0 of 0 transactions')).toBeVisible();
  },
};

/** A page past the end (e.g. after filtering) is shown as the last page. */
export const OutOfRangePageIsClamped: Story = {
  args: { page: 9 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Showing 41 to 42 of 42 transactions')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeDisabled();
  },
};

export const CountStoppedAt10000: Story = {
  args: { page: 200, pageSize: 50, total: 10_000, totalIsLowerBound: true, hasNextPage: true },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Showing 9,951 to 10,000 of 10,000+ transactions')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(201);
    await expect(canvas.getByText('Showing 10,001 to 10,050 of 10,000+ transactions')).toBeVisible();
  },
};
