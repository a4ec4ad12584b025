import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { downloadCreditNote } from '../support/credit-notes';
import { test } from '../support/paid-customer';
import { PAID_SERVICE } from '../support/paid-submission';
import { signInNewStaff } from '../support/staff';
import { expect } from '../support/test';

// Refunds through the back office: an admin opens a paid order's transaction from its submission, refunds part of
// it, then the rest, in the refund dialog; the customer then finds the payment refunded in Payment History and
// downloads a credit note, a sound PDF.

/** Refunds `amount` rupees (what the dialog offers when not given) with a reason, and waits for Razorpay's answer. */
async function refundInTheDialog(page: Page, reason: string, amount?: string) {
  await page.getByRole('button', { name: 'Refund', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Refund this payment' });
  if (amount !== undefined) await dialog.getByLabel(/^Amount in rupees/).fill(amount);
  await dialog.getByLabel(/^Reason/).fill(reason);
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Refund', exact: true }).click();
  await expect(dialog).toBeHidden();
}

/** The sandbox reports the refund processed by webhook: read the page again until the last refund reads Refunded. */
async function untilLastRefundProcessed(page: Page) {
  const lastRefund = page.getByRole('table', { name: 'Every refund' }).getByRole('row').last();
  await expect
    .poll(async () => {
      await page.reload();
      return lastRefund.textContent();
    })
    .toContain('Refunded');
}

test.use({ customerName: 'Nandini Rao' });

test('an admin refunds a paid order in two parts in the back office; the customer sees it refunded and downloads the credit note', async ({
  page,
  request,
  paid: { customerPage, customer, submissionId },
}) => {
  await signInNewStaff(page, request, 'admin', 'Kiran Shah', `/backoffice/submissions/${submissionId}`);
  await expect(page.getByRole('heading', { name: PAID_SERVICE.title, level: 1 })).toBeVisible();
  await page
    .getByRole('region', { name: 'Service and payment' })
    .getByRole('link', { name: /^successful · order_/ })
    .click();

  await expect(page.getByRole('heading', { name: `₹6,999.00 for ${PAID_SERVICE.title}`, level: 1 })).toBeVisible();
  const payment = page.getByRole('region', { name: 'Payment' });
  await expect(payment).toContainText('Refundable₹6,999.00');
  await expect(page.getByRole('region', { name: 'Customer' })).toContainText(customer.email);
  await expectNoAxeViolations(page);

  await refundInTheDialog(page, 'The customer asked for a smaller scope', '2000');
  await expect(page.getByRole('status').filter({ hasText: /₹2,000\.00/ })).toBeVisible();
  await untilLastRefundProcessed(page);
  await expect(payment.getByText('Partly refunded')).toBeVisible();
  await expect(payment).toContainText('Refundable₹4,999.00');

  // The rest: the dialog offers what is left, a full refund of it.
  await page.getByRole('button', { name: 'Refund', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Refund this payment' }).getByLabel(/^Amount in rupees/)).toHaveValue(
    '4999',
  );
  await page.getByRole('dialog', { name: 'Refund this payment' }).getByRole('button', { name: 'Cancel' }).click();
  await refundInTheDialog(page, 'The application was withdrawn');
  await untilLastRefundProcessed(page);
  await expect(payment).toContainText('StatusRefunded');
  await expect(payment).toContainText('Refundable₹0.00');
  await expect(page.getByRole('button', { name: 'Refund', exact: true })).toHaveCount(0);
  const creditNotes = page.getByRole('button', { name: /^Download Credit Note CN\// });
  await expect(creditNotes).toHaveCount(2);
  await downloadCreditNote(page, creditNotes.first());
  await expectNoAxeViolations(page);

  // The customer's Payment History.
  await customerPage.goto('/user/transactions');
  const table = customerPage.getByRole('table');
  await expect(table).toContainText('Refunded');
  await table.getByRole('button', { name: 'View Details' }).click();
  const details = customerPage.getByRole('dialog', { name: 'Transaction Details' });
  await expect(details).toContainText('₹6,999');
  const customerNotes = details.getByRole('button', { name: /^Download Credit Note CN\// });
  await expect(customerNotes).toHaveCount(2);
  await downloadCreditNote(customerPage, customerNotes.last());
});
