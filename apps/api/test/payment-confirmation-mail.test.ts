import { and, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailOutbox } from '../src/platform/mail/tables.js';
import { CARD_SUCCESS, type Customer, sandboxOf, setUpShop } from './support/payments-fixtures.js';
import { pdfStructure } from './support/pdf-structure.js';
import { drivers } from './support/test-server.js';

const FIELDS = [{ name: 'companyName', label: 'Company name', type: 'text' as const, required: true }];

// ₹14,999 inclusive of 18% GST: ₹12,711.02 taxable and ₹2,287.98 of GST, split 9% + 9% for a customer in the
// supplier's state (Karnataka, the default when no billing state is given), as on the invoice.
describe.each(drivers)('payment confirmation mail on %s', (driver) => {
  const shop = setUpShop(driver, { fields: FIELDS, price: 14999, title: 'Trademark Registration' });

  async function paidInCheckout(customer: Customer) {
    const submitted = await customer.submit(shop.slug, { companyName: 'Acme Innovations' }, []);
    expect(submitted.status).toBe(201);
    const submissionId = submitted.body.data.submissionId as string;
    const order = (await customer.post('/payment/create-order', { submissionId })).body.data;
    const sandbox = sandboxOf(shop.server);
    sandbox.webhooks.configure({ paused: true, duplicate: false, reorder: false, delayMs: 0 });
    const paid = await sandbox.pay(order.order.id, CARD_SUCCESS, {});
    return { submissionId, order, paid };
  }

  const confirmationsTo = (email: string) =>
    shop.server.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.toAddress, email), like(mailOutbox.subject, 'Payment received%')));

  it('queues one confirmation when verify and duplicated, reordered webhooks race, and none after reconciliation', async () => {
    const { submissionId, order, paid } = await paidInCheckout(shop.asha);
    const sandbox = sandboxOf(shop.server);
    sandbox.webhooks.configure({ paused: false, duplicate: true, reorder: true });
    await Promise.all([
      Promise.all(
        Array.from({ length: 5 }, () =>
          shop.asha.post('/payment/verify', { ...paid, transactionId: order.transaction.id }),
        ),
      ),
      sandbox.webhooks.release(),
    ]);
    await shop.server.app.payments.reconcile(new Date(Date.now() + 16 * 60 * 1000));

    const mails = await confirmationsTo(shop.asha.email);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    const transaction = (await shop.asha.get(`/payment/transaction/${order.transaction.id}`)).body.data.transaction;
    expect(mail?.subject).toBe('Payment received: ₹14,999.00 for Trademark Registration');
    expect(mail?.textBody).toContain('₹12,711.02 + CGST 9% ₹1,143.99 + SGST 9% ₹1,143.99 (18% GST included)');
    expect(mail?.textBody).toContain(`Your tax invoice ${transaction.invoiceNumber} is attached.`);
    const { expectedBy } = (await shop.asha.get(`/public/services/submissions/${submissionId}`)).body.data.submission;
    const longDate = new Intl.DateTimeFormat('en-IN', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    expect(mail?.textBody).toContain(
      `We expect to complete the work by ${longDate.format(new Date(`${expectedBy}T00:00:00Z`))}.`,
    );
    expect(mail?.textBody).toContain('What happens next');
    expect(mail?.textBody).toContain(`/submissions/${submissionId}`);

    const [attachment] = mail?.attachments ?? [];
    expect(attachment).toMatchObject({
      filename: `invoice-${transaction.invoiceNumber.replaceAll('/', '-')}.pdf`,
      contentType: 'application/pdf',
    });
    const pdf = await pdfStructure(Buffer.from(attachment?.contentBase64 ?? '', 'base64'));
    expect(pdf.check.passed).toBe(true);
    expect(pdf.title).toBe(`Tax Invoice ${transaction.invoiceNumber}`);
  });

  it('queues one confirmation when reconciliation alone records the payment', async () => {
    const { order } = await paidInCheckout(shop.ravi);
    sandboxOf(shop.server).webhooks.drop();
    await shop.server.app.payments.reconcile(new Date(Date.now() + 16 * 60 * 1000));
    await shop.server.app.payments.reconcile(new Date(Date.now() + 32 * 60 * 1000));
    const transaction = (await shop.ravi.get(`/payment/transaction/${order.transaction.id}`)).body.data.transaction;
    expect(transaction.status).toBe('successful');
    expect(await confirmationsTo(shop.ravi.email)).toHaveLength(1);
  });

  it('sends nothing for a payment that has not been captured', async () => {
    const customer = shop.asha;
    const before = (await confirmationsTo(customer.email)).length;
    const submitted = await customer.submit(shop.slug, { companyName: 'Unpaid Ltd' }, []);
    await customer.post('/payment/create-order', { submissionId: submitted.body.data.submissionId });
    expect(await confirmationsTo(customer.email)).toHaveLength(before);
  });
});
