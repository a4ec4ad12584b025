import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '../app/pages';

// The account side of spec 2's route table, each page its own lazily loaded chunk. The route table
// (app/routes.tsx) places these beside the public pages, under authRoutes. Like it, each function makes new route
// objects on every call.

const loadGuestOnly = async () => (await import('./GuestOnly')).GuestOnly;
const loadRequireAuth = async () => (await import('./RequireAuth')).RequireAuth;

/** What the site layout looks for: a page where the customer pays shows no marketing footer or newsletter. */
export const CHECKOUT_HANDLE = { checkout: true } as const;

/** Pages with header and footer for signed-in customers (the payment page without the footer). */
export const accountRoutes = (): RouteObject[] => [
  {
    lazy: { Component: loadRequireAuth },
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
        handle: CHECKOUT_HANDLE,
      },
      {
        path: 'user/transactions',
        lazy: lazyPage('/user/transactions'),
      },
      {
        path: 'profile',
        lazy: lazyPage('/profile'),
      },
      {
        path: 'compliance',
        lazy: lazyPage('/compliance'),
      },
    ],
  },
];

/** Guest-only pages with header and footer: Login and Register. */
export const guestRoutes = (): RouteObject[] => [
  {
    lazy: { Component: loadGuestOnly },
    children: [
      { path: 'login', lazy: lazyPage('/login') },
      { path: 'register', lazy: lazyPage('/register') },
    ],
  },
];

/** Bare pages (no header and footer): Verify email for everyone, the other three guest-only. */
export const bareRoutes = (): RouteObject[] => [
  {
    path: 'verify-email',
    lazy: lazyPage('/verify-email'),
  },
  {
    lazy: { Component: loadGuestOnly },
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

/** What the server-side renderer looks for: routes under this layout are rendered in the browser only. */
export const AUTH_ROUTES_HANDLE = { needsBrowserSession: true } as const;

/**
 * The routes that read the auth flow, under the layout that starts it (none of it is in a public page's first load).
 * They need the session the browser keeps, so the server leaves them to the browser (src/server).
 */
export const authRoutes = (children: RouteObject[]): RouteObject => ({
  lazy: { Component: loadAuthRoutes },
  handle: AUTH_ROUTES_HANDLE,
  children,
});
