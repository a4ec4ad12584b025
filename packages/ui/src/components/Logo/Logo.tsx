import * as styles from './Logo.css';
import { LogoMark } from './LogoMark';

export interface LogoProps {
  /** The brand's name, drawn as the wordmark beside the mark. */
  name: string;
  /**
   * Shows the mark alone on a narrow desktop (desktop breakpoint up to 1280 px), where a header's menu bar needs
   * the room; the name stays in the accessibility tree.
   */
  compactOnNarrowDesktop?: boolean;
}

/** Logo mark and wordmark (the brand's heading typeface, semibold). Wrap it in a link to '/'. */
export function Logo({ name, compactOnNarrowDesktop = false }: LogoProps) {
  return (
    <span className={styles.logo}>
      <LogoMark />
      <span className={`${styles.wordmark} ${compactOnNarrowDesktop ? styles.compactWordmark : ''}`}>{name}</span>
    </span>
  );
}
