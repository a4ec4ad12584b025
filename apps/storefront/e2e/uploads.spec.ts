import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { newCustomer, registerAndVerify } from './support/customer';
import { DEMO_OPERATOR, staffHeaders } from './support/staff';
import { expect, test } from './support/test';

// Uploads with progress (issue 25, item 8): each chosen file goes to POST /api/uploads on its own, through Uppy,
// against the real server (allowlist, size, content sniffing) in real Chromium; the form names the staged files.

// Its 'Product catalogue (optional)' takes one PDF or DOCX up to 5 MB.
const SERVICE = 'ecommerce-website-development';
const DOCUMENT_SERVICE = 'website-development';
const LABEL = 'Address proof of the registered office';

/** A genuine PDF signature padded to `size` bytes. */
const pdf = (name: string, size = 200) => {
  const head = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
  return { name, mimeType: 'application/pdf', buffer: Buffer.concat([head, Buffer.alloc(size - head.length, 0x20)]) };
};

/**
 * Drops (as a lost connection would) every upload of a file whose name contains `name` while `failing` is true;
 * the others pass. Uppy tries a dropped upload again by itself, so the row fails only once every try was dropped.
 */
async function dropUploadsOf(page: Page, name: string) {
  const state = { failing: true, dropped: 0 };
  await page.route('**/api/uploads', async (route) => {
    const body = route.request().postDataBuffer()?.toString('latin1') ?? '';
    if (state.failing && body.includes(`filename="${name}`)) {
      state.dropped += 1;
      await route.abort('connectionreset');
      return;
    }
    await route.continue();
  });
  return state;
}

test('the application form uploads its file with progress; a dropped upload is retried alone and submitted', async ({
  page,
  request,
}) => {
  test.slow();
  await registerAndVerify(page, request, newCustomer('Meera Iyer'));
  // Uppy is a chunk of its own, fetched when a form starts: not with the first script of a page without one.
  const scripts: string[] = [];
  page.on('request', (sent) => {
    if (sent.resourceType() === 'script') scripts.push(new URL(sent.url()).pathname);
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(scripts.filter((path) => path.includes('uppy'))).toEqual([]);
  await page.goto(`/service/${SERVICE}`);
  const form = page.getByRole('form', { name: 'Application form' });
  await expect(form).toBeVisible();
  await expect.poll(() => scripts.filter((path) => path.includes('uppy-transport')).length).toBe(1);
  await form.getByLabel('Store name').fill('Saboon Works');
  await form.getByLabel('Number of products at launch').fill('40');
  await form.getByLabel('Contact email').fill('hello@saboonworks.in');
  await form.getByRole('button', { name: /Platform preference$/ }).click();
  await page.getByRole('option', { name: 'Shopify' }).click();
  await form.getByRole('button', { name: /What will you sell\?$/ }).click();
  await page.getByRole('option', { name: 'Beauty and personal care' }).click();
  await page.keyboard.press('Escape');

  // A slow mobile link: a 2 MB scan takes seconds, and its row shows how far it got.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 40,
    downloadThroughput: 1024 * 1024,
    uploadThroughput: 256 * 1024,
  });
  const scan = pdf('catalogue scan.pdf', 2 * 1024 * 1024);
  await form.getByLabel('Product catalogue (optional)').setInputFiles(scan);
  const uploads = form.getByRole('list', { name: 'Product catalogue (optional) uploads' });
  const bar = uploads.getByRole('progressbar', { name: `Uploading ${scan.name}` });
  await expect(bar).toBeVisible();
  await expect(uploads.getByRole('button', { name: `Cancel ${scan.name}` })).toBeEnabled();
  // Somewhere on its way: more than nothing, less than everything.
  await expect
    .poll(async () => Number(await bar.getAttribute('aria-valuenow')), { timeout: 20_000 })
    .toBeGreaterThan(0);
  const midway = Number(await bar.getAttribute('aria-valuenow'));
  expect(midway).toBeLessThan(100);
  await expectNoAxeViolations(page);
  // Cancel stops it: the row goes, and the form has no file.
  await uploads.getByRole('button', { name: `Cancel ${scan.name}` }).click();
  await expect(uploads).toHaveCount(0);
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  // The picker empties after each choice (a picker still holding the file would not report choosing it again), so
  // the same file can be chosen again, and arrives; Remove takes it out once more.
  const picker = form.getByLabel('Product catalogue (optional)');
  await expect(picker).toHaveValue('');
  await picker.setInputFiles(scan);
  await expect(uploads.getByRole('listitem')).toContainText('Uploaded', { timeout: 20_000 });
  // Removing an arrived file lets the server forget it.
  const discarded = page.waitForResponse(
    (response) => response.request().method() === 'DELETE' && /\/api\/uploads\/[0-9a-f-]+$/.test(response.url()),
  );
  await uploads.getByRole('button', { name: `Remove ${scan.name}` }).click();
  expect((await discarded).status()).toBe(200);
  await expect(uploads).toHaveCount(0);

  // Every try of this one is dropped: the row fails, says why and offers Retry; the submit waits for a decision.
  const catalogue = pdf('catalogue 2026.pdf');
  const dropped = await dropUploadsOf(page, catalogue.name);
  await form.getByLabel('Product catalogue (optional)').setInputFiles(catalogue);
  const row = uploads.getByRole('listitem');
  await expect(row).toContainText('Upload failed', { timeout: 20_000 });
  await expect(row).toContainText('The connection was lost. Check your network and retry.');
  expect(dropped.dropped).toBeGreaterThan(1);
  await form.getByRole('button', { name: 'Build my online store' }).click();
  await expect(form.getByText(`${catalogue.name} did not upload. Retry it or remove it.`)).toBeVisible();
  await expectNoAxeViolations(page);

  // The connection is back: Retry sends that file alone, and it arrives.
  dropped.failing = false;
  const staged = page.waitForResponse((response) => response.url().endsWith('/api/uploads'));
  await uploads.getByRole('button', { name: `Retry ${catalogue.name}` }).click();
  expect((await staged).status()).toBe(201);
  await expect(row).toContainText('Uploaded');
  const submitted = page.waitForRequest((sent) => sent.url().includes(`/api/public/services/${SERVICE}/submit`));
  await form.getByRole('button', { name: 'Build my online store' }).click();
  // The submit names the staged file; the file itself does not travel again.
  const body = (await submitted).postDataBuffer()?.toString('latin1') ?? '';
  expect(body).toContain('name="stagedUploads"');
  expect(body).not.toContain(`filename="${catalogue.name}"`);
  await page.getByRole('dialog', { name: 'Proceed to Payment' }).getByRole('button', { name: 'Skip for now' }).click();
  await expect(page).toHaveURL(/\/submissions\/[0-9a-f-]+$/);

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: `Download ${catalogue.name}` }).click();
  const download = await downloading;
  expect(await readFile(await download.path())).toEqual(catalogue.buffer);
});

