import * as styles from './ServiceIcon.css';
import spriteUrl from './service-icons.svg?url';

export interface ServiceIconProps {
  /** A Lucide icon name from the contract's ServiceIcon list (the sprite holds exactly those). */
  name: string;
}

/**
 * A service's icon at the size of its container, in the current text colour. Drawn from one cached sprite
 * (scripts/service-icons.ts), so a page of cards costs no JavaScript for its icons. Always decorative.
 */
export function ServiceIcon({ name }: ServiceIconProps) {
  return (
    <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <use href={`${spriteUrl}#${name}`} />
    </svg>
  );
}

/** The service's icon on its art's tint in a small square: the compact visual at the top of its page. */
export function ServiceIconTile({ name }: ServiceIconProps) {
  return (
    <span className={styles.tile}>
      <ServiceIcon name={name} />
    </span>
  );
}
