import { randomUUID } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEvents } from '../src/audit/tables.js';
import { mailbox } from '../src/mail/tables.js';
import { markSubmissionPaymentStatus } from '../src/submissions/submission-payments.js';
import { browser, setUpShop } from './support/payments-fixtures.js';
import { staffTokenFor } from './support/staff-fixtures.js';
import { drivers } from './support/test-server.js';

const FIELDS = [{ name: 'companyName', label: 'Company name', type: 'text' as const, required: true }];

describe.each(drivers)('fulfilment on %s', (driver) => {
  const shop = setUpShop(driver, { fields: FIELDS, price: 4999 });

  const submit = async () => (await shop.asha.submit(shop.slug, { companyName: 'Asha Foods' })).body.data.submissionId;
  const auditRowsOf = async (id: string) =>
    (
      await shop.server.database.db
        .select({ value: count() })
        .from(auditEvents)
        .where(and(eq(auditEvents.entity, 'submission'), eq(auditEvents.entityId, id)))
    )[0]?.value;
  const mailsTo = (email: string) => shop.server.database.db.select().from(mailbox).where(eq(mailbox.toAddress, email));

  it('moves a submission pending → processing → completed, auditing each move and mailing the customer', async () => {
    const operator = browser(shop.server, (await staffTokenFor(shop.server, 'operator')).token);
    const id = await submit();
    const mailsBefore = (await mailsTo(shop.asha.email)).length;

    const started = await operator.post(`/admin/submissions/${id}/status`, { status: 'processing' });
    expect(started.body).toEqual({
      success: true,
      message: 'Status updated',
      data: { submissionId: id, status: 'processing' },
    });
    expect((await shop.asha.get(`/public/services/submissions/${id}`)).body.data.submission.status).toBe('processing');
    expect((await operator.post(`/admin/submissions/${id}/status`, { status: 'completed' })).status).toBe(200);

    const again = await operator.post(`/admin/submissions/${id}/status`, { status: 'processing' });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ success: false, message: 'A completed submission cannot move to processing' });
    expect(await auditRowsOf(id)).toBe(2);

    const mails = (await mailsTo(shop.asha.email)).slice(mailsBefore);
    expect(mails.map((mail) => mail.subject)).toEqual([
      'Private Limited Company Registration: we are working on your application',
      'Private Limited Company Registration: your application is complete',
    ]);
    expect(mails[0]?.textBody).toContain(`/submissions/${id}`);
  });

  it('refuses to reject a paid submission (a refund comes first) and an unpaid one without a reason', async () => {
    const operator = browser(shop.server, (await staffTokenFor(shop.server, 'operator')).token);
    const paid = await submit();
    await markSubmissionPaymentStatus(shop.server.database.db, paid, 'paid');
    const rejectPaid = await operator.post(`/admin/submissions/${paid}/status`, {
      status: 'rejected',
      reason: 'Blurry',
    });
    expect(rejectPaid.status).toBe(409);
    expect(await auditRowsOf(paid)).toBe(0);

    const unpaid = await submit();
    const noReason = await operator.post(`/admin/submissions/${unpaid}/status`, { status: 'rejected', reason: ' ' });
    expect(noReason.status).toBe(422);
    expect(noReason.body.errors).toEqual([
      { field: 'reason', message: 'Please give the customer a reason for the rejection' },
    ]);
    const rejected = await operator.post(`/admin/submissions/${unpaid}/status`, {
      status: 'rejected',
      reason: 'The PAN card is unreadable',
    });
    expect(rejected.body.data.status).toBe('rejected');
    const [mail] = (await mailsTo(shop.asha.email)).slice(-1);
    expect(mail?.textBody).toContain('Reason: The PAN card is unreadable');
  });

  it('answers 404 for an unknown submission and leaves no audit row', async () => {
    const admin = browser(shop.server, (await staffTokenFor(shop.server, 'admin')).token);
    const unknown = randomUUID();
    const answer = await admin.post(`/admin/submissions/${unknown}/status`, { status: 'processing' });
    expect(answer.status).toBe(404);
    expect(answer.body.success).toBe(false);
    expect(await auditRowsOf(unknown)).toBe(0);
  });
});