/** An application for the signed-in customer of `page`, sent through the API with the page's session. */
async function applyThroughApi(page: Page, request: APIRequestContext) {
  const token = await page.evaluate(() => localStorage.getItem('token') ?? sessionStorage.getItem('token'));
  const response = await request.post(`/api/public/services/${DOCUMENT_SERVICE}/submit`, {
    headers: { Authorization: `Bearer ${token}` },
    multipart: {
      formData: JSON.stringify({ businessName: 'Bluepeak Foods', numberOfPages: 5, contactEmail: 'asha@bluepeak.in' }),
    },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { data: { submissionId: string } }).data.submissionId;
}

test('a document request answer uploads each file alone; the one that failed is retried, then both are sent', async ({
  page,
  request,
}) => {
  test.slow();
  await registerAndVerify(page, request, newCustomer('Asha Verma'));
  const submissionId = await applyThroughApi(page, request);
  const staff = await staffHeaders(request, DEMO_OPERATOR);
  const asked = await request.post(`/api/admin/submissions/${submissionId}/document-requests`, {
    headers: staff,
    data: { label: LABEL, fileTypes: ['pdf'] },
  });
  expect(asked.status()).toBe(201);

  await page.goto(`/submissions/${submissionId}`);
  const needed = page.getByRole('region', { name: 'Documents We Need' });
  await expect(needed).toBeVisible();
  // The access token has gone stale meanwhile: the first upload is refused (401), the session is renewed with the
  // refresh token, and the upload goes again by itself.
  await page.evaluate(() => {
    for (const storage of [localStorage, sessionStorage]) {
      if (storage.getItem('token')) storage.setItem('token', 'stale.access.token');
    }
  });
  const refused: number[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('/api/uploads')) refused.push(response.status());
  });
  const bill = pdf('electricity-bill.pdf');
  const lease = pdf('rent-agreement.pdf');
  const dropped = await dropUploadsOf(page, lease.name);
  await needed.getByLabel(new RegExp(`^${LABEL}`)).setInputFiles([bill, lease]);
  const uploads = needed.getByRole('list', { name: `${LABEL} uploads` });
  const rows = uploads.getByRole('listitem');
  await expect(rows.filter({ hasText: bill.name })).toContainText('Uploaded');
  expect(refused).toContain(401);
  expect(refused).toContain(201);
  await expect(rows.filter({ hasText: lease.name })).toContainText('Upload failed', { timeout: 20_000 });
  await expect(uploads.getByRole('button', { name: `Retry ${lease.name}` })).toBeVisible();
  await expect(uploads.getByRole('button', { name: `Retry ${bill.name}` })).toHaveCount(0);
  await expectNoAxeViolations(page);

  dropped.failing = false;
  await uploads.getByRole('button', { name: `Retry ${lease.name}` }).click();
  await expect(rows.filter({ hasText: lease.name })).toContainText('Uploaded');
  await needed.getByRole('button', { name: 'Upload Documents' }).click();
  await expect(page.getByRole('region', { name: 'Notifications' })).toContainText('Documents uploaded successfully');
  const sent = page.getByRole('region', { name: 'Documents You Sent' });
  await expect(sent.getByRole('button', { name: `Download ${bill.name}` })).toBeVisible();
  await expect(sent.getByRole('button', { name: `Download ${lease.name}` })).toBeVisible();
  await expectNoAxeViolations(page);
});
