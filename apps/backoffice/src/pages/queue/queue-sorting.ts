import type { SortingState } from '@tanstack/react-table';
import type { QueueSort } from './queue-search';

// The table's sorting state (TanStack Table's) and the server's `sort` parameter are the same thing said twice:
// these two functions keep them in step. A view's default order ('priority' for open work) is the unsorted table.

const BY_SORT: Record<QueueSort, SortingState> = {
  priority: [],
  waiting: [],
  due: [{ id: 'due', desc: false }],
  newest: [{ id: 'submitted', desc: true }],
  oldest: [{ id: 'submitted', desc: false }],
  'price-high': [{ id: 'price', desc: true }],
  'price-low': [{ id: 'price', desc: false }],
};

export const sortingOf = (sort: QueueSort): SortingState => BY_SORT[sort];

/**
 * The server's order for a sorting state; the unsorted table and an order the server does not offer (latest due
 * first) are `unsorted`, the scope's default.
 */
export function sortOf(sorting: SortingState, unsorted: QueueSort): QueueSort {
  const [first] = sorting;
  if (!first) return unsorted;
  const match = (Object.entries(BY_SORT) as [QueueSort, SortingState][]).find(
    ([, state]) => state[0]?.id === first.id && state[0]?.desc === first.desc,
  );
  return match?.[0] ?? unsorted;
}

/** How each order is offered in the Sort select. */
export const SORT_LABELS: Record<QueueSort, string> = {
  priority: 'Most urgent (overdue, then due soonest)',
  waiting: 'Waiting longest (paid first)',
  due: 'Due soonest',
  newest: 'Newest first',
  oldest: 'Oldest first',
  'price-high': 'Price: high to low',
  'price-low': 'Price: low to high',
};
