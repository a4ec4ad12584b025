import * as styles from './Logo.css';
import { LogoMark } from './LogoMark';

export interface LogoProps {
  /** The brand's name, drawn as the wordmark beside the mark. */
  name: string;
}

/** Logo mark and wordmark (the brand's heading typeface, semibold). Wrap it in a link to '/'. */
export function Logo({ name }: LogoProps) {
  return (
    <span className={styles.logo}>
      <LogoMark />
      <span className={styles.wordmark}>{name}</span>
    </span>
  );
}
