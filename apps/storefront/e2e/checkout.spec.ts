import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { newCustomer, registerAndVerify } from './support/customer';
import { expect, test } from './support/test';

// A service whose form has text, number, email and a (multiple) PDF file field; ₹6,999.
const SERVICE = 'cma-data-preparation';
const SUCCESS_CARD = '4100 2800 0000 1007';
const DECLINED_CARD = '4100 2800 0006 0003';

const pdf = (name: string) => ({
  name,
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'),
});

async function fillApplication(page: Page) {
  const form = page.getByRole('form', { name: 'Application form' });
  await form.getByLabel('Name of the business').fill('Bluepeak Foods Private Limited');
  await form.getByLabel('Bank or NBFC name').fill('State Bank of India');
  await form.getByLabel(/^Loan or limit requested/).fill('5000000');
  await form.getByLabel('Contact email').fill('accounts@bluepeak.in');
  await form.getByLabel('Audited financial statements').setInputFiles(pdf('financials-2025.pdf'));
  return form;
}

/** Submits the application and answers the 'Proceed to Payment' prompt; returns the submission id. */
async function apply(page: Page, choice: 'Skip for now' | 'Proceed to Payment') {
  await page.goto(`/service/${SERVICE}`);
  const form = await fillApplication(page);
  await form.getByRole('button', { name: 'Submit Application' }).click();
  const prompt = page.getByRole('dialog', { name: 'Proceed to Payment' });
  await expect(prompt).toBeVisible();
  await prompt.getByRole('button', { name: choice }).click();
  await expect(page).toHaveURL(choice === 'Skip for now' ? /\/submissions\/[0-9a-f-]+$/ : /\/payment\/[0-9a-f-]+$/);
  return page.url().split('/').pop() as string;
}

