import { forwardRef, type ReactNode } from 'react';
import { Button, Disclosure, DisclosurePanel } from 'react-aria-components';
import { Icon } from '../Icon';
import * as styles from './Header.css';

export interface HeaderProps {
  /** The brand logo, usually a link to '/'. */
  logo: ReactNode;
  /** The desktop navigation (category menu); hidden below the desktop breakpoint. */
  nav: ReactNode;
  /** Always visible on the right: search button, avatar menu or Login. */
  actions?: ReactNode;
  /** The navigation shown in the mobile menu (e.g. with Register added). Omitted: the mobile menu is not offered. */
  mobileNav?: ReactNode;
  /** Controlled mobile menu, so choosing an entry can close it. */
  isMobileMenuOpen?: boolean;
  onMobileMenuOpenChange?: (isOpen: boolean) => void;
  /** Names the navigation landmark. */
  navLabel?: string;
}

/**
 * The site header shell: logo, navigation and actions in one sticky bar. Below the desktop breakpoint the
 * navigation moves behind a menu toggle (a React Aria `Disclosure` with `aria-expanded`).
 */
export const Header = forwardRef<HTMLElement, HeaderProps>(function Header(
  { logo, nav, actions, mobileNav, isMobileMenuOpen, onMobileMenuOpenChange, navLabel = 'Main' },
  ref,
) {
  const bar = (toggle: ReactNode) => (
    <div className={styles.bar}>
      <div className={styles.logo}>{logo}</div>
      <nav aria-label={navLabel} className={styles.nav}>
        {nav}
      </nav>
      <div className={styles.spacer} />
      <div className={styles.actions}>
        {actions}
        {toggle}
      </div>
    </div>
  );
  return (
    <header ref={ref} className={styles.header}>
      {mobileNav ? (
        <Disclosure isExpanded={isMobileMenuOpen} onExpandedChange={onMobileMenuOpenChange}>
          {({ isExpanded }) => (
            <>
              {bar(
                <Button slot="trigger" className={styles.menuToggle} aria-label="Menu">
                  <Icon name={isExpanded ? 'close' : 'menu'} />
                </Button>,
              )}
              <DisclosurePanel className={styles.mobilePanel}>
                <nav aria-label={`${navLabel} (mobile)`}>{mobileNav}</nav>
              </DisclosurePanel>
            </>
          )}
        </Disclosure>
      ) : (
        bar(null)
      )}
    </header>
  );
});
