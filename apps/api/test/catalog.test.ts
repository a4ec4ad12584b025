import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SYNTHETIC_CATEGORY_COUNT, syntheticCatalog } from '../scripts/synthetic-catalog.js';
import { importCatalog } from '../src/modules/catalog/import.js';
import { services } from '../src/modules/catalog/tables.js';
import type {
  CategoryWithServices,
  Pagination,
  ServiceDetail,
  ServiceSummary,
} from '../src/platform/http/contract-types.js';
import { call, loadCatalogFixture } from './fixtures/catalog-fixture.js';
import { drivers, startTestServer, type TestServer } from './support/test-server.js';

type Envelope<T> = { success: boolean; message?: string; data: T; errors?: { field?: string; message: string }[] };
type CategoryPage = {
  category: CategoryWithServices;
  services: ServiceSummary[];
  pagination: Pagination;
  totalResults: number;
};

const slugs = (services: ServiceSummary[]) => services.map((service) => service.slug);

// Every response below is also checked against openapi.yaml by the test server.
describe.each(drivers)('catalog endpoints on %s', (driver) => {
  let server: TestServer;
  const get = <T>(path: string) => call<Envelope<T>>(server.baseUrl, path);
  const post = <T>(path: string, body: unknown) => call<Envelope<T>>(server.baseUrl, path, body);

  beforeAll(async () => {
    server = await startTestServer(driver);
    await loadCatalogFixture(server.database.db);
  });
  afterAll(() => server.close());

  describe('active services', () => {
    it('lists every active service in catalog order with rupee prices, and never an inactive one', async () => {
      const { status, body } = await get<{ services: ServiceSummary[] }>('/public/services/active');
      expect(status).toBe(200);
      expect(body.data.services).toHaveLength(11);
      expect(body.data.services[0]).toMatchObject({
        slug: 'private-limited-company-registration',
        title: 'Private Limited Company Registration',
        thumbnail: 'catalog/private-limited-company-registration.svg',
        price: 6999,
        mrp: 9999,
        discountable: true,
        tags: ['Company', 'Registration', 'MCA'],
        categories: [{ name: 'Company Registration', slug: 'company-registration' }],
      });
      expect(slugs(body.data.services)).not.toContain('dormant-company-filing');
    });
  });

  describe('service by slug', () => {
    it('returns the whole service: description, FAQs, form fields and submit label', async () => {
      const { status, body } = await get<{ service: ServiceDetail }>(
        '/public/services/private-limited-company-registration',
      );
      expect(status).toBe(200);
      const { service } = body.data;
      expect(service.description).toBe('<p>Private Limited Company Registration handled end to end by our team.</p>');
      expect(service.faqs[0]).toEqual({
        q: 'How long does Private Limited Company Registration take?',
        a: 'Usually two to three weeks.',
      });
      expect(service.fields.map((field) => field.type)).toEqual([
        'text',
        'email',
        'number',
        'file',
        'dropdown',
        'date',
      ]);
      expect(service.fields[4]).toMatchObject({ validations: { multipleSelect: true, includeOther: true } });
      expect(service.submit_label).toBe('Submit application');
      expect(service.turnaroundDays).toBe(15);
    });

    it('answers 404 "Service not found" for an unknown or an inactive service', async () => {
      for (const slug of ['no-such-service', 'dormant-company-filing']) {
        const { status, body } = await get(`/public/services/${slug}`);
        expect(status).toBe(404);
        expect(body).toEqual({ success: false, message: 'Service not found' });
      }
    });

    it('strips script, event handlers, styles, iframes and javascript: links from an imported description', async () => {
      const { body } = await get<{ service: ServiceDetail }>('/public/services/copyright-registration');
      const html = body.data.service.description;
      expect(html).toContain('<p>Protect your <strong>creative work</strong>.</p>');
      expect(html).toContain('<a href="https://copyright.gov.in">Copyright Office</a>');
      expect(html).toContain('<a>tap here</a>');
      expect(html).not.toMatch(/script|onerror|onclick|style=|javascript:|<img|<iframe|alert/i);
    });

    it('cleans a description written around the API (straight into the table) before serving it', async () => {
      await server.database.db
        .update(services)
        .set({ description: '<p>Filed <em>monthly</em>.</p><script>alert(1)</script><p onclick="alert(2)">x</p>' })
        .where(eq(services.slug, 'gst-return-filing'));
      const { body } = await get<{ service: ServiceDetail }>('/public/services/gst-return-filing');
      expect(body.data.service.description).toBe('<p>Filed <em>monthly</em>.</p><p>x</p>');
    });
  });

  describe('top categories', () => {
    it('lists categories with active services, each with its services and active-only count', async () => {
      const { status, body } = await get<{ categoriesWithServices: CategoryWithServices[] }>(
        '/services/top-categories',
      );
      expect(status).toBe(200);
      const categories = body.data.categoriesWithServices;
      expect(categories.map((category) => [category.slug, category.count])).toEqual([
        ['company-registration', 5],
        ['trademark-ip', 3],
        ['gst-tax', 2],
        ['licences', 1],
      ]);
      expect(slugs(categories[0]?.services ?? [])).toEqual([
        'private-limited-company-registration',
        'llp-registration',
        'opc-registration',
        'partnership-firm-registration',
        'section-8-company-registration',
      ]);
    });

    it('hides a category whose only service is inactive and a category with no services', async () => {
      const { body } = await get<{ categoriesWithServices: CategoryWithServices[] }>('/services/top-categories');
      const shown = body.data.categoriesWithServices.map((category) => category.slug);
      expect(shown).not.toContain('dormant');
      expect(shown).not.toContain('import-export');
    });

    it('honours the limit', async () => {
      const { body } = await get<{ categoriesWithServices: CategoryWithServices[] }>(
        '/services/top-categories?limit=2',
      );
      expect(body.data.categoriesWithServices.map((category) => category.slug)).toEqual([
        'company-registration',
        'trademark-ip',
      ]);
    });

    it('lists only as many services per category as asked, with the full count', async () => {
      const { body } = await get<{ categoriesWithServices: CategoryWithServices[] }>(
        '/services/top-categories?limit=1&servicesPerCategory=2',
      );
      const [first] = body.data.categoriesWithServices;
      expect(first?.count).toBe(5);
      expect(slugs(first?.services ?? [])).toEqual(['private-limited-company-registration', 'llp-registration']);
    });
  });

  describe('category page', () => {
    const page = (query: string) => get<CategoryPage>(`/public/services/category/company-registration${query}`);

    it('returns the category and its first page with the default limit of 12', async () => {
      const { status, body } = await page('');
      expect(status).toBe(200);
      expect(body.data.category).toMatchObject({ name: 'Company Registration', count: 5 });
      expect(body.data.pagination).toEqual({ total: 5, page: 1, limit: 12, pages: 1 });
      expect(body.data.totalResults).toBe(5);
      expect(body.data.services).toHaveLength(5);
    });

    it('pages without overlap or gaps, and the last page holds the remainder', async () => {
      const pages = await Promise.all([1, 2, 3].map((n) => page(`?page=${n}&limit=2`)));
      expect(pages.map(({ body }) => body.data.services.length)).toEqual([2, 2, 1]);
      expect(pages[2]?.body.data.pagination).toEqual({ total: 5, page: 3, limit: 2, pages: 3 });
      const all = pages.flatMap(({ body }) => slugs(body.data.services));
      expect(new Set(all).size).toBe(5);
      expect(all).toEqual(slugs((await page('')).body.data.services));
    });

    it('refuses a page past the last one with a clear 400, however far past', async () => {
      const { status, body } = await page('?page=4&limit=2');
      expect(status).toBe(400);
      expect(body).toMatchObject({ success: false, message: 'Page 4 does not exist: pages run from 1 to 3' });
      const far = await page('?page=99999999999999999999&limit=50');
      expect(far.status).toBe(400);
      expect(far.body.message).toMatch(/^Page \d+ does not exist: pages run from 1 to 1$/);
    });

    it('refuses page 0, negative and non-numeric limits, and limits above 50', async () => {
      for (const query of ['?page=0', '?limit=-1', '?limit=abc', '?limit=51', '?page=two', '?limit=2.5']) {
        const { status, body } = await page(query);
        expect(status, query).toBe(400);
        expect(body.success).toBe(false);
        expect(body.message, query).toMatch(/page|limit/);
      }
    });

    it('accepts the largest limit, 50', async () => {
      const { status, body } = await page('?limit=50');
      expect(status).toBe(200);
      expect(body.data.pagination).toEqual({ total: 5, page: 1, limit: 50, pages: 1 });
    });

    it('shows a category without services as empty (count 0, page 1 of 0), not as an error', async () => {
      const { status, body } = await get<CategoryPage>('/public/services/category/import-export');
      expect(status).toBe(200);
      expect(body.data.category).toMatchObject({ slug: 'import-export', count: 0 });
      expect(body.data.services).toEqual([]);
      expect(body.data.pagination).toEqual({ total: 0, page: 1, limit: 12, pages: 0 });
      expect((await get('/public/services/category/import-export?page=2')).status).toBe(400);
    });

    it('does not count or list inactive services', async () => {
      const { body } = await get<CategoryPage>('/public/services/category/dormant');
      expect(body.data.category.count).toBe(0);
      expect(body.data.services).toEqual([]);
    });

    it('answers 404 "Category not found" for an unknown slug', async () => {
      const { status, body } = await get('/public/services/category/no-such-category');
      expect(status).toBe(404);
      expect(body).toEqual({ success: false, message: 'Category not found' });
    });
  });

  describe('related services', () => {
    async function serviceNamed(slug: string) {
      return (await get<{ service: ServiceDetail }>(`/public/services/${slug}`)).body.data.service;
    }

    it('lists services sharing a category or tag, never the service itself or an inactive one', async () => {
      const llp = await serviceNamed('llp-registration');
      const { status, body } = await post<{ services: ServiceSummary[] }>('/public/services/related', {
        serviceId: llp._id,
        categories: llp.categories.map((category) => category._id),
        tags: llp.tags,
        limit: 15,
      });
      expect(status).toBe(200);
      const related = slugs(body.data.services);
      expect(related).not.toContain('llp-registration');
      expect(related).not.toContain('dormant-company-filing');
      // Same category and the 'Registration' tag rank above a shared tag alone.
      expect(related.slice(0, 4).sort()).toEqual([
        'opc-registration',
        'partnership-firm-registration',
        'private-limited-company-registration',
        'section-8-company-registration',
      ]);
      expect(related.slice(4)).toEqual(['gst-registration']);
    });

    it('uses the service’s own categories and tags when the request leaves them out, and honours limit', async () => {
      const gst = await serviceNamed('gst-registration');
      const { body } = await post<{ services: ServiceSummary[] }>('/public/services/related', {
        serviceId: gst._id,
        limit: 1,
      });
      expect(slugs(body.data.services)).toEqual(['gst-return-filing']);
    });

    it('matches tags case-insensitively and ignores control characters in them', async () => {
      const { status, body } = await post<{ services: ServiceSummary[] }>('/public/services/related', {
        serviceId: crypto.randomUUID(),
        categories: [],
        tags: ['gst\u0001', 'COMPLIANCE'],
      });
      expect(status).toBe(200);
      expect(slugs(body.data.services)).toEqual(['gst-return-filing', 'gst-registration']);
      // NUL is no text PostgreSQL can store: the contract refuses it before any query runs.
      const nul = await post('/public/services/related', { serviceId: crypto.randomUUID(), tags: ['gst\u0000'] });
      expect(nul.status).toBe(400);
    });

    it('refuses a limit above 15 (spec 9) and a missing serviceId', async () => {
      expect((await post('/public/services/related', { serviceId: crypto.randomUUID(), limit: 16 })).status).toBe(400);
      expect((await post('/public/services/related', { tags: ['GST'] })).status).toBe(400);
    });
  });
});

describe.each(drivers)('top categories of a large catalog on %s', (driver) => {
  it('list at most 24 services per category (the contract says so), with the full count', async () => {
    const server = await startTestServer(driver);
    try {
      // About 30 services per category, so every category has more than the top list shows.
      const imported = await importCatalog(server.database.db, syntheticCatalog(SYNTHETIC_CATEGORY_COUNT * 30));
      expect(imported.ok).toBe(true);
      const { status, body } = await call<Envelope<{ categoriesWithServices: CategoryWithServices[] }>>(
        server.baseUrl,
        '/services/top-categories?limit=50',
      );
      expect(status).toBe(200);
      const categories = body.data.categoriesWithServices;
      expect(categories.filter((category) => category.count > 24)).not.toHaveLength(0);
      for (const category of categories) expect(category.services).toHaveLength(Math.min(category.count, 24));
    } finally {
      await server.close();
    }
  }, 60_000);
});
