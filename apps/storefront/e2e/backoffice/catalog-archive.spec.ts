import { addStaff, DEMO_ADMIN, newStaffAccount, signInStaff, staffHeaders } from '../support/staff';
import { expect, test } from '../support/test';

// Archiving in the catalog editor retires a published service: the store's page, search and sitemap lose it on the
// next request (the paid submissions it leaves behind are worked in catalog-editing-submissions.test.ts).
test('archiving a service removes it from the storefront', async ({ page, request }) => {
  test.slow();
  const stamp = Date.now().toString(36);
  const slug = `archive-journey-${stamp}`;
  const title = `Archive Journey ${stamp}`;
  const headers = await staffHeaders(request, DEMO_ADMIN);
  const categories = (await (await request.get('/api/admin/catalog/categories', { headers })).json()).data.categories;
  const created = await request.post('/api/admin/catalog/services', {
    headers,
    data: {
      title,
      slug,
      metaDescription: 'Made for the archive journey.',
      description: '<p>Soon retired.</p>',
      price: 1499,
      mrp: 1999,
      discountable: false,
      turnaroundDays: 5,
      categoryIds: [categories[0]._id],
      tags: [`archivetag${stamp}`],
      faqs: [],
      fields: [{ name: 'companyName', label: 'Company name', type: 'text', required: true }],
    },
  });
  const id = (await created.json()).data.service._id as string;
  expect((await request.post(`/api/admin/catalog/services/${id}/publish`, { headers })).ok()).toBe(true);
  await page.goto(`/service/${slug}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

  const admin = newStaffAccount(`Ritu Das ${stamp}`);
  await addStaff(request, admin, 'admin');
  await signInStaff(page, request, admin, `/backoffice/catalog/services/${id}`);
  await page.getByRole('button', { name: 'Archive' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Archive this service?' });
  await confirm.getByRole('button', { name: 'Archive' }).click();
  await expect(page.getByRole('button', { name: 'Restore' })).toBeVisible();
  await expect(page.getByRole('form', { name: 'Service' }).getByText('Archived', { exact: true })).toBeVisible();

  await page.goto(`/service/${slug}`);
  await expect(page.getByRole('heading', { name: 'Service Not Found', level: 1 })).toBeVisible();
  await page.goto(`/search?q=archivetag${stamp}`);
  await expect(page.getByRole('link', { name: title })).toHaveCount(0);
  expect(await (await request.get('/sitemap.xml')).text()).not.toContain(`/service/${slug}<`);
  const active = (await (await request.get('/api/public/services/active')).json()).data.services;
  expect(active.map((service: { slug: string }) => service.slug)).not.toContain(slug);
});
