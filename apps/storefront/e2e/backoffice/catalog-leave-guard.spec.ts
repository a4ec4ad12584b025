import { addStaff, DEMO_ADMIN, newStaffAccount, signInStaff, staffHeaders } from '../support/staff';
import { expect, test } from '../support/test';

// The service editor asks before leaving with unsaved changes: staying keeps what was typed, leaving drops it;
// with nothing changed since the last save the navigation just happens.
test('the service editor asks before leaving unsaved changes', async ({ page, request }) => {
  test.slow();
  const stamp = Date.now().toString(36);
  const title = `Leave Guard ${stamp}`;
  const headers = await staffHeaders(request, DEMO_ADMIN);
  const categories = (await (await request.get('/api/admin/catalog/categories', { headers })).json()).data.categories;
  const created = await request.post('/api/admin/catalog/services', {
    headers,
    data: {
      title,
      slug: `leave-guard-${stamp}`,
      metaDescription: '',
      description: '<p>Guarded.</p>',
      price: 999,
      mrp: 999,
      discountable: false,
      turnaroundDays: 3,
      categoryIds: [categories[0]._id],
      tags: [],
      faqs: [],
      fields: [],
    },
  });
  const id = (await created.json()).data.service._id as string;
  const admin = newStaffAccount(`Leela Menon ${stamp}`);
  await addStaff(request, admin, 'admin');
  await signInStaff(page, request, admin, `/backoffice/catalog/services/${id}`);
  const queue = page.getByRole('link', { name: 'Queue', exact: true });

  const titleBox = page.getByRole('textbox', { name: /^Title/ });
  await titleBox.fill(`${title} edited`);
  await queue.click();
  const ask = page.getByRole('alertdialog', { name: 'Leave without saving?' });
  await expect(ask).toBeVisible();
  await ask.getByRole('button', { name: 'Stay on this page' }).click();
  await expect(ask).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/backoffice/catalog/services/${id}$`));
  await expect(titleBox).toHaveValue(`${title} edited`);

  await queue.click();
  await page
    .getByRole('alertdialog', { name: 'Leave without saving?' })
    .getByRole('button', { name: 'Leave and lose changes' })
    .click();
  await expect(page).toHaveURL(/\/backoffice\/submissions/);

  // Back again: the change was not saved. Saved, nothing is unsaved; changed after the save, leaving asks again;
  // changed back to what was saved, it asks nothing.
  await page.goto(`/backoffice/catalog/services/${id}`);
  const again = page.getByRole('textbox', { name: /^Title/ });
  await expect(again).toHaveValue(title);
  await again.fill(`${title} saved`);
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByText('No unsaved changes')).toBeVisible();
  await again.fill(`${title} changed after saving`);
  await expect(page.getByText('Unsaved changes', { exact: true })).toBeVisible();
  await queue.click();
  await expect(ask).toBeVisible();
  await ask.getByRole('button', { name: 'Stay on this page' }).click();
  await again.fill(`${title} saved`);
  await queue.click();
  await expect(page).toHaveURL(/\/backoffice\/submissions/);
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
});
