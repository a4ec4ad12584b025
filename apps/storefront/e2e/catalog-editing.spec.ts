import { newCustomer, registerAndVerify } from './support/customer';
import { DEMO_ADMIN, staffHeaders } from './support/staff';
import { expect, test } from './support/test';

// The back office's catalog edits as customers meet them: the server-rendered service page shows an edit on the
// next request, an old slug answers 301, a description's script never runs, and unpublishing hides the service
// but not a customer's submission.

test('catalog edits reach the rendered service page at once, old slugs redirect, drafts are not found', async ({
  page,
  request,
}, testInfo) => {
  const headers = await staffHeaders(request, DEMO_ADMIN);
  const categories = (await (await request.get('/api/admin/catalog/categories', { headers })).json()).data.categories;
  const stamp = `${testInfo.project.name}-${Date.now().toString(36)}`;
  const input = {
    title: `Catalog Journey ${stamp}`,
    slug: `catalog-journey-${stamp}`,
    metaDescription: 'A service made by the catalog editor.',
    description: '<p>Safe words</p><script>alert(1)</script><img src=x onerror=alert(1)><h3>Steps</h3>',
    price: 1999,
    mrp: 2999,
    discountable: true,
    turnaroundDays: 5,
    categoryIds: [categories[0]._id],
    tags: ['Journey'],
    faqs: [{ q: 'Is it quick?', a: 'Yes.' }],
    fields: [{ name: 'companyName', label: 'Company name', type: 'text', required: true }],
    submitLabel: null,
  };
  const created = await request.post('/api/admin/catalog/services', { headers, data: input });
  expect(created.status()).toBe(201);
  const id = (await created.json()).data.service._id;
  // A draft has no page yet.
  expect((await request.get(`/api/public/services/${input.slug}`)).status()).toBe(404);
  expect((await request.post(`/api/admin/catalog/services/${id}/publish`, { headers })).ok()).toBe(true);

  // The page as the server sends it, before any script: the title, and the description without its script.
  const rendered = await (await request.get(`/service/${input.slug}`)).text();
  expect(rendered).toContain(`>${input.title}</h1>`);
  expect(rendered).toContain('<p>Safe words</p>');
  expect(rendered).not.toMatch(/<script>alert|onerror|<img src="?x/);

  const edited = { ...input, title: `Edited Journey ${stamp}` };
  expect((await request.put(`/api/admin/catalog/services/${id}`, { headers, data: edited })).ok()).toBe(true);
  expect(await (await request.get(`/service/${input.slug}`)).text()).toContain(`>${edited.title}</h1>`);

  const renamed = { ...edited, slug: `catalog-journey-renamed-${stamp}` };
  expect((await request.put(`/api/admin/catalog/services/${id}`, { headers, data: renamed })).ok()).toBe(true);
  const moved = await request.get(`/service/${input.slug}`, { maxRedirects: 0 });
  expect(moved.status()).toBe(301);
  expect(moved.headers().location).toBe(`/service/${renamed.slug}`);

  // In the browser, the old address lands on the page, and the description's script never runs.
  const dialogs: string[] = [];
  page.on('dialog', async (dialog) => {
    dialogs.push(dialog.message());
    await dialog.dismiss();
  });
  await registerAndVerify(page, request, newCustomer('Meera Iyer'));
  await page.goto(`/service/${input.slug}`);
  await expect(page).toHaveURL(new RegExp(`/service/${renamed.slug}$`));
  await expect(page.getByRole('heading', { level: 1, name: edited.title })).toBeVisible();
  await expect(page.getByText('Safe words')).toBeVisible();
  const form = page.getByRole('form', { name: 'Application form' });
  await form.getByLabel('Company name').fill('Iyer Textiles');
  await form.getByRole('button', { name: 'Submit Application' }).click();
  await page.getByRole('dialog', { name: 'Proceed to Payment' }).getByRole('button', { name: 'Skip for now' }).click();
  await expect(page).toHaveURL(/\/submissions\/[0-9a-f-]+$/);
  const submission = page.url();

  // Unpublished: no page for anyone, but the customer's submission still shows it.
  expect((await request.post(`/api/admin/catalog/services/${id}/unpublish`, { headers })).ok()).toBe(true);
  await page.goto(`/service/${renamed.slug}`);
  await expect(page.getByRole('heading', { name: 'Service Not Found', level: 1 })).toBeVisible();
  await page.goto(submission);
  await expect(page.getByText(edited.title).first()).toBeVisible();
  expect(dialogs).toEqual([]);
});
