import * as styles from './Logo.css';
import { LOGO_MARK } from './logoMarkGeometry';

/**
 * The brand's mark: a rounded square in the theme's brand colour with a check rising to the upper right. Decorative
 * on its own; `Logo` names it with the wordmark.
 */
export function LogoMark() {
  return (
    <svg className={styles.mark} viewBox={LOGO_MARK.viewBox} aria-hidden="true" focusable="false">
      <rect className={styles.markSquare} width={LOGO_MARK.size} height={LOGO_MARK.size} rx={LOGO_MARK.radius} />
      <path className={styles.markCheck} d={LOGO_MARK.check} strokeWidth={LOGO_MARK.checkWidth} />
    </svg>
  );
}
