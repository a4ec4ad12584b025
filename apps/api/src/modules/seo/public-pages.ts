/** The storefront's public pages without parameters (spec 2 route table), as search engines should list them. */
export const PUBLIC_PAGES = [
  '/',
  '/services',
  '/newsletter',
  '/our-mission',
  '/contact-us',
  '/sitemap',
  '/privacy-policy',
  '/terms-of-service',
  '/cookie-policy',
  '/refund-policy',
] as const;

/** Pages behind sign-in or meant for one visitor only: crawlers have nothing to index there. */
export const PRIVATE_PREFIXES = [
  '/submissions',
  '/payment/',
  '/user/',
  '/profile',
  '/login',
  '/register',
  '/verify-email',
  '/two-factor',
  '/forgot-password',
  '/reset-password',
  '/api/',
  '/backoffice',
] as const;
