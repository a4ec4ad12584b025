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
const dashboardPage = async () => ({ Component: (await import('../pages/dashboard/DashboardPage')).DashboardPage });
const queuePage = async () => ({ Component: (await import('../pages/queue/QueuePage')).QueuePage });
const submissionPage = async () => ({ Component: (await import('../pages/submission/SubmissionPage')).SubmissionPage });
const inboxPage = async () => ({ Component: (await import('../pages/inbox/InboxPage')).InboxPage });
const contactMessagePage = async () => ({
  Component: (await import('../pages/inbox/ContactMessagePage')).ContactMessagePage,
});
const newsletterPage = async () => ({ Component: (await import('../pages/newsletter/NewsletterPage')).NewsletterPage });
const transactionsPage = async () => ({
  Component: (await import('../pages/transactions/TransactionsPage')).TransactionsPage,
});
const transactionPage = async () => ({
  Component: (await import('../pages/transaction/TransactionPage')).TransactionPage,
});
const staffPage = async () => ({ Component: (await import('../pages/staff/StaffPage')).StaffPage });
const holidaysPage = async () => ({ Component: (await import('../pages/holidays/HolidaysPage')).HolidaysPage });
const auditPage = async () => ({ Component: (await import('../pages/audit/AuditPage')).AuditPage });
const catalogPage = async () => ({ Component: (await import('../pages/catalog/CatalogPage')).CatalogPage });
const categoryEditorPage = async () => ({
  Component: (await import('../pages/catalog/category/CategoryEditorPage')).CategoryEditorPage,
});
const serviceEditorPage = async () => ({
  Component: (await import('../pages/catalog/service/ServiceEditorPage')).ServiceEditorPage,
});
const dueSoonPage = async () => ({ Component: (await import('../pages/compliance/DueSoonPage')).DueSoonPage });
const extensionsPage = async () => ({
  Component: (await import('../pages/compliance/ExtensionsPage')).ExtensionsPage,
});
const loginPage = async () => ({ Component: (await import('../pages/login/LoginPage')).LoginPage });

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
        { path: paths.login, lazy: loginPage },
        {
          element: (
            <RequireStaff>
              <BackofficeLayout />
            </RequireStaff>
          ),
          children: [
            { index: true, element: <Navigate to={paths.dashboard} replace /> },
            { path: paths.dashboard, lazy: dashboardPage },
            { path: paths.queue, lazy: queuePage },
            { path: `${paths.queue}/:id`, lazy: submissionPage },
            { path: paths.inbox, lazy: inboxPage },
            { path: `${paths.inbox}/:id`, lazy: contactMessagePage },
            { path: paths.newsletter, element: <RequireAdmin />, children: [{ index: true, lazy: newsletterPage }] },
            {
              path: paths.transactions,
              element: <RequireAdmin />,
              children: [
                { index: true, lazy: transactionsPage },
                { path: ':id', lazy: transactionPage },
              ],
            },
            {
              path: paths.staff,
              element: <RequireAdmin />,
              children: [
                { index: true, lazy: staffPage },
                { path: 'holidays', lazy: holidaysPage },
              ],
            },
            { path: paths.dueSoon, lazy: dueSoonPage },
            { path: paths.extensions, element: <RequireAdmin />, children: [{ index: true, lazy: extensionsPage }] },
            { path: paths.audit, element: <RequireAdmin />, children: [{ index: true, lazy: auditPage }] },
            {
              path: paths.catalog,
              element: <RequireAdmin />,
              children: [
                { index: true, lazy: catalogPage },
                { path: 'categories/:id', lazy: categoryEditorPage },
                { path: 'services/:id', lazy: serviceEditorPage },
              ],
            },
            { path: '*', element: <NotFoundPage /> },
          ],
        },
      ],
    },
  ];
}

/** The router's basename: the address the API server serves the back office under. */
export const BACKOFFICE_BASENAME = '/backoffice';
