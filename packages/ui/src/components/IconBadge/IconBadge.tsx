import { Icon, type IconName } from '../Icon';
import * as styles from './IconBadge.css';

export interface IconBadgeProps {
  icon: IconName;
  /** `critical` for errors; `brand` otherwise. */
  tone?: styles.IconBadgeTone;
}

/** A large icon on a soft disc: the small illustration above an empty state, an error or the not-found page. */
export function IconBadge({ icon, tone = 'brand' }: IconBadgeProps) {
  return (
    <span className={`${styles.badge} ${styles.tone[tone]}`}>
      <Icon name={icon} />
    </span>
  );
}
