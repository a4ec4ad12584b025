import type { LoaderFunctionArgs, RouteObject } from 'react-router-dom';
import { lazyPage } from '../app/pages';
import { queryClient } from '../app/providers';
import { serviceQuery } from '../pages/service/queries';

// The account side of spec 2's route table, each page its own lazily loaded chunk. The route table
// (app/routes.tsx) places these beside the public pages, under authRoutes.

/** Primes the service's query so the page renders with its data; a failure is shown by the page itself. */
const serviceLoader = ({ params }: LoaderFunctionArgs) =>
  queryClient.ensureQueryData(serviceQuery(params.slug ?? '')).then(
    () => null,
    () => null,
  );

/**
 * Pages with header and footer for signed-in customers. The service page is readable by everyone (search
 * engines index it, with its JSON-LD); for a visitor, a login link with the redirect back replaces its form.
 */
export const accountRoutes: RouteObject[] = [
  {
    path: 'service/:slug',
    loader: serviceLoader,
    lazy: lazyPage('/service/:slug'),
  },
  {
    lazy: { Component: async () => (await import('./RequireAuth')).RequireAuth },
    children: [
      {
        path: 'submissions',
        lazy: lazyPage('/submissions'),
      },
      {
        path: 'submissions/:id',
        lazy: lazyPage('/submissions/:id'),
      },
      {
        path: 'payment/:submissionId',
        lazy: lazyPage('/payment/:submissionId'),
      },
      {
        path: 'user/transactions',
        lazy: lazyPage('/user/transactions'),
      },
      {
        path: 'profile',
        lazy: lazyPage('/profile'),
      },
    ],
  },
];

/** Guest-only pages with header and footer: Login and Register. */
export const guestRoutes: RouteObject[] = [
  {
    lazy: { Component: async () => (await import('./GuestOnly')).GuestOnly },
    children: [
      { path: 'login', lazy: lazyPage('/login') },
      { path: 'register', lazy: lazyPage('/register') },
    ],
  },
];

/** Bare pages (no header and footer): Verify email for everyone, the other three guest-only. */
export const bareRoutes: RouteObject[] = [
  {
    path: 'verify-email',
    lazy: lazyPage('/verify-email'),
  },
  {
    lazy: { Component: async () => (await import('./GuestOnly')).GuestOnly },
    children: [
      {
        path: 'two-factor',
        lazy: lazyPage('/two-factor'),
      },
      {
        path: 'forgot-password',
        lazy: lazyPage('/forgot-password'),
      },
      {
        path: 'reset-password',
        lazy: lazyPage('/reset-password'),
      },
    ],
  },
];

const loadAuthRoutes = async () => (await import('../auth/AuthRoutes')).AuthRoutes;

/**
 * The routes that read the auth flow, under the layout that starts it (none of it is in a public page's first load).
 * Each call gets its own `lazy` object: the router clears the parts it has loaded from it.
 */
export const authRoutes = (children: RouteObject[]): RouteObject => ({ lazy: { Component: loadAuthRoutes }, children });
