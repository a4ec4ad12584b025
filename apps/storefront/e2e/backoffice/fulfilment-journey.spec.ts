import { readFile } from 'node:fs/promises';
import { expectNoAxeViolations } from '../support/axe';
import { waitForMail } from '../support/customer';
import { test } from '../support/paid-customer';
import { PAID_SERVICE } from '../support/paid-submission';
import { signInNewStaff } from '../support/staff';
import { expect } from '../support/test';

// Fulfilment's whole loop across both apps: an operator signs in with the emailed code and finds a paid
// submission, starts it and asks for a document; the customer uploads it on /submissions/{id}; the operator
// delivers the certificate, which completes the submission; the customer downloads it and was mailed three times.

const DOCUMENT = 'Board resolution for the loan';

const pdf = (name: string, body: string) => ({
  name,
  mimeType: 'application/pdf',
  buffer: Buffer.from(`%PDF-1.4\n% ${body}\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`),
});

test.use({ customerName: 'Ishaan Kapoor' });

test('staff request a document, the customer uploads it, staff deliver the certificate, the customer downloads it', async ({
  page,
  request,
  paid: { customerPage, customer, submissionId },
}) => {
  const since = Date.now() - 1000;

  await signInNewStaff(
    page,
    request,
    'operator',
    'Rohan Mehta',
    `/backoffice/submissions?payment=paid&q=${encodeURIComponent(customer.email)}`,
  );
  const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: customer.fullName }) });
  await expect(row).toContainText(PAID_SERVICE.title);
  await row.getByRole('link', { name: customer.fullName }).click();
  await expect(page.getByRole('heading', { name: PAID_SERVICE.title, level: 1 })).toBeVisible();

  const work = page.getByRole('region', { name: 'Work on this submission' });
  await work.getByRole('button', { name: 'Start processing' }).click();
  await page
    .getByRole('alertdialog', { name: 'Start processing?' })
    .getByRole('button', { name: 'Start processing' })
    .click();
  await expect(work.getByRole('button', { name: 'Mark completed' })).toBeVisible();

  await work.getByRole('button', { name: 'Request a document' }).click();
  const ask = page.getByRole('dialog', { name: 'Request a document' });
  await ask.getByLabel('Document needed').fill(DOCUMENT);
  await ask.getByLabel('Details for the customer').fill('Signed by two directors, on the letterhead.');
  await expectNoAxeViolations(page);
  await ask.getByRole('button', { name: 'Send request' }).click();
  await expect(ask).toBeHidden();
  const requested = page.getByRole('listitem', { name: `Document request: ${DOCUMENT}` });
  await expect(requested).toBeVisible();

  // The customer answers on their submission page.
  await customerPage.goto(`/submissions/${submissionId}`);
  const needed = customerPage.getByRole('region', { name: 'Documents We Need' });
  await needed.getByLabel(new RegExp(`^${DOCUMENT}`)).setInputFiles(pdf('board-resolution.pdf', 'resolved'));
  await needed.getByRole('button', { name: 'Upload Documents' }).click();
  await expect(customerPage.getByRole('region', { name: 'Notifications' })).toContainText(
    'Documents uploaded successfully',
  );

  // The operator sees the answer, then delivers the final certificate.
  await page.reload();
  await expect(requested).toContainText('board-resolution.pdf');
  await work.getByRole('button', { name: 'Deliver documents' }).click();
  const deliver = page.getByRole('dialog', { name: 'Deliver documents' });
  await deliver.getByLabel('Title').fill('Sanction letter and CMA report');
  const certificate = pdf('cma-report.pdf', 'CMA report for Canara Bank');
  await deliver.getByLabel('Files').setInputFiles(certificate);
  // React Aria draws the box over its hidden input: a person clicks the label.
  await deliver.getByText('Final documents — completes the submission').click();
  await expect(deliver.getByRole('checkbox', { name: 'Final documents — completes the submission' })).toBeChecked();
  await expectNoAxeViolations(page);
  await deliver.getByRole('button', { name: 'Deliver' }).click();
  await expect(deliver).toBeHidden();
  await expect(page.getByRole('listitem', { name: 'Delivery: Sanction letter and CMA report' })).toBeVisible();
  await expect(work.getByRole('button', { name: 'Mark completed' })).toHaveCount(0);

  // The customer finds it completed and downloads the certificate.
  await customerPage.reload();
  await expect(
    customerPage.getByRole('region', { name: 'Status and Payment' }).getByText('Completed', { exact: true }),
  ).toBeVisible();
  // Delivered against the promise made at payment, every milestone done.
  const progress = customerPage.getByRole('region', { name: 'Progress' });
  await expect(
    progress.getByText(/^Delivered on \d{1,2} [A-Z][a-z]{2} \d{4} \(promised by \d{1,2} [A-Z][a-z]{2} \d{4}\)$/),
  ).toBeVisible();
  await expect(progress.getByRole('list', { name: 'Steps' }).getByRole('listitem')).toHaveText([
    /Done$/,
    /Done$/,
    /Done$/,
  ]);
  const deliveries = customerPage.getByRole('region', { name: 'Delivered Documents' });
  const download = customerPage.waitForEvent('download');
  await deliveries.getByRole('button', { name: 'Download cma-report.pdf' }).click();
  expect(await readFile(await (await download).path())).toEqual(certificate.buffer);

  // Three mails, each with a link to the submission.
  for (const subject of [
    /: we are working on your application$/,
    /: we need a document from you$/,
    /: your documents are delivered and your application is complete$/,
  ]) {
    const mail = await waitForMail(request, customer.email, subject, since);
    expect(mail.text).toContain(`/submissions/${submissionId}`);
  }
});
