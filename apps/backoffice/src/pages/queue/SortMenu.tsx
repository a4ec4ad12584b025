import { ChipMenu } from '../../lists/ChipMenu';
import { QUEUE_SORTS, type QueueScope, type QueueSort } from './queue-search';
import { SORT_LABELS } from './queue-sorting';

/** The queue's order: a menu of the server's orders, the current one checked. */
export function SortMenu({
  scope,
  sort,
  onChange,
}: {
  scope: QueueScope;
  sort: QueueSort;
  onChange: (sort: QueueSort) => void;
}) {
  // Most urgent only means something while open work is listed.
  const sorts = scope === 'open' || scope === 'all' ? QUEUE_SORTS : QUEUE_SORTS.filter((s) => s !== 'priority');
  return (
    <ChipMenu
      face={`Sort: ${SORT_LABELS[sort]}`}
      menuLabel="Sort by"
      options={sorts.map((option) => ({ id: option, label: SORT_LABELS[option] }))}
      selectionMode="single"
      selectedKeys={[sort]}
      onAction={(key) => onChange(QUEUE_SORTS.find((known) => known === key) ?? sort)}
    />
  );
}
