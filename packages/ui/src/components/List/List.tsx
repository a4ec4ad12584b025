import type { ReactNode } from 'react';
import { Icon } from '../Icon';
import * as styles from './List.css';

export interface ListProps {
  /** The items, in order; each becomes an `li`. */
  items: readonly ReactNode[];
  /** `bullet` for prose (policies), `check` for benefits ('What you will get'). */
  marker?: styles.ListMarker;
}

/** A list in running text: markers in the brand colour, wrapped lines hanging under the text. */
export function List({ items, marker = 'bullet' }: ListProps) {
  return (
    <ul className={`${styles.list} ${styles.marker[marker]}`}>
      {items.map((item, index) => (
        // Static content in a fixed order: the position is the identity.
        // biome-ignore lint/suspicious/noArrayIndexKey: items are not reordered.
        <li key={index} className={marker === 'check' ? styles.checkItem : undefined}>
          {marker === 'check' ? (
            <>
              <span className={styles.checkIcon}>
                <Icon name="check" />
              </span>
              <span>{item}</span>
            </>
          ) : (
            item
          )}
        </li>
      ))}
    </ul>
  );
}
