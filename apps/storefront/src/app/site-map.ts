// Every route of spec 2's route table with what the shell and the sitemap page need to know about it. The router
// (routes.tsx) and the sitemap page read this one list, so a page is never listed in one and missing in the other.

/** public: anyone; login: signed-in customers (anonymous visitors go to /login); guest: signed-out visitors only. */
export type Access = 'public' | 'login' | 'guest';

export type SitemapGroup =
  | 'Main Pages'
  | 'Services'
  | 'User Account'
  | 'Information'
  | 'Policies & Legal'
  | 'Payment & Transactions';

export interface SitePage {
  /** The router path (`:param` for parameters). */
  path: string;
  /** The page's name: its title before ' | {brand}' and its entry in the sitemap. */
  label: string;
  access: Access;
  /** Bare pages have no header and footer (spec 2 layout). */
  bare?: boolean;
  group: SitemapGroup;
}

export const SITEMAP_GROUPS: readonly SitemapGroup[] = [
  'Main Pages',
  'Services',
  'User Account',
  'Information',
  'Policies & Legal',
  'Payment & Transactions',
];

export const SITE_PAGES: readonly SitePage[] = [
  { path: '/', label: 'Home', access: 'public', group: 'Main Pages' },
  { path: '/services', label: 'Our Services', access: 'public', group: 'Main Pages' },
  { path: '/search', label: 'Search', access: 'public', group: 'Main Pages' },
  { path: '/newsletter', label: 'Newsletter', access: 'public', group: 'Main Pages' },
  { path: '/sitemap', label: 'Sitemap', access: 'public', group: 'Main Pages' },
  { path: '/category/:slug', label: 'Service Category', access: 'public', group: 'Services' },
  { path: '/service/:slug', label: 'Service Details', access: 'login', group: 'Services' },
  { path: '/login', label: 'Login', access: 'guest', group: 'User Account' },
  { path: '/register', label: 'Register', access: 'guest', group: 'User Account' },
  { path: '/verify-email', label: 'Verify Email', access: 'public', bare: true, group: 'User Account' },
  { path: '/two-factor', label: 'Two-Factor Verification', access: 'guest', bare: true, group: 'User Account' },
  { path: '/forgot-password', label: 'Forgot Password', access: 'guest', bare: true, group: 'User Account' },
  { path: '/reset-password', label: 'Reset Password', access: 'guest', bare: true, group: 'User Account' },
  { path: '/profile', label: 'My Account', access: 'login', group: 'User Account' },
  { path: '/our-mission', label: 'Our Mission', access: 'public', group: 'Information' },
  { path: '/contact-us', label: 'Contact Us', access: 'public', group: 'Information' },
  { path: '/privacy-policy', label: 'Privacy Policy', access: 'public', group: 'Policies & Legal' },
  { path: '/terms-of-service', label: 'Terms of Service', access: 'public', group: 'Policies & Legal' },
  { path: '/cookie-policy', label: 'Cookie Policy', access: 'public', group: 'Policies & Legal' },
  { path: '/refund-policy', label: 'Refund Policy', access: 'public', group: 'Policies & Legal' },
  { path: '/submissions', label: 'My Services', access: 'login', group: 'Payment & Transactions' },
  { path: '/submissions/:id', label: 'Submission Details', access: 'login', group: 'Payment & Transactions' },
  { path: '/payment/:submissionId', label: 'Payment', access: 'login', group: 'Payment & Transactions' },
  { path: '/user/transactions', label: 'Payment Transactions', access: 'login', group: 'Payment & Transactions' },
];

/** Pages whose path has a parameter are shown as text, not links (spec 2 sitemap). */
export const hasParameter = (page: SitePage) => page.path.includes(':');

/** The page's name for a path of the table. */
export function pageLabel(path: string): string {
  const page = SITE_PAGES.find((candidate) => candidate.path === path);
  if (!page) throw new Error(`site-map.ts has no page ${path}`);
  return page.label;
}
