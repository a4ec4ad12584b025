import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { downloadCreditNote } from './support/credit-notes';
import { newCustomer, registerAndVerify, waitForMail } from './support/customer';
import { DEMO_ADMIN, staffHeaders } from './support/staff';
import { expect, test } from './support/test';

// The customer's side of refunds: an admin refunds part of a paid order, then the rest, through the
// back-office API (backoffice/refund-journey.spec.ts does it through the screen); the customer sees "partly
// refunded", then "refunded", with the amounts, in the submission page and Payment History, and downloads each GST
// credit note beside the invoice.

const SERVICE = 'website-development'; // ₹19,999
const SUCCESS_CARD = '4100280000001007';

/** The signed-in customer of `page` applies and pays through the API (the checkout itself is checkout.spec.ts's). */
async function paidOrder(page: Page, request: APIRequestContext) {
  const token = await page.evaluate(() => localStorage.getItem('token') ?? sessionStorage.getItem('token'));
  expect(token).toBeTruthy();
  const headers = { Authorization: `Bearer ${token}` };
  const submitted = await request.post(`/api/public/services/${SERVICE}/submit`, {
    headers,
    multipart: {
      formData: JSON.stringify({ businessName: 'Bluepeak Foods', numberOfPages: 5, contactEmail: 'asha@bluepeak.in' }),
    },
  });
  expect(submitted.status()).toBe(201);
  const { submissionId } = (await submitted.json()).data as { submissionId: string };
  const order = (await (await request.post('/api/payment/create-order', { headers, data: { submissionId } })).json())
    .data;
  const { razorpayKeyId } = (await (await request.get('/api/config')).json()).data;
  const paid = await request.post('/razorpay-sandbox/checkout/pay', {
    data: { key_id: razorpayKeyId, order_id: order.order.id, method: 'card', card_number: SUCCESS_CARD },
  });
  expect(paid.ok()).toBe(true);
  const verified = await request.post('/api/payment/verify', {
    headers,
    data: { ...(await paid.json()), transactionId: order.transaction.id },
  });
  expect(verified.ok()).toBe(true);
  return { submissionId, transactionId: order.transaction.id as string };
}

/** An admin refunds `amountPaise` (all that is left when not given) and waits until Razorpay has processed it. */
async function refund(request: APIRequestContext, transactionId: string, amountPaise?: number) {
  const staff = await staffHeaders(request, DEMO_ADMIN);
  const transaction = async () =>
    (await (await request.get(`/api/admin/transactions/${transactionId}`, { headers: staff })).json()).data.transaction;
  const amount = amountPaise ?? (await transaction()).refundablePaise;
  const answer = await request.post(`/api/admin/transactions/${transactionId}/refunds`, {
    headers: { ...staff, 'Idempotency-Key': randomUUID() },
    data: { amountPaise: amount, reason: 'The customer changed plans' },
  });
  expect(answer.status()).toBe(201);
  const { id } = (await answer.json()).data.refund;
  await expect
    .poll(async () => (await transaction()).refunds.find((row: { id: string }) => row.id === id).status)
    .toBe('processed');
}

test('a refunded order shows partly refunded, then refunded, with a credit note for each refund', async ({
  page,
  request,
}) => {
  // Sign-up, a payment, two refunds (each with a staff sign-in) and three visits of the pages.
  test.slow();
  const customer = newCustomer('Meera Iyer');
  await registerAndVerify(page, request, customer);
  const { submissionId, transactionId } = await paidOrder(page, request);

  await refund(request, transactionId, 500_000);
  await page.goto(`/submissions/${submissionId}`);
  const status = page.getByRole('region', { name: 'Status and Payment' });
  await expect(status.getByText('Partly refunded', { exact: true }).first()).toBeVisible();
  await expect(status.getByText('₹5,000 of your payment of ₹19,999 has been refunded.')).toBeVisible();
  await expect(status.getByRole('button', { name: 'Download Invoice' })).toBeVisible();
  await expectNoAxeViolations(page);
  await downloadCreditNote(page, status.getByRole('button', { name: 'Download Credit Note' }));
  await waitForMail(request, customer.email, /: your refund of ₹5,000\.00 is on its way$/);

  await refund(request, transactionId);
  await page.reload();
  await expect(status.getByText('Refunded', { exact: true }).first()).toBeVisible();
  await expect(status.getByText('Your payment of ₹19,999 has been refunded in full.')).toBeVisible();
  await expect(status.getByRole('button', { name: /^Download Credit Note CN\// })).toHaveCount(2);
  await downloadCreditNote(page, status.getByRole('button', { name: /^Download Credit Note CN\// }).last());
  await waitForMail(request, customer.email, /: your refund of ₹14,999\.00 is on its way$/);

  await page.goto('/user/transactions');
  const table = page.getByRole('table');
  await expect(table).toContainText('Refunded');
  await expectNoAxeViolations(page);
  await table.getByRole('button', { name: 'View Details' }).click();
  const details = page.getByRole('dialog', { name: 'Transaction Details' });
  await expect(details).toContainText('₹19,999');
  await expect(details.getByRole('button', { name: /^Download Credit Note CN\// })).toHaveCount(2);
  await expectNoAxeViolations(page);
});
