import { staffSession } from '@startwise/flows';
import { useStaffSession, useStaffSessionRef } from '@startwise/flows/react';
import { Badge, Button, Link, Logo } from '@startwise/ui';
import { useState } from 'react';
import { Outlet } from 'react-router-dom';
import { useBrandName } from '../app/brand-name';
import { paths } from '../app/paths';
import * as styles from './BackofficeLayout.css';
import { SectionNav } from './SectionNav';

/** The signed-in member, their role and Sign out. */
function MemberCorner() {
  const actorRef = useStaffSessionRef();
  const staff = useStaffSession(staffSession.signedInStaff);
  const loggingOut = useStaffSession(staffSession.isLoggingOut);
  if (!staff) return null;
  return (
    <div className={styles.member}>
      <span className={styles.memberName}>{staff.fullName}</span>
      <Badge tone={staff.role === 'admin' ? 'brand' : 'neutral'}>{staff.role === 'admin' ? 'Admin' : 'Operator'}</Badge>
      <Button variant="secondary" size="small" loading={loggingOut} onClick={() => actorRef.send({ type: 'LOGOUT' })}>
        Sign out
      </Button>
    </div>
  );
}

/** The brand and 'Back office', to the dashboard: stacked in the narrow sidebar, side by side in the bar. */
function Brand({ stacked = false }: { stacked?: boolean }) {
  const brandName = useBrandName();
  return (
    <Link href={paths.dashboard} tone="neutral">
      <span className={stacked ? styles.brandStacked : styles.brand}>
        <Logo name={brandName} />
        <Badge tone="brand">Back office</Badge>
      </span>
    </Link>
  );
}

/**
 * Every signed-in screen: from the desk's width a sidebar of sections (the current one marked, the Inbox's unread
 * count) beside the page; on a tablet or phone one row with a Menu button that opens the same sections.
 */
export function BackofficeLayout() {
  const [menuOpen, setMenuOpen] = useState(false);
  return (
    <div className={styles.shell}>
      <header className={styles.sidebar}>
        <Brand stacked />
        <SectionNav label="Back office" />
        <MemberCorner />
      </header>
      <div>
        <header className={styles.topBar}>
          <Brand />
          <span className={styles.spacer} />
          <Button
            variant="secondary"
            size="small"
            aria-expanded={menuOpen}
            aria-controls="backoffice-menu"
            onClick={() => setMenuOpen((open) => !open)}
          >
            Menu
          </Button>
        </header>
        {menuOpen ? (
          <div id="backoffice-menu" className={styles.menuPanel}>
            <SectionNav label="Back office (menu)" onNavigate={() => setMenuOpen(false)} />
            <MemberCorner />
          </div>
        ) : null}
        <main id="main" className={styles.main}>
          <Outlet />
        </main>
      </div>
    </div>
  );
}
