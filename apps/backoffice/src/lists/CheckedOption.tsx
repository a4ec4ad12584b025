import { Icon } from '@startwise/ui';
import { MenuItem } from 'react-aria-components';
import * as styles from './FilterChips.css';

/** One choice of a list's menus (a filter's, the order's, the columns'): its words, and a check when chosen. */
export function CheckedOption({ id, label }: { id: string; label: string }) {
  return (
    <MenuItem id={id} textValue={label} className={styles.option}>
      {({ isSelected }) => (
        <>
          {label}
          {isSelected ? <Icon name="check" /> : null}
        </>
      )}
    </MenuItem>
  );
}
