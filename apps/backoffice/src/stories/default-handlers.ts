import { auditEvents } from './fixtures/audit';
import { activeServices } from './fixtures/catalog';
import { adminCategories, adminServiceRows, servicesPage } from './fixtures/catalog-editor';
import { dueSoonItems, extensions } from './fixtures/compliance';
import { typicalDashboard } from './fixtures/dashboard';
import { holidays } from './fixtures/holidays';
import { inboxPage, inboxRows } from './fixtures/inbox';
import { subscriberPage, subscribers } from './fixtures/newsletter';
import { queuePage, queueRows } from './fixtures/queue';
import { admin, allStaff, assignableStaff } from './fixtures/staff';
import { attentionItems, transactionRows, transactionsPage } from './fixtures/transactions';
import { mockData, mockDataBy } from './mock-api';

/**
 * What every back-office screen calls, answered with the fixtures: Storybook's msw starts with these (beside the
 * storefront's, .storybook/preview.tsx). A story's `parameters.msw.handlers` of the same name win.
 */
export const backofficeHandlers = {
  staffMe: mockData('/admin/me', { staff: admin }),
  dashboard: mockData('/admin/dashboard', { dashboard: typicalDashboard }),
  assignableStaff: mockData('/admin/staff/assignable', { staff: assignableStaff }),
  staffList: mockData('/admin/staff', { staff: allStaff }),
  holidays: mockData('/admin/holidays', { holidays }),
  queue: mockDataBy('/admin/submissions', () => queuePage(queueRows)),
  audit: mockDataBy('/admin/audit', () => ({
    events: auditEvents,
    pagination: { total: auditEvents.length, page: 1, limit: 50, pages: 1 },
  })),
  inbox: mockDataBy('/admin/contact-messages', () => inboxPage(inboxRows)),
  newsletterSubscribers: mockDataBy('/admin/newsletter/subscribers', () => subscriberPage(subscribers)),
  transactions: mockDataBy('/admin/transactions', () => transactionsPage(transactionRows, 57)),
  attention: mockData('/admin/transactions/attention', { items: attentionItems }),
  activeServices: mockData('/public/services/active', { services: activeServices }),
  catalogCategories: mockData('/admin/catalog/categories', { categories: adminCategories }),
  catalogServices: mockDataBy('/admin/catalog/services', () => servicesPage(adminServiceRows)),
  dueSoon: mockData('/admin/compliance/due-soon', { items: dueSoonItems, nextCursor: null }),
  extensions: mockData('/admin/compliance/extensions', { extensions }),
};
