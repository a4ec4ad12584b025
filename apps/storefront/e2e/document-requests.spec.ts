import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { newCustomer, registerAndVerify } from './support/customer';
import { DEMO_OPERATOR, staffHeaders } from './support/staff';
import { expect, test } from './support/test';

// The customer's side of fulfilment on /submissions/{id}: the team asks for a document, the customer
// uploads it there, the team delivers the certificate, the customer downloads it. The staff side is played through
// the API, as the back office would.

const SERVICE = 'website-development';
const LABEL = 'Address proof of the registered office';

const pdf = (name: string, body = 'for the customer') => ({
  name,
  mimeType: 'application/pdf',
  buffer: Buffer.from(`%PDF-1.4\n% ${body}\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`),
});

/** An application for the signed-in customer of `page`, sent through the API with the page's session. */
async function applyThroughApi(page: Page, request: APIRequestContext) {
  const token = await page.evaluate(() => localStorage.getItem('token') ?? sessionStorage.getItem('token'));
  expect(token).toBeTruthy();
  const response = await request.post(`/api/public/services/${SERVICE}/submit`, {
    headers: { Authorization: `Bearer ${token}` },
    multipart: {
      formData: JSON.stringify({ businessName: 'Bluepeak Foods', numberOfPages: 5, contactEmail: 'asha@bluepeak.in' }),
    },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { data: { submissionId: string } }).data.submissionId;
}

test('a requested document is uploaded on the submission page and the delivered certificate downloads', async ({
  page,
  request,
}) => {
  // Sign-up, an application, staff sign-in and three staff calls around two visits of the page.
  test.slow();
  await registerAndVerify(page, request, newCustomer('Asha Verma'));
  const submissionId = await applyThroughApi(page, request);
  const staff = await staffHeaders(request, DEMO_OPERATOR);

  const asked = await request.post(`/api/admin/submissions/${submissionId}/document-requests`, {
    headers: staff,
    data: { label: LABEL, description: 'A recent electricity bill or the rent agreement', fileTypes: ['pdf'] },
  });
  expect(asked.status()).toBe(201);

  await page.goto(`/submissions/${submissionId}`);
  const needed = page.getByRole('region', { name: 'Documents We Need' });
  await expect(needed).toBeVisible();
  const control = needed.getByLabel(new RegExp(`^${LABEL}`));
  // The application form's rule and message, before anything is sent.
  await control.setInputFiles({ name: 'office.png', mimeType: 'image/png', buffer: Buffer.from('\x89PNG\r\n') });
  await needed.getByRole('button', { name: 'Upload Documents' }).click();
  await expect(needed.getByText('Only pdf files are allowed')).toBeVisible();
  await expectNoAxeViolations(page);

  await control.setInputFiles(pdf('electricity-bill.pdf'));
  await needed.getByRole('button', { name: 'Upload Documents' }).click();
  await expect(page.getByRole('region', { name: 'Notifications' })).toContainText('Documents uploaded successfully');
  const sent = page.getByRole('region', { name: 'Documents You Sent' });
  await expect(sent.getByRole('heading', { name: LABEL })).toBeVisible();
  await expect(sent.getByText('Received')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Documents We Need' })).toHaveCount(0);
  const timeline = page.getByRole('region', { name: 'Progress' }).getByRole('listitem');
  await expect(timeline.last()).toContainText(`Documents received${LABEL}`);

  // The team starts, then delivers the final certificate: the submission is completed.
  const started = await request.post(`/api/admin/submissions/${submissionId}/status`, {
    headers: staff,
    data: { status: 'processing' },
  });
  expect(started.status()).toBe(200);
  const certificate = pdf('certificate-of-incorporation.pdf', 'CIN U72900KA2026PTC000001');
  const delivered = await request.post(`/api/admin/submissions/${submissionId}/deliveries`, {
    headers: staff,
    multipart: { title: 'Certificate of Incorporation', final: 'true', files: certificate },
  });
  expect(delivered.status()).toBe(201);

  await page.reload();
  await expect(page.getByRole('region', { name: 'Status and Payment' }).getByText('completed')).toBeVisible();
  const deliveries = page.getByRole('region', { name: 'Delivered Documents' });
  await expect(deliveries.getByRole('heading', { name: 'Certificate of Incorporation' })).toBeVisible();
  const download = page.waitForEvent('download');
  await deliveries.getByRole('button', { name: 'Download certificate-of-incorporation.pdf' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('certificate-of-incorporation.pdf');
  expect(await readFile(await file.path())).toEqual(certificate.buffer);
  await expect(timeline.last()).toContainText('Completed');
  await expectNoAxeViolations(page);
});
