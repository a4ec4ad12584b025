import { forwardRef, type ReactNode } from 'react';
import { useLinkComponent } from '../../UiProvider/LinkComponent';
import * as styles from './Button.css';

export interface ButtonLinkProps {
  href: string;
  variant?: styles.ButtonVariant;
  size?: styles.ButtonSize;
  fullWidth?: boolean;
  id?: string;
  'aria-label'?: string;
  children: ReactNode;
}

/** Navigation that looks like a button ('Explore Services', 'Learn more'); routes through the app's link. */
export const ButtonLink = forwardRef<HTMLAnchorElement, ButtonLinkProps>(function ButtonLink(
  { href, variant, size, fullWidth, children, ...native },
  ref,
) {
  const LinkComponent = useLinkComponent();
  return (
    <LinkComponent ref={ref} href={href} className={styles.button({ variant, size, fullWidth })} {...native}>
      {children}
    </LinkComponent>
  );
});
