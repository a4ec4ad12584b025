import type { RouteObject } from 'react-router-dom';
import { accountRoutes, authRoutes, bareRoutes, guestRoutes } from '../guards/account-routes';
import { AppShell } from './AppShell';
import { BareLayout } from './BareLayout';
import { categoryLoader, rootLoader, searchLoader, servicesLoader } from './loaders';
import { RouteError } from './RouteError';
import { SiteLayout } from './SiteLayout';

// The route table of spec 2. Every page is its own lazily loaded chunk, so the first load of `/` carries only
// the shell and the home page. Paths and page names are listed once in site-map.ts (the sitemap page reads it).

/** Public pages with header and footer. */
const publicRoutes: RouteObject[] = [
  { index: true, lazy: { Component: async () => (await import('../pages/home/HomePage')).HomePage } },
  {
    path: 'services',
    loader: servicesLoader,
    lazy: { Component: async () => (await import('../pages/our-services/OurServicesPage')).OurServicesPage },
  },
  {
    path: 'search',
    loader: searchLoader,
    lazy: { Component: async () => (await import('../pages/search/SearchPage')).SearchPage },
  },
  {
    path: 'category/:slug',
    loader: categoryLoader,
    lazy: { Component: async () => (await import('../pages/category/CategoryPage')).CategoryPage },
  },
  {
    path: 'newsletter',
    lazy: { Component: async () => (await import('../pages/newsletter/NewsletterPage')).NewsletterPage },
  },
  {
    path: 'contact-us',
    lazy: { Component: async () => (await import('../pages/contact/ContactPage')).ContactPage },
  },
  { path: 'sitemap', lazy: { Component: async () => (await import('../pages/sitemap/SitemapPage')).SitemapPage } },
  {
    path: 'our-mission',
    lazy: { Component: async () => (await import('../pages/our-mission/OurMissionPage')).OurMissionPage },
  },
  {
    path: 'privacy-policy',
    lazy: { Component: async () => (await import('../pages/legal/PrivacyPolicyPage')).PrivacyPolicyPage },
  },
  {
    path: 'terms-of-service',
    lazy: { Component: async () => (await import('../pages/legal/TermsOfServicePage')).TermsOfServicePage },
  },
  {
    path: 'cookie-policy',
    lazy: { Component: async () => (await import('../pages/legal/CookiePolicyPage')).CookiePolicyPage },
  },
  {
    path: 'refund-policy',
    lazy: { Component: async () => (await import('../pages/legal/RefundPolicyPage')).RefundPolicyPage },
  },
];

const notFoundRoute: RouteObject = {
  path: '*',
  lazy: { Component: async () => (await import('../pages/not-found/NotFoundPage')).NotFoundPage },
};

export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: AppShell,
    loader: rootLoader,
    ErrorBoundary: RouteError,
    HydrateFallback: () => null,
    children: [
      {
        Component: SiteLayout,
        children: [...publicRoutes, authRoutes([...accountRoutes, ...guestRoutes]), notFoundRoute],
      },
      { Component: BareLayout, children: [authRoutes(bareRoutes)] },
    ],
  },
];
