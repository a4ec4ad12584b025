import type { Schemas } from '@startwise/api-client';
import { auditEvents, auditPage } from './fixtures/audit';
import { activeServices } from './fixtures/catalog';
import { adminCategories, adminServiceRows, servicesPage } from './fixtures/catalog-editor';
import { dueSoonItems, extensions } from './fixtures/compliance';
import { typicalDashboard } from './fixtures/dashboard';
import { holidays } from './fixtures/holidays';
import { inboxPage, inboxRows } from './fixtures/inbox';
import { subscriberPage, subscribers } from './fixtures/newsletter';
import { queuePage, queueRows } from './fixtures/queue';
import { admin, allStaff, assignableStaff } from './fixtures/staff';
import { adminSubmissions } from './fixtures/submissions';
import { attentionItems, transactionRows, transactionsPage } from './fixtures/transaction-list';
import { adminTransactions } from './fixtures/transactions';
import { mockData, mockDataBy } from './mock-api';

/** GET /admin/me answering `staff`: a story's `msw.handlers` entry to be signed in as another member (an operator). */
export const signedInAs = (staff: Schemas['StaffMember']) => ({ staffMe: mockData('/admin/me', { staff }) });

/**
 * What every back-office screen calls, answered with the fixtures: Storybook's msw starts with these (beside the
 * storefront's, .storybook/preview.tsx). A story's `parameters.msw.handlers` of the same name win.
 */
export const backofficeHandlers = {
  ...signedInAs(admin),
  dashboard: mockData('/admin/dashboard', { dashboard: typicalDashboard }),
  assignableStaff: mockData('/admin/staff/assignable', { staff: assignableStaff }),
  staffList: mockData('/admin/staff', { staff: allStaff }),
  holidays: mockData('/admin/holidays', { holidays }),
  queue: mockDataBy('/admin/submissions', () => queuePage(queueRows)),
  audit: mockDataBy('/admin/audit', () => auditPage(auditEvents)),
  inbox: mockDataBy('/admin/contact-messages', () => inboxPage(inboxRows)),
  newsletterSubscribers: mockDataBy('/admin/newsletter/subscribers', () => subscriberPage(subscribers)),
  transactions: mockDataBy('/admin/transactions', () => transactionsPage(transactionRows, 57)),
  attention: mockData('/admin/transactions/attention', { items: attentionItems, nextCursor: null }),
  transaction: mockData('/admin/transactions/{id}', { transaction: adminTransactions.successful }),
  submission: mockData('/admin/submissions/{id}', adminSubmissions.pendingUnpaid),
  activeServices: mockData('/public/services/active', { services: activeServices }),
  catalogCategories: mockData('/admin/catalog/categories', { categories: adminCategories }),
  catalogServices: mockDataBy('/admin/catalog/services', () => servicesPage(adminServiceRows)),
  dueSoon: mockData('/admin/compliance/due-soon', { items: dueSoonItems, nextCursor: null }),
  extensions: mockData('/admin/compliance/extensions', { extensions }),
};
