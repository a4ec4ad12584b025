import { Icon } from '@startwise/ui';
import type { ReactNode } from 'react';
import { Button, Dialog, DialogTrigger, Menu, MenuTrigger, Popover } from 'react-aria-components';
import { CheckedOption } from './CheckedOption';
import * as styles from './FilterChips.css';
import type { Filters } from './list-address';
import { activeWords, keysOf, type ListFilter } from './list-filters';
import { RangeForm } from './RangeForm';

interface FilterChipProps<K extends string> {
  filter: ListFilter<K>;
  filters: Filters<K>;
  onChange: (key: K, value: string | undefined) => void;
}

/**
 * A chip's frame: while off, the trigger shows the filter's name; once on, its value, with a remove button beside
 * the trigger (outside it, so removing never opens the popover). The trigger opens `children`, a menu or a dialog.
 */
function Chip({
  words,
  label,
  onRemove,
  opens,
  children,
}: {
  words: string | undefined;
  label: string;
  onRemove: () => void;
  opens: 'menu' | 'dialog';
  children: ReactNode;
}) {
  const Trigger = opens === 'menu' ? MenuTrigger : DialogTrigger;
  const trigger = (face: ReactNode, className: string, ariaLabel?: string) => (
    <Trigger>
      <Button className={className} aria-label={ariaLabel}>
        {face}
      </Button>
      <Popover placement="bottom start" className={styles.popover}>
        {children}
      </Popover>
    </Trigger>
  );
  if (!words) {
    return trigger(
      <>
        {label}
        <Icon name="chevronDown" />
      </>,
      styles.chip,
    );
  }
  return (
    <span className={styles.activeChip}>
      {trigger(words, styles.activeLabel, `${words}, change`)}
      <Button className={styles.remove} aria-label={`Remove the ${label} filter`} onPress={onRemove}>
        <Icon name="close" />
      </Button>
    </span>
  );
}

/**
 * One filter of a list as a chip: pressing it opens its choices in a popover (a menu of options, or a small form
 * for a range); once on it reads 'Status: In progress' and has its own remove button. A flag toggles in place.
 */
export function FilterChip<K extends string>({ filter, filters, onChange }: FilterChipProps<K>) {
  const words = activeWords(filter, filters);
  const remove = () => {
    for (const key of keysOf(filter)) onChange(key, undefined);
  };
  if (filter.kind === 'flag') {
    const on = filters[filter.key] === 'true';
    return (
      <Button
        className={on ? `${styles.chip} ${styles.onFlag}` : styles.chip}
        aria-pressed={on}
        onPress={() => onChange(filter.key, on ? undefined : 'true')}
      >
        {filter.label}
        {on ? <Icon name="check" /> : null}
      </Button>
    );
  }
  if (filter.kind === 'options') {
    const selected = filters[filter.key];
    return (
      <Chip words={words} label={filter.label} onRemove={remove} opens="menu">
        <Menu
          aria-label={filter.label}
          className={styles.menu}
          selectionMode="single"
          selectedKeys={selected ? [selected] : []}
          onAction={(key) => onChange(filter.key, String(key))}
        >
          {filter.options.map((option) => (
            <CheckedOption key={option.value} id={option.value} label={option.label} />
          ))}
        </Menu>
      </Chip>
    );
  }
  return (
    <Chip words={words} label={filter.label} onRemove={remove} opens="dialog">
      <Dialog aria-label={filter.label} className={styles.dialog}>
        {({ close }) => <RangeForm filter={filter} filters={filters} onChange={onChange} onDone={close} />}
      </Dialog>
    </Chip>
  );
}
