import type { NavMenuEntry } from '@startwise/ui';
import { paths } from '../app/paths';

interface NavigationEntry extends NavMenuEntry {
  adminOnly: boolean;
}

const ENTRIES: readonly NavigationEntry[] = [
  { id: 'dashboard', label: 'Dashboard', href: paths.dashboard, adminOnly: false },
  { id: 'queue', label: 'Queue', href: paths.queue, adminOnly: false },
  { id: 'inbox', label: 'Inbox', href: paths.inbox, adminOnly: false },
  { id: 'due-soon', label: 'Due soon', href: paths.dueSoon, adminOnly: false },
  { id: 'payments', label: 'Payments', href: paths.transactions, adminOnly: true },
  { id: 'catalog', label: 'Catalog', href: paths.catalog, adminOnly: true },
  { id: 'extensions', label: 'Extensions', href: paths.extensions, adminOnly: true },
  { id: 'newsletter', label: 'Newsletter', href: paths.newsletter, adminOnly: true },
  { id: 'staff', label: 'Staff', href: paths.staff, adminOnly: true },
  { id: 'audit', label: 'Audit log', href: paths.audit, adminOnly: true },
];

/** What the header offers a member: an operator never sees the admin-only sections. */
export const navigationFor = (admin: boolean): NavMenuEntry[] =>
  ENTRIES.filter((entry) => admin || !entry.adminOnly).map(({ adminOnly: _, ...entry }) => entry);
