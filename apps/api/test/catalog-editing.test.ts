import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../src/modules/audit/tables.js';
import {
  catalogEditors,
  fetchWithoutFollowing,
  publishedService,
  serviceInput,
  uniqueSlug,
} from './support/catalog-editor-fixtures.js';
import { type Browser, startPaymentsServer } from './support/payments-fixtures.js';
import { drivers, type TestServer } from './support/test-server.js';

describe.each(drivers)('catalog editing on %s', (driver) => {
  let server: TestServer;
  let admin: Browser;
  let operator: Browser;
  let category: { _id: string; slug: string };
  const publicGet = (path: string) =>
    fetch(`${server.baseUrl}/api${path}`).then(async (r) => [r.status, await r.json()]);
  const auditOf = (entityId: string) =>
    server.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityId, entityId)))
      .orderBy(auditEvents.createdAt, auditEvents.id);

  beforeAll(async () => {
    server = await startPaymentsServer(driver);
    ({ admin, operator, category } = await catalogEditors(server));
  });
  afterAll(() => server.close());

  it('creates a service as a draft customers cannot see, and publishes it everywhere at once', async () => {
    const input = serviceInput(category._id, { title: 'Draft Compliance Pack', tags: ['zebracrossing'] });
    const created = await admin.post('/admin/catalog/services', input);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ success: true, message: 'Service added as a draft' });
    const service = created.body.data.service;
    expect(service).toMatchObject({
      status: 'draft',
      title: 'Draft Compliance Pack',
      slug: input.slug,
      thumbnail: '',
      price: 2999,
      mrp: 4999,
      turnaroundDays: 7,
      categories: [{ _id: category._id, slug: category.slug, name: 'Tax Filings' }],
      previousSlugs: [],
    });

    // Warm every public read first, so a stale cache would show.
    const hidden = async () => {
      expect((await publicGet(`/public/services/${input.slug}`))[0]).toBe(404);
      const [, active] = await publicGet('/public/services/active');
      expect(active.data.services.map((s: { slug: string }) => s.slug)).not.toContain(input.slug);
      const [, search] = await publicGet('/public/services/search/services?query=zebracrossing');
      expect(search.data.totalResults).toBe(0);
      const [, page] = await publicGet(`/public/services/category/${category.slug}`);
      expect(page.data.services.map((s: { slug: string }) => s.slug)).not.toContain(input.slug);
    };
    await hidden();
    const drafts = await operator.get(
      `/admin/catalog/services?status=draft&q=${encodeURIComponent('compliance pack')}`,
    );
    expect(drafts.body.data.services.map((s: { _id: string }) => s._id)).toEqual([service._id]);

    const published = await admin.post(`/admin/catalog/services/${service._id}/publish`);
    expect(published.body.data.service.status).toBe('published');
    const [status, detail] = await publicGet(`/public/services/${input.slug}`);
    expect(status).toBe(200);
    expect(detail.data.service).toMatchObject({ title: 'Draft Compliance Pack', price: 2999, turnaroundDays: 7 });
    const [, search] = await publicGet('/public/services/search/services?query=zebracrossing');
    expect(search.data.services.map((s: { slug: string }) => s.slug)).toEqual([input.slug]);
    const [, page] = await publicGet(`/public/services/category/${category.slug}`);
    expect(page.data.services.map((s: { slug: string }) => s.slug)).toContain(input.slug);

    const unpublished = await admin.post(`/admin/catalog/services/${service._id}/unpublish`);
    expect(unpublished.body.data.service.status).toBe('draft');
    await hidden();

    expect((await auditOf(service._id)).map((event) => [event.action, event.before, event.after])).toEqual([
      [
        'service.create',
        null,
        expect.objectContaining({ status: 'draft', title: 'Draft Compliance Pack', price: 2999 }),
      ],
      ['service.publish', { status: 'draft' }, { status: 'published' }],
      ['service.unpublish', { status: 'published' }, { status: 'draft' }],
    ]);
  });

  it('shows an edit on the next request, and audits only the fields that changed', async () => {
    const input = serviceInput(category._id, { title: 'Old Title Registration' });
    const service = await publishedService(admin, input);
    expect((await publicGet(`/public/services/${input.slug}`))[1].data.service.title).toBe('Old Title Registration');
    const [, before] = await publicGet(`/public/services/category/${category.slug}`);
    expect(before.data.services.map((s: { title: string }) => s.title)).toContain('Old Title Registration');

    const saved = await admin.put(`/admin/catalog/services/${service._id}`, {
      ...input,
      title: 'New Title Registration',
      price: 3499,
    });
    expect(saved.status).toBe(200);
    expect((await publicGet(`/public/services/${input.slug}`))[1].data.service).toMatchObject({
      title: 'New Title Registration',
      price: 3499,
    });
    const [, after] = await publicGet(`/public/services/category/${category.slug}`);
    expect(after.data.services.map((s: { title: string }) => s.title)).toContain('New Title Registration');

    // Saving the same thing again changes nothing and records nothing.
    await admin.put(`/admin/catalog/services/${service._id}`, {
      ...input,
      title: 'New Title Registration',
      price: 3499,
    });
    const updates = (await auditOf(service._id)).filter((event) => event.action === 'service.update');
    expect(updates.map((event) => [event.before, event.after])).toEqual([
      [
        { title: 'Old Title Registration', price: 2999 },
        { title: 'New Title Registration', price: 3499 },
      ],
    ]);
  });

  it('keeps a renamed slug working with a 301, for the API and the page, through several renames', async () => {
    const first = uniqueSlug('llp-registration');
    const second = uniqueSlug('llp-incorporation');
    const third = uniqueSlug('llp-setup');
    const input = serviceInput(category._id, { slug: first, title: 'LLP Registration' });
    const service = await publishedService(admin, input);
    await admin.put(`/admin/catalog/services/${service._id}`, { ...input, slug: second });
    const renamed = await admin.put(`/admin/catalog/services/${service._id}`, { ...input, slug: third });
    expect(renamed.body.data.service).toMatchObject({ slug: third, previousSlugs: [first, second] });

    for (const old of [first, second]) {
      expect(await fetchWithoutFollowing(server, `/api/public/services/${old}`)).toMatchObject({
        status: 301,
        location: `/api/public/services/${third}`,
      });
      expect(await fetchWithoutFollowing(server, `/service/${old}?from=mail`)).toMatchObject({
        status: 301,
        location: `/service/${third}?from=mail`,
      });
    }
    // A client that follows redirects (the storefront's fetch) gets the service itself.
    const followed = await fetch(`${server.baseUrl}/api/public/services/${first}`);
    expect(((await followed.json()) as { data: { service: { slug: string } } }).data.service.slug).toBe(third);

    // Taking the first slug back makes it live again; the others now lead to it.
    await admin.put(`/admin/catalog/services/${service._id}`, { ...input, slug: first });
    expect((await publicGet(`/public/services/${first}`))[0]).toBe(200);
    expect((await fetchWithoutFollowing(server, `/service/${third}`)).location).toBe(`/service/${first}`);

    // A draft has no page under any slug: no redirect to it either.
    await admin.post(`/admin/catalog/services/${service._id}/unpublish`);
    expect((await fetchWithoutFollowing(server, `/api/public/services/${second}`)).status).toBe(404);
    expect((await fetchWithoutFollowing(server, `/service/${second}`)).status).not.toBe(301);
  });

  it('redirects a renamed category (API with its query, and the page)', async () => {
    const { _id } = (await admin.post('/admin/catalog/categories', { name: 'Trademarks', slug: uniqueSlug('tm') })).body
      .data.category;
    const old = (await operator.get(`/admin/catalog/categories/${_id}`)).body.data.category.slug;
    const next = uniqueSlug('trademarks');
    const saved = await admin.put(`/admin/catalog/categories/${_id}`, { name: 'Trademarks & IP', slug: next });
    expect(saved.body.data.category).toMatchObject({ name: 'Trademarks & IP', slug: next, previousSlugs: [old] });
    expect(await fetchWithoutFollowing(server, `/api/public/services/category/${old}?page=1&limit=12`)).toMatchObject({
      status: 301,
      location: `/api/public/services/category/${next}?page=1&limit=12`,
    });
    expect(await fetchWithoutFollowing(server, `/category/${old}`)).toMatchObject({
      status: 301,
      location: `/category/${next}`,
    });
    expect((await auditOf(_id)).map((event) => [event.action, event.before, event.after])).toEqual([
      ['category.create', null, { name: 'Trademarks', slug: old, description: '' }],
      ['category.update', { name: 'Trademarks', slug: old }, { name: 'Trademarks & IP', slug: next }],
    ]);
  });

  it('refuses a slug another service or category has (409) and writes nothing', async () => {
    const taken = await publishedService(admin, serviceInput(category._id));
    const duplicate = await admin.post('/admin/catalog/services', serviceInput(category._id, { slug: taken.slug }));
    expect(duplicate.status).toBe(409);
    expect(duplicate.body).toEqual({ success: false, message: 'Another service already uses this slug' });

    const other = await publishedService(admin, serviceInput(category._id));
    const rename = await admin.put(
      `/admin/catalog/services/${other._id}`,
      serviceInput(category._id, { slug: taken.slug }),
    );
    expect(rename.status).toBe(409);
    expect((await auditOf(other._id)).map((event) => event.action)).toEqual(['service.create', 'service.publish']);

    const categoryTaken = await admin.post('/admin/catalog/categories', { name: 'Again', slug: category.slug });
    expect(categoryTaken.status).toBe(409);
  });

  it('answers 422 for mrp below price, unknown categories, reserved slugs and unsound form definitions', async () => {
    const refused = async (overrides: Record<string, unknown>) => {
      const answer = await admin.post('/admin/catalog/services', serviceInput(category._id, overrides));
      expect(answer.status).toBe(422);
      return answer.body.errors;
    };
    expect(await refused({ price: 5000, mrp: 4999 })).toEqual([
      { field: 'mrp', message: 'MRP must not be lower than the price' },
    ]);
    expect(await refused({ categoryIds: [category._id, '00000000-0000-4000-8000-000000000000'] })).toEqual([
      { field: 'categoryIds[1]', message: 'No category has this id' },
    ]);
    expect(await refused({ slug: 'search' })).toEqual([
      { field: 'slug', message: `"search" is reserved by the API's paths` },
    ]);
    expect(
      await refused({
        fields: [
          { name: 'entity', label: 'Entity type', type: 'dropdown', required: true },
          {
            name: 'about',
            label: 'About',
            type: 'textarea',
            required: false,
            validations: { minChars: 50, maxChars: 10 },
          },
          { name: 'pan', label: 'PAN', type: 'file', required: true, validations: { fileTypes: ['pdf', 'exe'] } },
          { name: 'age', label: 'Age', type: 'number', required: false, validations: { maxChars: 3 } },
          { name: 'age', label: 'Again', type: 'date', required: false },
        ],
      }),
    ).toEqual([
      { field: 'fields[0].options', message: 'a dropdown needs options' },
      { field: 'fields[1].validations.minChars', message: 'must not exceed maxChars' },
      {
        field: 'fields[2].validations.fileTypes',
        message: 'exe cannot be uploaded (allowed: pdf, jpg, jpeg, png, webp, docx, xlsx)',
      },
      { field: 'fields[3].validations.maxChars', message: 'only applies to text, textarea fields, not number' },
      { field: 'fields[4].name', message: 'duplicate field name "age" (first at [3].name)' },
    ]);
    // Unknown keys in a field definition are malformed, not stored.
    const unknownKey = await admin.post(
      '/admin/catalog/services',
      serviceInput(category._id, { fields: [{ name: 'a', label: 'A', type: 'text', required: true, colour: 'red' }] }),
    );
    expect(unknownKey.status).toBe(400);
  });

  it('stores a description sanitized with the import policy: script and event handlers never reach a page', async () => {
    const input = serviceInput(category._id, {
      description:
        '<p>Safe <strong>text</strong></p><script>alert(1)</script><img src=x onerror=alert(1)>' +
        '<a href="javascript:alert(1)" onclick="alert(1)">link</a><h2 style="color:red">Steps</h2>',
    });
    const service = await publishedService(admin, input);
    const stored = (await operator.get(`/admin/catalog/services/${service._id}`)).body.data.service.description;
    expect(stored).toBe('<p>Safe <strong>text</strong></p><a>link</a><h2>Steps</h2>');
    const served = (await publicGet(`/public/services/${input.slug}`))[1].data.service.description;
    expect(served).toBe(stored);
    for (const text of [stored, served]) expect(text).not.toMatch(/script|onerror|onclick|javascript|alert/);
  });

  it('lets operators read the catalog but only admins change it', async () => {
    const service = await publishedService(admin, serviceInput(category._id));
    expect((await operator.get('/admin/catalog/categories')).status).toBe(200);
    expect((await operator.get(`/admin/catalog/services/${service._id}`)).status).toBe(200);
    for (const answer of [
      await operator.put(`/admin/catalog/services/${service._id}`, serviceInput(category._id)),
      await operator.post(`/admin/catalog/services/${service._id}/unpublish`),
      await operator.post('/admin/catalog/services', serviceInput(category._id)),
      await operator.post('/admin/catalog/categories', { name: 'X', slug: uniqueSlug('x') }),
    ]) {
      expect(answer.status).toBe(403);
    }
    expect((await publicGet(`/public/services/${service.slug}`))[0]).toBe(200);
    const list = await operator.get(`/admin/catalog/categories`);
    expect(list.body.data.categories).toContainEqual(
      expect.objectContaining({
        _id: category._id,
        serviceCount: expect.any(Number),
        publishedServiceCount: expect.any(Number),
      }),
    );
  });
});
