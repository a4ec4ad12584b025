import { forwardRef, type ReactNode } from 'react';
import { visuallyHidden } from '../../css/reset.css';
import { useLinkComponent } from '../../UiProvider/LinkComponent';
import * as styles from './Link.css';

export interface LinkProps {
  href: string;
  tone?: styles.LinkTone;
  /** Opens in a new tab (and says so to screen readers); for other sites only. */
  external?: boolean;
  id?: string;
  'aria-label'?: string;
  'aria-current'?: 'page' | 'step' | 'location' | 'true';
  onClick?: () => void;
  children: ReactNode;
}

/**
 * Navigation inside text or lists. In-app links go through the `linkComponent` given to `UiProvider`
 * (the app's router); `external` links are plain anchors opening a new tab.
 */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  { href, tone = 'brand', external = false, children, ...native },
  ref,
) {
  const AppLink = useLinkComponent();
  const className = `${styles.link} ${styles.tone[tone]}`;
  if (external) {
    return (
      <a ref={ref} href={href} className={className} target="_blank" rel="noopener noreferrer" {...native}>
        {children}
        <span className={visuallyHidden}> (opens in a new tab)</span>
      </a>
    );
  }
  return (
    <AppLink ref={ref} href={href} className={className} {...native}>
      {children}
    </AppLink>
  );
});
