import { expectNoAxeViolations } from '../support/axe';
import { addStaff, DEMO_ADMIN, newStaffAccount, signInStaff, staffHeaders } from '../support/staff';
import { expect, test } from '../support/test';

// The catalog editor as an admin uses it: a new admin signs in through the UI, edits a draft's price, description
// and what its price includes, and publishes it; the server-rendered service page shows them on the next request;
// a renamed slug answers 301 from the old address; and markup typed into the rich-text editor is kept as words,
// never as markup (catalog-editing.spec.ts sends raw HTML through the API; this is the editor's side).

const PAYLOAD = '<script>alert(1)</script><img src=x onerror=alert(2)>';

test('an admin edits price and description, publishes, renames the slug; the store follows at once', async ({
  page,
  request,
}) => {
  test.slow();
  const stamp = Date.now().toString(36);
  const slug = `editor-journey-${stamp}`;
  const headers = await staffHeaders(request, DEMO_ADMIN);
  const categories = (await (await request.get('/api/admin/catalog/categories', { headers })).json()).data.categories;
  const created = await request.post('/api/admin/catalog/services', {
    headers,
    data: {
      title: `Editor Journey ${stamp}`,
      slug,
      metaDescription: 'Made for the catalog editor journey.',
      description: '<p>First words.</p>',
      price: 1999,
      mrp: 2999,
      discountable: true,
      turnaroundDays: 5,
      categoryIds: [categories[0]._id],
      tags: [],
      faqs: [],
      fields: [{ name: 'companyName', label: 'Company name', type: 'text', required: true }],
    },
  });
  expect(created.status()).toBe(201);
  const id = (await created.json()).data.service._id as string;

  const admin = newStaffAccount(`Kavya Rao ${stamp}`);
  await addStaff(request, admin, 'admin');
  await signInStaff(page, request, admin, `/backoffice/catalog?q=${slug}`);
  const dialogs: string[] = [];
  page.on('dialog', async (dialog) => {
    dialogs.push(dialog.message());
    await dialog.dismiss();
  });

  await page.getByRole('link', { name: `Editor Journey ${stamp}` }).click();
  await expect(page).toHaveURL(new RegExp(`/backoffice/catalog/services/${id}$`));
  await expect(page.getByRole('heading', { level: 1, name: `Editor Journey ${stamp}` })).toBeVisible();
  await page.getByRole('textbox', { name: /^Price/ }).fill('4321');
  await page.getByRole('textbox', { name: /^MRP/ }).fill('3000');
  // The form's own rule (mrp ≥ price, shared with the server) stops it before any call.
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByText('MRP must not be lower than the price')).toBeVisible();
  await page.getByRole('textbox', { name: /^MRP/ }).fill('5000');

  const description = page.getByRole('textbox', { name: 'Description', exact: true });
  await description.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('Fast filing. ');
  const toolbar = page.getByRole('toolbar', { name: 'Description formatting' });
  await toolbar.getByRole('button', { name: 'Bold' }).click();
  await expect(toolbar.getByRole('button', { name: 'Bold' })).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.type(PAYLOAD);
  await page.getByRole('textbox', { name: /^What is included/ }).fill('Filing within a week');
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Publish' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Publish this service?' });
  await confirm.getByRole('button', { name: 'Publish' }).click();
  // The page says it: the status reads published and the action turns into Unpublish.
  await expect(page.getByRole('button', { name: 'Unpublish' })).toBeVisible();
  await expect(page.getByRole('form', { name: 'Service' }).getByText('Published', { exact: true })).toBeVisible();
  // The sanitized result the server kept: the typed markup as words, in bold.
  const saved = page.getByRole('region', { name: 'Saved description' });
  await expect(saved.locator('strong')).toHaveText(PAYLOAD);
  await expect(saved.locator('script, img')).toHaveCount(0);

  // The server-rendered page shows the new price on the next request, and the payload only as text.
  const rendered = await (await request.get(`/service/${slug}`)).text();
  expect(rendered).toContain('4,321');
  expect(rendered).toContain('Filing within a week');
  expect(rendered).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  expect(rendered).not.toMatch(/<script>alert|<img src="?x/);

  // A new slug: the form says the old address keeps working, and it does (301).
  const slugBox = page.getByRole('textbox', { name: /^Slug/ });
  await slugBox.fill(`${slug}-renamed`);
  await expect(slugBox).toHaveAccessibleDescription(
    `After saving, the old address /service/${slug} keeps working: it redirects (301) to /service/${slug}-renamed.`,
  );
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText(`Earlier slugs, still redirecting here: ${slug}`)).toBeVisible();
  const moved = await request.get(`/service/${slug}`, { maxRedirects: 0 });
  expect(moved.status()).toBe(301);
  expect(moved.headers().location).toBe(`/service/${slug}-renamed`);

  // The store, in the browser: the old address lands on the renamed page; nothing typed ever ran.
  const store = await page.context().newPage();
  store.on('dialog', async (dialog) => {
    dialogs.push(dialog.message());
    await dialog.dismiss();
  });
  await store.goto(`/service/${slug}`);
  await expect(store).toHaveURL(new RegExp(`/service/${slug}-renamed$`));
  await expect(store.getByText(PAYLOAD)).toBeVisible();
  expect(dialogs).toEqual([]);
});
