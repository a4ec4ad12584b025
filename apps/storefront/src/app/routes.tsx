import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router-dom';
import { accountRoutes, authRoutes, bareRoutes, guestRoutes } from '../guards/account-routes';
import { AppShell } from './AppShell';
import { BareLayout } from './BareLayout';
import { FirstLoadFallback } from './FirstLoadFallback';
import { createLoaders } from './loaders';
import { lazyPage } from './pages';
import { RouteError } from './RouteError';
import { SiteLayout } from './SiteLayout';

// The route table of spec 2. Every page is its own lazily loaded chunk, so the first load of `/` carries only
// the shell and the home page. Paths and page names are listed once in site-map.ts (the sitemap page reads it).
// The table is made for one query cache (its loaders fill it): the browser's, a story's, or a server request's.
// Each call makes new route objects: a data router clears the parts it has loaded from a route's `lazy`.

/** Public pages with header and footer: the pages the server renders (src/server). */
const publicRoutes = (loaders: ReturnType<typeof createLoaders>): RouteObject[] => [
  { index: true, lazy: lazyPage('/') },
  {
    path: 'services',
    loader: loaders.services,
    lazy: lazyPage('/services'),
  },
  {
    path: 'search',
    loader: loaders.search,
    lazy: lazyPage('/search'),
  },
  {
    path: 'category/:slug',
    loader: loaders.category,
    lazy: lazyPage('/category/:slug'),
  },
  {
    // Readable by everyone (search engines index it, with its JSON-LD); for a visitor, and on the server, a login
    // link with the redirect back replaces its application form.
    path: 'service/:slug',
    loader: loaders.service,
    lazy: lazyPage('/service/:slug'),
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

const loadNotFoundPage = async () => (await import('../pages/not-found/NotFoundPage')).NotFoundPage;

const notFoundRoute = (): RouteObject => ({ path: '*', lazy: { Component: loadNotFoundPage } });

export const createRoutes = (queryClient: QueryClient): RouteObject[] => {
  const loaders = createLoaders(queryClient);
  return [
    {
      id: 'root',
      Component: AppShell,
      loader: loaders.root,
      ErrorBoundary: RouteError,
      HydrateFallback: FirstLoadFallback,
      children: [
        {
          Component: SiteLayout,
          children: [...publicRoutes(loaders), authRoutes([...accountRoutes(), ...guestRoutes()]), notFoundRoute()],
        },
        { Component: BareLayout, children: [authRoutes(bareRoutes())] },
      ],
    },
  ];
};
