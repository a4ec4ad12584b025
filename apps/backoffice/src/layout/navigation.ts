import type { NavMenuEntry } from '@startwise/ui';
import { paths } from '../app/paths';

interface NavigationEntry extends NavMenuEntry {
  adminOnly: boolean;
}

const ENTRIES: readonly NavigationEntry[] = [
  { id: 'queue', label: 'Queue', href: paths.queue, adminOnly: false },
  { id: 'payments', label: 'Payments', href: paths.transactions, adminOnly: true },
  { id: 'staff', label: 'Staff', href: paths.staff, adminOnly: true },
  { id: 'audit', label: 'Audit log', href: paths.audit, adminOnly: true },
  { id: 'catalog', label: 'Catalog', href: paths.catalog, adminOnly: true },
];

/** What the header offers a member: an operator never sees the admin-only sections. */
export const navigationFor = (admin: boolean): NavMenuEntry[] =>
  ENTRIES.filter((entry) => admin || !entry.adminOnly).map(({ adminOnly: _, ...entry }) => entry);
