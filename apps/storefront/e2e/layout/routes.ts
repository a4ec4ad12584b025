import type { Page } from '@playwright/test';
import { PAID_SERVICE } from '../support/paid-submission';
import { expect } from '../support/test';

// The routes the layout guard walks, as data: add a route here when the router gains one. `{id}`-style parts are
// filled from what the walk made or found (a paid submission, a contact message, catalog rows).

/** What a route's address may need: ids of records that exist by the time the walk reaches it. */
export interface RouteIds {
  submissionId: string;
  transactionId: string;
  messageId: string;
  categoryId: string;
  serviceId: string;
}

export type RouteAddress = string | ((ids: RouteIds) => string) | RouteWithState;

/** A route shown in a state a visitor opens on it (an overlay, a menu), measured in that state. */
export interface RouteWithState {
  path: string;
  /** What the state is, for the report. */
  state: string;
  open: (page: Page) => Promise<void>;
}

/** The header's search overlay with suggestions for "gst". */
const searchOverlay: RouteWithState = {
  path: '/',
  state: 'search overlay',
  open: async (page) => {
    await page.getByRole('banner').getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByRole('dialog').getByRole('textbox', { name: 'Search services' }).fill('gst');
    await expect(page.getByRole('dialog').getByRole('heading', { name: 'Search Results' })).toBeVisible();
  },
};

/** Every page a visitor can open signed out (public pages and the sign-in pages). */
export const SIGNED_OUT_ROUTES: RouteAddress[] = [
  '/',
  '/services',
  '/search',
  '/search?q=gst',
  '/search?q=qqzzxx',
  searchOverlay,
  '/category/company-registration',
  '/category/no-such-category',
  `/service/${PAID_SERVICE.slug}`,
  '/newsletter',
  '/contact-us',
  '/sitemap',
  '/our-mission',
  '/privacy-policy',
  '/terms-of-service',
  '/cookie-policy',
  '/refund-policy',
  '/login',
  '/register',
  '/forgot-password',
  '/reset-password?token=unknown',
  '/no-such-page',
];

/** The pages of a signed-in customer with one paid application. */
export const CUSTOMER_ROUTES: RouteAddress[] = [
  `/service/${PAID_SERVICE.slug}`,
  '/profile',
  '/submissions',
  ({ submissionId }) => `/submissions/${submissionId}`,
  ({ submissionId }) => `/payment/${submissionId}`,
  '/user/transactions',
  '/compliance',
];

/** Every back-office screen, signed in as the demo admin (who may open all of them). */
export const BACKOFFICE_ROUTES: RouteAddress[] = [
  '/backoffice/dashboard',
  '/backoffice/submissions',
  ({ submissionId }) => `/backoffice/submissions/${submissionId}`,
  '/backoffice/inbox',
  ({ messageId }) => `/backoffice/inbox/${messageId}`,
  '/backoffice/newsletter',
  '/backoffice/transactions',
  ({ transactionId }) => `/backoffice/transactions/${transactionId}`,
  '/backoffice/staff',
  '/backoffice/audit',
  '/backoffice/catalog',
  '/backoffice/catalog/categories/new',
  ({ categoryId }) => `/backoffice/catalog/categories/${categoryId}`,
  '/backoffice/catalog/services/new',
  ({ serviceId }) => `/backoffice/catalog/services/${serviceId}`,
  '/backoffice/no-such-screen',
];

/** The signed-out back-office page. */
export const BACKOFFICE_SIGNED_OUT_ROUTES: RouteAddress[] = ['/backoffice/login'];
