import type { RouteObject } from 'react-router-dom';
import { accountRoutes, authRoutes, bareRoutes, guestRoutes } from '../guards/account-routes';
import { AppShell } from './AppShell';
import { BareLayout } from './BareLayout';
import { FirstLoadFallback } from './FirstLoadFallback';
import { categoryLoader, rootLoader, searchLoader, servicesLoader } from './loaders';
import { lazyPage } from './pages';
import { RouteError } from './RouteError';
import { SiteLayout } from './SiteLayout';

// The route table of spec 2. Every page is its own lazily loaded chunk, so the first load of `/` carries only
// the shell and the home page. Paths and page names are listed once in site-map.ts (the sitemap page reads it).

/** Public pages with header and footer. */
const publicRoutes: RouteObject[] = [
  { index: true, lazy: lazyPage('/') },
  {
    path: 'services',
    loader: servicesLoader,
    lazy: lazyPage('/services'),
  },
  {
    path: 'search',
    loader: searchLoader,
    lazy: lazyPage('/search'),
  },
  {
    path: 'category/:slug',
    loader: categoryLoader,
    lazy: lazyPage('/category/:slug'),
  },
  {
    path: 'newsletter',
    lazy: lazyPage('/newsletter'),
  },
  {
    path: 'contact-us',
    lazy: lazyPage('/contact-us'),
  },
  { path: 'sitemap', lazy: lazyPage('/sitemap') },
  {
    path: 'our-mission',
    lazy: lazyPage('/our-mission'),
  },
  {
    path: 'privacy-policy',
    lazy: lazyPage('/privacy-policy'),
  },
  {
    path: 'terms-of-service',
    lazy: lazyPage('/terms-of-service'),
  },
  {
    path: 'cookie-policy',
    lazy: lazyPage('/cookie-policy'),
  },
  {
    path: 'refund-policy',
    lazy: lazyPage('/refund-policy'),
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
    HydrateFallback: FirstLoadFallback,
    children: [
      {
        Component: SiteLayout,
        children: [...publicRoutes, authRoutes([...accountRoutes, ...guestRoutes]), notFoundRoute],
      },
      { Component: BareLayout, children: [authRoutes(bareRoutes)] },
    ],
  },
];
