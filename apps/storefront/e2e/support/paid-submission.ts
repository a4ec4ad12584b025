import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { type Customer, newCustomer, registerAndVerify } from './customer';
import { expect } from './test';

// A customer with a paid application, made the way customers make one: sign-up, the application form with a
// document, and the payment sandbox's checkout with the success card.

/** A service whose form has text, number, email and a PDF file field; ₹6,999. */
export const PAID_SERVICE = { slug: 'cma-data-preparation', title: 'CMA Data Preparation for Bank Loans' };

export const pdf = (name: string) => ({
  name,
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'),
});

export interface PaidSubmission {
  customer: Customer;
  submissionId: string;
}

/**
 * Submits the application form filled in on `page` (its button says `submitLabel`), chooses Proceed to Payment and
 * pays in the sandbox's checkout with the success card; answers the submission's id.
 */
export async function submitAndPay(page: Page, submitLabel = 'Submit Application'): Promise<string> {
  const form = page.getByRole('form', { name: 'Application form' });
  await form.getByRole('button', { name: submitLabel }).click();
  const prompt = page.getByRole('dialog', { name: 'Proceed to Payment' });
  await expect(prompt).toBeVisible();
  await prompt.getByRole('button', { name: 'Proceed to Payment' }).click();
  await expect(page).toHaveURL(/\/payment\/[0-9a-f-]+$/);
  const submissionId = page.url().split('/').pop() as string;

  await expect(page.getByRole('heading', { name: 'Complete Your Payment', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: /^Pay ₹/ }).click();
  const checkout = page.getByRole('dialog', { name: /payment sandbox/ });
  await checkout.getByLabel('Card number').fill('4100 2800 0000 1007');
  await checkout.getByLabel('Expiry (MM/YY)').fill('12/30');
  await checkout.getByLabel('CVV').fill('123');
  await checkout.getByRole('button', { name: /^Pay ₹/ }).click();
  await expect(page).toHaveURL(new RegExp(`/submissions/${submissionId}\\?payment=success$`));
  return submissionId;
}

/** Registers a new customer in `page`, applies for the service with a document and pays; answers the submission. */
export async function applyAndPay(
  page: Page,
  request: APIRequestContext,
  name = 'Kavya Reddy',
): Promise<PaidSubmission> {
  const customer = newCustomer(name);
  await registerAndVerify(page, request, customer);
  await page.goto(`/service/${PAID_SERVICE.slug}`);
  const form = page.getByRole('form', { name: 'Application form' });
  await form.getByLabel('Name of the business').fill('Lotus Looms Private Limited');
  await form.getByLabel('Bank or NBFC name').fill('Canara Bank');
  await form.getByLabel(/^Loan or limit requested/).fill('2500000');
  await form.getByLabel('Contact email').fill('accounts@lotuslooms.in');
  await form.getByLabel('Audited financial statements').setInputFiles(pdf('financials-2026.pdf'));
  return { customer, submissionId: await submitAndPay(page) };
}

/** A customer in a browser context of their own (beside a staff member's page) who has applied and paid. */
export async function paidInOwnBrowser(browser: Browser, request: APIRequestContext, name: string) {
  const customerContext = await browser.newContext();
  const customerPage = await customerContext.newPage();
  return { customerContext, customerPage, ...(await applyAndPay(customerPage, request, name)) };
}
