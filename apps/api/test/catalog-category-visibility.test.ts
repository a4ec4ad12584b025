import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogEditors, publishedService, serviceInput, uniqueSlug } from './support/catalog-editor-fixtures.js';
import { type Browser, startPaymentsServer } from './support/payments-fixtures.js';
import { drivers, type TestServer } from './support/test-server.js';

// Staff hide categories from customers and put them in the order menus show.

describe.each(drivers)('hiding and ordering categories on %s', (driver) => {
  let server: TestServer;
  let admin: Browser;
  let operator: Browser;
  let category: { _id: string; slug: string };
  const publicGet = (path: string) =>
    fetch(`${server.baseUrl}/api${path}`).then(async (r) => [r.status, await r.json()] as const);
  const menu = async () =>
    (await publicGet('/services/top-categories?limit=50'))[1].data.categoriesWithServices.map(
      (row: { slug: string }) => row.slug,
    );

  beforeAll(async () => {
    server = await startPaymentsServer(driver);
    ({ admin, operator, category } = await catalogEditors(server));
  });
  afterAll(() => server.close());

  it('takes a hidden category out of menus, its page, service cards and the sitemap; its services stay listed', async () => {
    const input = serviceInput(category._id, { title: 'Udyam Registration' });
    await publishedService(admin, input);
    expect(await menu()).toContain(category.slug);

    const hidden = await admin.post(`/admin/catalog/categories/${category._id}/hide`);
    expect(hidden.status).toBe(200);
    expect(hidden.body.data.category).toMatchObject({ hidden: true });
    expect(await menu()).not.toContain(category.slug);
    expect((await publicGet(`/public/services/category/${category.slug}?page=1&limit=12`))[0]).toBe(404);
    const [status, page] = await publicGet(`/public/services/${input.slug}`);
    expect(status).toBe(200);
    expect(page.data.service.categories).toEqual([]);
    const sitemap = await (await fetch(`${server.baseUrl}/sitemap.xml`)).text();
    expect(sitemap).not.toContain(`/category/${category.slug}<`);
    expect(sitemap).toContain(`/service/${input.slug}<`);
    // The editor still shows the category and the service's link to it.
    const editor = (await operator.get('/admin/catalog/categories')).body.data.categories;
    expect(editor.find((row: { _id: string }) => row._id === category._id)).toMatchObject({ hidden: true });

    const shown = await admin.post(`/admin/catalog/categories/${category._id}/show`);
    expect(shown.body.data.category).toMatchObject({ hidden: false });
    expect(await menu()).toContain(category.slug);
  });

  it('puts categories in the order staff give, refusing a list that misses one (422); only admins may', async () => {
    const second = (await admin.post('/admin/catalog/categories', { name: 'Licences', slug: uniqueSlug('licences') }))
      .body.data.category;
    await publishedService(admin, serviceInput(second._id, { title: 'FSSAI Licence' }));
    const ids = (await operator.get('/admin/catalog/categories')).body.data.categories.map(
      (row: { _id: string }) => row._id,
    );
    const reversed = [...ids].reverse();
    expect((await operator.put('/admin/catalog/categories/order', { categoryIds: reversed })).status).toBe(403);
    const missing = await admin.put('/admin/catalog/categories/order', { categoryIds: reversed.slice(1) });
    expect(missing.status).toBe(422);

    const saved = await admin.put('/admin/catalog/categories/order', { categoryIds: reversed });
    expect(saved.status).toBe(200);
    expect(saved.body.data.categories.map((row: { _id: string }) => row._id)).toEqual(reversed);
    const slugs = saved.body.data.categories.map((row: { slug: string }) => row.slug);
    const shown = await menu();
    expect(shown).toEqual(slugs.filter((slug: string) => shown.includes(slug)));
    expect(shown.indexOf(second.slug)).toBeLessThan(shown.indexOf(category.slug));
  });
});
