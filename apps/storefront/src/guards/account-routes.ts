import type { LoaderFunctionArgs, RouteObject } from 'react-router-dom';
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
    lazy: { Component: async () => (await import('../pages/service/ServiceDetailPage')).ServiceDetailPage },
  },
  {
    lazy: { Component: async () => (await import('./RequireAuth')).RequireAuth },
    children: [
      {
        path: 'submissions',
        lazy: { Component: async () => (await import('../pages/submissions/SubmissionsPage')).SubmissionsPage },
      },
      {
        path: 'submissions/:id',
        lazy: {
          Component: async () => (await import('../pages/submissions/SubmissionDetailPage')).SubmissionDetailPage,
        },
      },
      {
        path: 'payment/:submissionId',
        lazy: { Component: async () => (await import('../pages/payment/PaymentPage')).PaymentPage },
      },
      {
        path: 'user/transactions',
        lazy: { Component: async () => (await import('../pages/transactions/TransactionsPage')).TransactionsPage },
      },
      {
        path: 'profile',
        lazy: { Component: async () => (await import('../pages/profile/ProfilePage')).ProfilePage },
      },
    ],
  },
];

/** Guest-only pages with header and footer: Login and Register. */
export const guestRoutes: RouteObject[] = [
  {
    lazy: { Component: async () => (await import('./GuestOnly')).GuestOnly },
    children: [
      { path: 'login', lazy: { Component: async () => (await import('../pages/auth/LoginPage')).LoginPage } },
      { path: 'register', lazy: { Component: async () => (await import('../pages/auth/RegisterPage')).RegisterPage } },
    ],
  },
];

/** Bare pages (no header and footer): Verify email for everyone, the other three guest-only. */
export const bareRoutes: RouteObject[] = [
  {
    path: 'verify-email',
    lazy: { Component: async () => (await import('../pages/auth/VerifyEmailPage')).VerifyEmailPage },
  },
  {
    lazy: { Component: async () => (await import('./GuestOnly')).GuestOnly },
    children: [
      {
        path: 'two-factor',
        lazy: { Component: async () => (await import('../pages/auth/TwoFactorPage')).TwoFactorPage },
      },
      {
        path: 'forgot-password',
        lazy: { Component: async () => (await import('../pages/auth/ForgotPasswordPage')).ForgotPasswordPage },
      },
      {
        path: 'reset-password',
        lazy: { Component: async () => (await import('../pages/auth/ResetPasswordPage')).ResetPasswordPage },
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