async function payWithCard(page: Page, card: string) {
  await expect(page.getByRole('heading', { name: 'Complete Your Payment', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: /^Pay ₹/ }).click();
  const checkout = page.getByRole('dialog', { name: /payment sandbox/ });
  await checkout.getByLabel('Card number').fill(card);
  await checkout.getByLabel('Expiry (MM/YY)').fill('12/30');
  await checkout.getByLabel('CVV').fill('123');
  await checkout.getByRole('button', { name: /^Pay ₹/ }).click();
}

test('apply with a document, pay with the success card, download the invoice and find it in Payment History', async ({
  page,
  request,
}) => {
  // The longest journey (sign-up, an application with an upload, the sandbox checkout, the invoice): about 30 s on
  // its own, more while the other worker runs beside it.
  test.slow();
  const customer = newCustomer('Kiran Shah');

  // Visitors read the page (and search engines its JSON-LD); the form needs an account.
  await page.goto(`/service/${SERVICE}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
  expect(jsonLd).toMatchObject({ '@type': 'Service', offers: { '@type': 'Offer', priceCurrency: 'INR' } });
  await expect(page.getByRole('link', { name: 'Login to Apply' })).toHaveAttribute(
    'href',
    `/login?redirect=/service/${SERVICE}`,
  );
  await expectNoAxeViolations(page);

  await registerAndVerify(page, request, customer);
  await page.goto('/submissions');
  await expect(page.getByRole('heading', { name: 'No Services Yet' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Explore Services' })).toHaveAttribute('href', '/services');
  await expectNoAxeViolations(page);

  await page.goto(`/service/${SERVICE}`);
  const form = page.getByRole('form', { name: 'Application form' });
  await form.getByRole('button', { name: 'Submit Application' }).click();
  await expect(form.getByText('Name of the business is required')).toBeVisible();
  await expect(form.getByText('Audited financial statements is required')).toBeVisible();
  await expectNoAxeViolations(page);

  // A file that only claims to be a PDF passes the browser's rules; the server reads its bytes and refuses it as it
  // arrives, and the form is not sent with it.
  await fillApplication(page);
  // The field's own label (its required marker after it), not its uploads list's.
  const statements = form.getByLabel(/^Audited financial statements\*?$/);
  await statements.setInputFiles({
    name: 'statement.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('not really a pdf'),
  });
  const uploads = form.getByRole('list', { name: 'Audited financial statements uploads' });
  await expect(uploads.getByRole('listitem').filter({ hasText: 'statement.pdf' })).toContainText('Upload failed');
  await form.getByRole('button', { name: 'Submit Application' }).click();
  await expect(form.getByText('statement.pdf did not upload. Retry it or remove it.').first()).toBeVisible();
  await expect(statements).toHaveAttribute('aria-invalid', 'true');

  // The refused file took the earlier one's place: it is removed and the real statements chosen again.
  await uploads.getByRole('button', { name: 'Remove statement.pdf' }).click();
  await expect(uploads.getByRole('listitem')).toHaveCount(0);
  await statements.setInputFiles(pdf('financials-2025.pdf'));
  await expect(uploads.getByRole('listitem').filter({ hasText: 'financials-2025.pdf' })).toContainText('Uploaded');
  await form.getByRole('button', { name: 'Submit Application' }).click();
  await expect(page.getByText('Form submitted successfully!')).toBeVisible();
  await expect(form.getByRole('button', { name: 'Submitted' })).toBeDisabled();
  const prompt = page.getByRole('dialog', { name: 'Proceed to Payment' });
  await expect(prompt.getByRole('button', { name: 'Skip for now' })).toBeVisible();
  await expectNoAxeViolations(page);
  await prompt.getByRole('button', { name: 'Proceed to Payment' }).click();

  await expect(page).toHaveURL(/\/payment\/[0-9a-f-]+$/);
  const submissionId = page.url().split('/').pop() as string;
  const summary = page.getByRole('region', { name: 'Payment summary' });
  await expect(summary).toContainText('CMA Data Preparation');
  // The invoice's figures, before paying: billed in no state yet, so in the supplier's (CGST + SGST).
  await expect(summary).toContainText('Taxable value₹5,931.36');
  await expect(summary).toContainText('CGST (9%)₹533.82');
  await expect(summary).toContainText('SGST (9%)₹533.82');
  await expect(summary).toContainText('Total₹6,999.00');
  await expect(summary).not.toContainText('Currency');
  await expect(summary).toContainText('Payments secured by Razorpay');
  await expect(summary.getByRole('link', { name: 'Refund policy' })).toHaveAttribute('href', '/refund-policy');
  await expect(summary.getByRole('link', { name: 'Terms of service' })).toHaveAttribute('href', '/terms-of-service');
  // No marketing footer or newsletter where the customer pays, and the form's toast stayed on the form's page.
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await expect(page.getByText('Form submitted successfully!')).toHaveCount(0);
  await expectNoAxeViolations(page);

  await payWithCard(page, SUCCESS_CARD);
  await expect(page).toHaveURL(new RegExp(`/submissions/${submissionId}\\?payment=success$`));
  // Said once, in the page: no toast, and the payment box does not repeat it.
  await expect(page.getByText('Payment completed successfully!')).toHaveCount(1);
  await expect(page.getByText('Payment has been completed for this submission')).toHaveCount(0);
  const status = page.getByRole('region', { name: 'Status and Payment' });
  await expect(status).toContainText('Paid — in the queue');
  await expect(status).not.toContainText(/pending/);
  await expect(page.getByText('financials-2025.pdf')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'View Transaction' }).click();
  const details = page.getByRole('dialog', { name: 'Transaction Details' });
  await expect(details).toContainText('Paid');
  await expect(details).toContainText('Card');
  await expectNoAxeViolations(page);
  await details.getByRole('button', { name: /close/i }).click();

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download Invoice' }).click();
  const invoice = await downloading;
  expect(invoice.suggestedFilename()).toMatch(/^invoice-[0-9a-f-]+\.pdf$/);
  await expect(page.getByText('Invoice downloaded successfully')).toBeVisible();

  await page.goto('/submissions');
  const row = page.getByRole('row', { name: /CMA Data Preparation/ });
  await expect(row).toContainText('Paid — in the queue');
  await expect(row).not.toContainText(/pending|Completed/);
  await row.getByRole('link', { name: /View details/i }).click();
  await expect(page).toHaveURL(new RegExp(`/submissions/${submissionId}$`));

  // Payment History, through the avatar menu.
  await page.getByRole('button', { name: /^Account menu for/ }).click();
  await page.getByRole('menuitem', { name: 'Payment History' }).click();
  await expect(page.getByRole('heading', { name: 'Payment Transactions', level: 1 })).toBeVisible();
  await expect(page.getByText('Showing 1 to 1 of 1 transactions')).toBeVisible();
  const table = page.getByRole('table');
  await expect(table).toContainText('₹6,999');
  await expect(table).toContainText('CMA Data Preparation');
  await expect(table).toContainText('Card');
  await expect(table).toContainText(/\d{1,2} [A-Z][a-z]{2} \d{4}/);
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Filters' }).click();
  const filters = page.getByRole('region', { name: 'Filters' });
  await filters.getByLabel('Min Amount').fill('7000');
  await filters.getByRole('button', { name: 'Apply Filters' }).click();
  await expect(page.getByText('No transactions found')).toBeVisible();
  await filters.getByLabel('Min Amount').fill('-5');
  await filters.getByRole('button', { name: 'Apply Filters' }).click();
  await expect(filters.getByText('Amount cannot be less than 0')).toBeVisible();
  await filters.getByLabel('Min Amount').fill('6000');
  await filters.getByLabel('Max Amount').fill('7000');
  await filters.getByRole('button', { name: 'Apply Filters' }).click();
  await expect(page.getByText('Showing 1 to 1 of 1 transactions')).toBeVisible();
  await expectNoAxeViolations(page);
  await filters.getByRole('button', { name: 'Reset' }).click();
  await expect(filters.getByLabel('Min Amount')).toHaveValue('');

  await table.getByRole('button', { name: 'View Details' }).click();
  await expect(page.getByRole('dialog', { name: 'Transaction Details' })).toContainText('CMA Data Preparation');
});

test('a declined card leads to Retry Payment, which then succeeds', async ({ page, request }) => {
  await registerAndVerify(page, request, newCustomer('Farah Khan'));
  const submissionId = await apply(page, 'Proceed to Payment');

  await payWithCard(page, DECLINED_CARD);
  await expect(page).toHaveURL(new RegExp(`/submissions/${submissionId}\\?payment=failed$`));
  await page.getByRole('link', { name: 'Retry Payment' }).click();
  await expect(page).toHaveURL(new RegExp(`/payment/${submissionId}$`));

  await payWithCard(page, SUCCESS_CARD);
  await expect(page).toHaveURL(new RegExp(`/submissions/${submissionId}\\?payment=success$`));
  await expect(page.getByText('Payment completed successfully!')).toHaveCount(1);
  // The declined attempt's notice is gone: the page says the one thing that is true now.
  await expect(page.getByText('Your payment did not go through. You can retry it below.')).toHaveCount(0);
});

test('Cancel Payment asks first, then offers Start New Payment', async ({ page, request }) => {
  await registerAndVerify(page, request, newCustomer('Dev Patel'));
  const submissionId = await apply(page, 'Skip for now');
  await expect(page.getByRole('link', { name: 'Proceed to Payment' })).toBeVisible();
  await expectNoAxeViolations(page);

  // Closing the checkout returns to the submission, with its payment session open.
  await page.getByRole('link', { name: 'Proceed to Payment' }).click();
  await page.getByRole('button', { name: /^Pay ₹/ }).click();
  await page
    .getByRole('dialog', { name: /payment sandbox/ })
    .getByRole('button', { name: 'Cancel' })
    .click();
  await expect(page).toHaveURL(new RegExp(`/submissions/${submissionId}$`));

  await page.getByRole('button', { name: 'Cancel Payment' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Cancel Payment?' });
  await expect(confirm).toBeVisible();
  await expectNoAxeViolations(page);
  await confirm.getByRole('button', { name: 'Go Back' }).click();
  await expect(confirm).toBeHidden();

  await page.getByRole('button', { name: 'Cancel Payment' }).click();
  await confirm.getByRole('button', { name: 'Confirm Cancellation' }).click();
  await expect(page.getByText('Payment has been cancelled successfully')).toBeVisible();
  await expect(page.getByText('Payment has been cancelled', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Start New Payment' })).toHaveAttribute(
    'href',
    `/payment/${submissionId}`,
  );

  await page.goto('/submissions/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { name: 'Submission Not Found' })).toBeVisible();
});
