import { Icon } from '@startwise/ui';
import { Button, Menu, MenuTrigger, Popover } from 'react-aria-components';
import { CheckedOption } from '../../lists/CheckedOption';
import * as chips from '../../lists/FilterChips.css';
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
    <MenuTrigger>
      <Button className={chips.chip} aria-label={`Sort: ${SORT_LABELS[sort]}`}>
        Sort: {SORT_LABELS[sort]}
        <Icon name="chevronDown" />
      </Button>
      <Popover placement="bottom end" className={chips.popover}>
        <Menu
          aria-label="Sort by"
          className={chips.menu}
          selectionMode="single"
          selectedKeys={[sort]}
          onAction={(key) => onChange(QUEUE_SORTS.find((known) => known === key) ?? sort)}
        >
          {sorts.map((option) => (
            <CheckedOption key={option} id={option} label={SORT_LABELS[option]} />
          ))}
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
