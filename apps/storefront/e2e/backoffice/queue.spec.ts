import { expectNoAxeViolations } from '../support/axe';
import { paidInOwnBrowser } from '../support/paid-submission';
import { addStaff, DEMO_ADMIN, newStaffAccount, signInStaff, staffHeaders } from '../support/staff';
import { expect, test } from '../support/test';

// The queue as an operator works it: open work first (finished work has a view of its own), filters as chips,
// several rows given to one member at once, and the keyboard (/, j, k, Enter).

test('the queue opens on open paid work, filters through chips, assigns a selection and works by keyboard', async ({
  browser,
  page,
  request,
}) => {
  test.slow();
  const finished = await paidInOwnBrowser(browser, request, 'Zoya Finished');
  await finished.customerContext.close();
  const open = await paidInOwnBrowser(browser, request, 'Arjun Open');
  await open.customerContext.close();
  const headers = await staffHeaders(request, DEMO_ADMIN);
  for (const status of ['processing', 'completed']) {
    const moved = await request.post(`/api/admin/submissions/${finished.submissionId}/status`, {
      headers,
      data: { status },
    });
    expect(moved.ok()).toBe(true);
  }
  const helper = newStaffAccount(`Queue Helper ${Date.now().toString(36)}`);
  await addStaff(request, helper, 'operator');
  await signInStaff(page, request, DEMO_ADMIN, '/backoffice/submissions');

  // Open work is the default view: the paid, pending order is listed; the completed one is not.
  const views = page.getByRole('navigation', { name: 'Queue views' });
  await expect(views.getByRole('link', { name: 'Open work' })).toHaveAttribute('aria-current', 'page');
  const filters = page.getByRole('search', { name: 'Search and filter the queue' });
  const search = filters.getByRole('searchbox', { name: 'Search' });
  const rowOf = (name: string) => page.getByRole('row').filter({ has: page.getByRole('link', { name }) });
  await search.fill(finished.customer.email);
  await expect(page.getByRole('cell', { name: 'No submissions match these filters.' })).toBeVisible();
  await search.fill(open.customer.email);
  await expect(rowOf(open.customer.fullName)).toContainText('Not started');
  await rowOf(open.customer.fullName).getByRole('checkbox').check();

  // The finished order is in All (and in Completed); chosen too, both go to the helper in one call.
  await views.getByRole('link', { name: 'Completed' }).click();
  await search.fill(finished.customer.email);
  await expect(rowOf(finished.customer.fullName)).toContainText('Completed');
  await rowOf(finished.customer.fullName).getByRole('checkbox').check();
  const bulk = page.getByRole('group', { name: 'Assign the selected submissions' });
  await expect(bulk).toContainText('2 selected');
  await bulk.getByRole('button', { name: /Assign to/ }).click();
  await page.getByRole('option', { name: helper.fullName }).click();
  await bulk.getByRole('button', { name: 'Assign', exact: true }).click();
  await expect(page.getByText(`2 submissions assigned to ${helper.fullName}`)).toBeVisible();
  await expect(bulk).toHaveCount(0);

  // Filter by chip: the helper's work in All, open work before finished work.
  await views.getByRole('link', { name: 'All' }).click();
  await expect(search).toHaveValue('');
  await filters.getByRole('button', { name: 'Assignee' }).click();
  await page.getByRole('menuitemradio', { name: helper.fullName }).click();
  const chip = filters.getByRole('button', { name: `Assignee: ${helper.fullName}, change` });
  await expect(chip).toBeVisible();
  await expect(page).toHaveURL(/view=all/);
  const links = page.getByRole('table', { name: 'Submissions' }).getByRole('rowheader').getByRole('link');
  await expect(links).toHaveText([open.customer.fullName, finished.customer.fullName]);
  await expectNoAxeViolations(page);

  // The keyboard: / to the search, j and k between rows, Enter opens the row.
  await page.locator('body').click({ position: { x: 1, y: 1 } });
  await page.keyboard.press('/');
  await expect(search).toBeFocused();
  await page.keyboard.press('Escape');
  await page.locator('h1').click();
  await page.keyboard.press('j');
  await expect(links.nth(0)).toBeFocused();
  await page.keyboard.press('j');
  await expect(links.nth(1)).toBeFocused();
  await page.keyboard.press('k');
  await expect(links.nth(0)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/backoffice/submissions/${open.submissionId}$`));

  // Removing the chip lists everyone's work again.
  await page.goBack();
  await filters.getByRole('button', { name: 'Remove the Assignee filter' }).click();
  await expect(page).not.toHaveURL(/assignee=/);
});
