import type { ComponentType } from 'react';
import { Navigate, Outlet, type RouteObject } from 'react-router-dom';
import { RequireAdmin } from '../guards/RequireAdmin';
import { RequireStaff } from '../guards/RequireStaff';
import { BackofficeLayout } from '../layout/BackofficeLayout';
import { NotFoundPage } from '../pages/not-found/NotFoundPage';
import { BootFallback } from './BootFallback';
import { MarkInteractive } from './MarkInteractive';
import { paths } from './paths';
import { BackofficeProviders } from './providers';
import { RouteError } from './RouteError';

// Each screen's code loads when it is first opened; the sign-in page and the shell come with the app.
/** A route's `lazy`: the screen `name` of the module `load` imports. */
const lazyScreen =
  <M extends Record<K, ComponentType>, K extends keyof M>(load: () => Promise<M>, name: K) =>
  async () => ({ Component: (await load())[name] });

/** A section for admins only: an operator who opens it is told it is not for them. */
const adminOnly = (path: string, ...children: RouteObject[]): RouteObject => ({
  path,
  element: <RequireAdmin />,
  children,
});

/** An admins' section that is one screen: the screen `name` of the module `load` imports. */
const adminScreen = <M extends Record<K, ComponentType>, K extends keyof M>(
  path: string,
  load: () => Promise<M>,
  name: K,
) => adminOnly(path, { index: true, lazy: lazyScreen(load, name) });

/** The back office's route table, relative to its base (/backoffice, the router's basename). */
export function createRoutes(): RouteObject[] {
  return [
    {
      element: (
        <BackofficeProviders>
          <MarkInteractive />
          <Outlet />
        </BackofficeProviders>
      ),
      hydrateFallbackElement: <BootFallback />,
      errorElement: <RouteError />,
      children: [
        { path: paths.login, lazy: lazyScreen(() => import('../pages/login/LoginPage'), 'LoginPage') },
        {
          element: (
            <RequireStaff>
              <BackofficeLayout />
            </RequireStaff>
          ),
          children: [
            { index: true, element: <Navigate to={paths.dashboard} replace /> },
            {
              path: paths.dashboard,
              lazy: lazyScreen(() => import('../pages/dashboard/DashboardPage'), 'DashboardPage'),
            },
            { path: paths.queue, lazy: lazyScreen(() => import('../pages/queue/QueuePage'), 'QueuePage') },
            {
              path: `${paths.queue}/:id`,
              lazy: lazyScreen(() => import('../pages/submission/SubmissionPage'), 'SubmissionPage'),
            },
            { path: paths.inbox, lazy: lazyScreen(() => import('../pages/inbox/InboxPage'), 'InboxPage') },
            {
              path: `${paths.inbox}/:id`,
              lazy: lazyScreen(() => import('../pages/inbox/ContactMessagePage'), 'ContactMessagePage'),
            },
            adminScreen(paths.newsletter, () => import('../pages/newsletter/NewsletterPage'), 'NewsletterPage'),
            adminOnly(
              paths.transactions,
              {
                index: true,
                lazy: lazyScreen(() => import('../pages/transactions/TransactionsPage'), 'TransactionsPage'),
              },
              {
                path: ':id',
                lazy: lazyScreen(() => import('../pages/transaction/TransactionPage'), 'TransactionPage'),
              },
            ),
            adminOnly(
              paths.staff,
              { index: true, lazy: lazyScreen(() => import('../pages/staff/StaffPage'), 'StaffPage') },
              { path: 'holidays', lazy: lazyScreen(() => import('../pages/holidays/HolidaysPage'), 'HolidaysPage') },
            ),
            { path: paths.dueSoon, lazy: lazyScreen(() => import('../pages/compliance/DueSoonPage'), 'DueSoonPage') },
            adminScreen(paths.extensions, () => import('../pages/compliance/ExtensionsPage'), 'ExtensionsPage'),
            adminScreen(paths.audit, () => import('../pages/audit/AuditPage'), 'AuditPage'),
            adminOnly(
              paths.catalog,
              { index: true, lazy: lazyScreen(() => import('../pages/catalog/CatalogPage'), 'CatalogPage') },
              {
                path: 'categories/:id',
                lazy: lazyScreen(() => import('../pages/catalog/category/CategoryEditorPage'), 'CategoryEditorPage'),
              },
              {
                path: 'services/:id',
                lazy: lazyScreen(() => import('../pages/catalog/service/ServiceEditorPage'), 'ServiceEditorPage'),
              },
            ),
            { path: '*', element: <NotFoundPage /> },
          ],
        },
      ],
    },
  ];
}

/** The router's basename: the address the API server serves the back office under. */
export const BACKOFFICE_BASENAME = '/backoffice';
