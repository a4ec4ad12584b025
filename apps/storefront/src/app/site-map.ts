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
  /** The page's module under src/pages, without `.tsx`; it exports a component of the same name (app/pages.ts). */
  page: string;
  /** The page's name: its title before ' | {brand}' and its entry in the sitemap. */
  label: string;
  access: Access;
  /** Bare pages have no header and footer (spec 2 layout). */
  bare?: boolean;
  group: SitemapGroup;
}

export const SITE_PAGES: readonly SitePage[] = [
  { path: '/', page: 'home/HomePage', label: 'Home', access: 'public', group: 'Main Pages' },
  {
    path: '/services',
    page: 'our-services/OurServicesPage',
    label: 'Our Services',
    access: 'public',
    group: 'Main Pages',
  },
  { path: '/search', page: 'search/SearchPage', label: 'Search', access: 'public', group: 'Main Pages' },
  {
    path: '/newsletter',
    page: 'newsletter/NewsletterPage',
    label: 'Newsletter',
    access: 'public',
    group: 'Main Pages',
  },
  { path: '/sitemap', page: 'sitemap/SitemapPage', label: 'Sitemap', access: 'public', group: 'Main Pages' },
  {
    path: '/category/:slug',
    page: 'category/CategoryPage',
    label: 'Service Category',
    access: 'public',
    group: 'Services',
  },
  {
    path: '/service/:slug',
    page: 'service/ServiceDetailPage',
    label: 'Service Details',
    access: 'login',
    group: 'Services',
  },
  { path: '/login', page: 'auth/LoginPage', label: 'Login', access: 'guest', group: 'User Account' },
  { path: '/register', page: 'auth/RegisterPage', label: 'Register', access: 'guest', group: 'User Account' },
  {
    path: '/verify-email',
    page: 'auth/VerifyEmailPage',
    label: 'Verify Email',
    access: 'public',
    bare: true,
    group: 'User Account',
  },
  {
    path: '/two-factor',
    page: 'auth/TwoFactorPage',
    label: 'Two-Factor Verification',
    access: 'guest',
    bare: true,
    group: 'User Account',
  },
  {
    path: '/forgot-password',
    page: 'auth/ForgotPasswordPage',
    label: 'Forgot Password',
    access: 'guest',
    bare: true,
    group: 'User Account',
  },
  {
    path: '/reset-password',
    page: 'auth/ResetPasswordPage',
    label: 'Reset Password',
    access: 'guest',
    bare: true,
    group: 'User Account',
  },
  { path: '/profile', page: 'profile/ProfilePage', label: 'My Account', access: 'login', group: 'User Account' },
  {
    path: '/our-mission',
    page: 'our-mission/OurMissionPage',
    label: 'Our Mission',
    access: 'public',
    group: 'Information',
  },
  { path: '/contact-us', page: 'contact/ContactPage', label: 'Contact Us', access: 'public', group: 'Information' },
  {
    path: '/privacy-policy',
    page: 'legal/PrivacyPolicyPage',
    label: 'Privacy Policy',
    access: 'public',
    group: 'Policies & Legal',
  },
  {
    path: '/terms-of-service',
    page: 'legal/TermsOfServicePage',
    label: 'Terms of Service',
    access: 'public',
    group: 'Policies & Legal',
  },
  {
    path: '/cookie-policy',
    page: 'legal/CookiePolicyPage',
    label: 'Cookie Policy',
    access: 'public',
    group: 'Policies & Legal',
  },
  {
    path: '/refund-policy',
    page: 'legal/RefundPolicyPage',
    label: 'Refund Policy',
    access: 'public',
    group: 'Policies & Legal',
  },
  {
    path: '/submissions',
    page: 'submissions/SubmissionsPage',
    label: 'My Services',
    access: 'login',
    group: 'Payment & Transactions',
  },
  {
    path: '/submissions/:id',
    page: 'submissions/SubmissionDetailPage',
    label: 'Submission Details',
    access: 'login',
    group: 'Payment & Transactions',
  },
  {
    path: '/payment/:submissionId',
    page: 'payment/PaymentPage',
    label: 'Payment',
    access: 'login',
    group: 'Payment & Transactions',
  },
  {
    path: '/compliance',
    page: 'compliance/CompliancePage',
    label: 'Compliance Calendar',
    access: 'login',
    group: 'User Account',
  },
  {
    path: '/user/transactions',
    page: 'transactions/TransactionsPage',
    label: 'Payment Transactions',
    access: 'login',
    group: 'Payment & Transactions',
  },
];

/** The entry of the table for a path. */
export function sitePage(path: string): SitePage {
  const page = SITE_PAGES.find((candidate) => candidate.path === path);
  if (!page) throw new Error(`site-map.ts has no page ${path}`);
  return page;
}
