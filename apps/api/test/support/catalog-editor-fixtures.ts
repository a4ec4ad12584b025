import { expect } from 'vitest';
import { type Browser, browser } from './payments-fixtures.js';
import { staffTokenFor } from './staff-fixtures.js';
import type { TestServer } from './test-server.js';

let counter = 0;
/** A slug no other test of the run uses. */
export const uniqueSlug = (stem: string) =>
  `${stem}-${process.pid}-${++counter}-${Math.random().toString(36).slice(2, 7)}`;

/** What the editor sends for a service: a complete, valid CatalogServiceInput to override field by field. */
export function serviceInput(categoryId: string, overrides: Record<string, unknown> = {}) {
  return {
    title: 'GST Registration',
    slug: uniqueSlug('gst-registration'),
    metaDescription: 'Register for GST online.',
    description: '<p>We file your GST registration.</p>',
    price: 2999,
    mrp: 4999,
    discountable: true,
    turnaroundDays: 7,
    sacCode: '998231',
    categoryIds: [categoryId],
    tags: ['GST', 'Tax'],
    faqs: [{ q: 'How long does it take?', a: 'About a week.' }],
    fields: [{ name: 'companyName', label: 'Company name', type: 'text', required: true }],
    submitLabel: null,
    ...overrides,
  };
}

/** An admin's and an operator's browsers, and a fresh category to put services in. */
export async function catalogEditors(server: TestServer) {
  const admin = browser(server, (await staffTokenFor(server, 'admin')).token);
  const operator = browser(server, (await staffTokenFor(server, 'operator')).token);
  const created = await admin.post('/admin/catalog/categories', {
    name: 'Tax Filings',
    slug: uniqueSlug('tax-filings'),
    description: 'Returns and registrations.',
  });
  expect(created.status).toBe(201);
  return { admin, operator, category: created.body.data.category as { _id: string; slug: string } };
}

/** Creates a service through the editor (a draft) and publishes it; returns the published service. */
export async function publishedService(admin: Browser, input: ReturnType<typeof serviceInput>) {
  const created = await admin.post('/admin/catalog/services', input);
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const published = await admin.post(`/admin/catalog/services/${created.body.data.service._id}/publish`);
  expect(published.status).toBe(200);
  return published.body.data.service as { _id: string; slug: string; title: string };
}

/** One request that does not follow redirects: what a crawler or an old bookmark gets. */
export async function fetchWithoutFollowing(server: TestServer, path: string) {
  const response = await fetch(`${server.baseUrl}${path}`, { redirect: 'manual' });
  return { status: response.status, location: response.headers.get('location'), text: await response.text() };
}
