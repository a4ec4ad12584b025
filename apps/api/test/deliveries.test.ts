import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEvents } from '../src/modules/audit/tables.js';
import { documentDeliveries } from '../src/modules/documents/tables.js';
import { markSubmissionPaymentStatus } from '../src/modules/submissions/submission-payments.js';
import { mailOutbox } from '../src/platform/mail/tables.js';
import { devMailsAbout, type FilePart, pdf, postMultipart, storedKeys } from './support/documents-fixtures.js';
import { browser, EXE_BYTES, PDF_BYTES, setUpShop } from './support/payments-fixtures.js';
import { staffTokenFor } from './support/staff-fixtures.js';
import { drivers } from './support/test-server.js';

const FIELDS = [
  { name: 'companyName', label: 'Company name', type: 'text' as const, required: true },
  { name: 'panCard', label: 'PAN card', type: 'file' as const, required: true },
];
const CERTIFICATE = Buffer.concat([PDF_BYTES, Buffer.from('% Certificate of Incorporation\n')]);

describe.each(drivers)('deliveries on %s', (driver) => {
  const shop = setUpShop(driver, { fields: FIELDS, price: 6999 });

  /** A paid application being worked on. */
  async function inProgress(operator: ReturnType<typeof browser>) {
    const submitted = await shop.asha.submit(shop.slug, { companyName: 'Asha Foods' }, [
      { field: 'panCard', name: 'pan.pdf', content: PDF_BYTES },
    ]);
    const id = submitted.body.data.submissionId as string;
    await markSubmissionPaymentStatus(shop.server.database.db, id, 'paid');
    expect((await operator.post(`/admin/submissions/${id}/status`, { status: 'processing' })).status).toBe(200);
    return id;
  }
  const operatorBrowser = async () => browser(shop.server, (await staffTokenFor(shop.server, 'operator')).token);
  const deliver = (
    staff: { token?: string },
    id: string,
    parts: { title?: string; final?: string; files?: FilePart[] },
  ) =>
    postMultipart(shop.server, staff.token, `/admin/submissions/${id}/deliveries`, {
      fields: {
        ...(parts.title === undefined ? {} : { title: parts.title }),
        ...(parts.final === undefined ? {} : { final: parts.final }),
      },
      files: parts.files,
    });
  const deliveryRows = (id: string) =>
    shop.server.database.db.select().from(documentDeliveries).where(eq(documentDeliveries.submissionId, id));
  const auditActions = async (id: string) =>
    (
      await shop.server.database.db
        .select({ action: auditEvents.action })
        .from(auditEvents)
        .where(and(eq(auditEvents.entity, 'submission'), eq(auditEvents.entityId, id)))
        .orderBy(auditEvents.createdAt, auditEvents.id)
    ).map((row) => row.action);

  it('delivers documents the customer downloads; a final delivery completes the submission with ONE mail', async () => {
    const operator = await operatorBrowser();
    const id = await inProgress(operator);
    await devMailsAbout(shop.server, shop.asha.email, id, 1); // "we are working on your application"

    const draft = await deliver(operator, id, { title: 'Draft MoA and AoA', final: 'false', files: [pdf('moa.pdf')] });
    expect(draft.status).toBe(201);
    expect(draft.body.message).toBe('Delivered');
    expect(draft.body.data).toMatchObject({
      status: 'processing',
      delivery: { title: 'Draft MoA and AoA', final: false },
    });
    const mailsAfterDraft = await devMailsAbout(shop.server, shop.asha.email, id, 2);
    expect(mailsAfterDraft.map((mail) => mail.subject)).toContain(
      'Private Limited Company Registration: new documents for you',
    );

    const final = await deliver(operator, id, {
      title: 'Certificate of Incorporation',
      final: 'true',
      files: [{ name: 'coi.pdf', content: CERTIFICATE }, pdf('pan-tan.pdf')],
    });
    expect(final.status).toBe(201);
    expect(final.body.message).toBe('Delivered; the submission is completed');
    const { delivery, status } = final.body.data;
    expect(status).toBe('completed');
    expect(delivery).toMatchObject({
      title: 'Certificate of Incorporation',
      final: true,
      deliveredAt: expect.any(String),
    });
    expect(delivery.files.map((file: { originalName: string }) => file.originalName)).toEqual([
      'coi.pdf',
      'pan-tan.pdf',
    ]);
    expect(delivery.files[0].filePath).toBe(`/api/admin/submissions/${id}/files/${delivery.files[0]._id}`);
    expect(await auditActions(id)).toEqual([
      'submission.status',
      'submission.delivery',
      'submission.delivery',
      'submission.status',
    ]);

    // One mail for the final delivery (it says both), none for the status it caused: the outbox holds every mail
    // the transaction queued, whether or not it has been delivered yet.
    const queued = await shop.server.database.db
      .select({ text: mailOutbox.textBody })
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, shop.asha.email));
    expect(queued.filter((mail) => mail.text.includes(`/submissions/${id}`))).toHaveLength(3);
    const mails = await devMailsAbout(shop.server, shop.asha.email, id, 3);
    const finalMails = mails.filter((mail) => !mailsAfterDraft.some((earlier) => earlier.subject === mail.subject));
    expect(finalMails.map((mail) => mail.subject)).toEqual([
      'Private Limited Company Registration: your documents are delivered and your application is complete',
    ]);
    expect(finalMails[0]?.text).toContain('Certificate of Incorporation');

    const own = (await shop.asha.get(`/public/services/submissions/${id}`)).body.data.submission;
    expect(own.status).toBe('completed');
    const progress = (await shop.asha.get(`/public/services/submissions/${id}/progress`)).body.data;
    expect(progress.deliveries.map((shown: { title: string }) => shown.title)).toEqual([
      'Certificate of Incorporation',
      'Draft MoA and AoA',
    ]);
    const certificate = progress.deliveries[0].files[0];
    expect(certificate.filePath).toBe(`/api/public/services/submissions/${id}/files/${certificate._id}`);
    expect((await shop.asha.get(certificate.filePath.replace(/^\/api/, ''))).body).toEqual(CERTIFICATE);
    expect((await shop.ravi.get(certificate.filePath.replace(/^\/api/, ''))).status).toBe(404);
    expect(progress.timeline.map((event: { kind: string }) => event.kind).slice(-3)).toEqual([
      'delivered',
      'delivered',
      'completed',
    ]);

    // Staff download every file of the submission: the application's and the delivered ones.
    const detail = (await operator.get(`/admin/submissions/${id}`)).body.data;
    const [pan] = detail.submission.fileUploads;
    expect(pan.filePath).toBe(`/api/admin/submissions/${id}/files/${pan._id}`);
    const panDownload = await operator.get(pan.filePath.replace(/^\/api/, ''));
    expect(panDownload.body).toEqual(PDF_BYTES);
    expect(panDownload.headers.get('content-disposition')).toBe(
      `attachment; filename="pan.pdf"; filename*=UTF-8''pan.pdf`,
    );
    expect(detail.deliveries.map((shown: { final: boolean }) => shown.final)).toEqual([true, false]);
    expect((await operator.get(`/admin/submissions/${id}/files/${certificate._id}`)).body).toEqual(CERTIFICATE);
    expect((await shop.asha.get(`/admin/submissions/${id}/files/${pan._id}`)).status).toBe(401);

    const after = await deliver(operator, id, { title: 'Late', final: 'false', files: [pdf('late.pdf')] });
    expect(after.status).toBe(409);
    expect(after.body.message).toBe('This submission is already completed');
  });

  it('a final delivery of a pending submission answers 409 and leaves no delivery, audit row, mail or file', async () => {
    const operator = await operatorBrowser();
    const id = (
      await shop.asha.submit(shop.slug, { companyName: 'Asha Foods' }, [
        { field: 'panCard', name: 'pan.pdf', content: PDF_BYTES },
      ])
    ).body.data.submissionId;
    const before = await storedKeys(shop.server);
    const answer = await deliver(operator, id, { title: 'Certificate', final: 'true', files: [pdf('coi.pdf')] });
    expect(answer.status).toBe(409);
    expect(answer.body.message).toBe('A pending submission cannot move to completed');
    expect(await deliveryRows(id)).toEqual([]);
    expect(await auditActions(id)).toEqual([]);
    expect(await storedKeys(shop.server)).toEqual(before);
    expect((await shop.asha.get(`/public/services/submissions/${id}`)).body.data.submission.status).toBe('pending');
  });

  it('checks the title, final and the files (422 in the spec wording) and keeps nothing of a refused delivery', async () => {
    const operator = await operatorBrowser();
    const id = await inProgress(operator);
    const before = await storedKeys(shop.server);
    const refused = async (parts: Parameters<typeof deliver>[2], errors: { field: string; message: string }[]) => {
      const answer = await deliver(operator, id, parts);
      expect(answer.status).toBe(422);
      expect(answer.body.errors).toEqual(errors);
      expect(await storedKeys(shop.server)).toEqual(before);
      expect(await deliveryRows(id)).toEqual([]);
    };
    await refused({ final: 'false', files: [pdf('a.pdf')] }, [{ field: 'title', message: 'Title is required' }]);
    await refused({ title: 'x'.repeat(101), final: 'no', files: [pdf('a.pdf')] }, [
      { field: 'title', message: 'Maximum 100 characters allowed' },
      { field: 'final', message: 'final must be "true" or "false"' },
    ]);
    await refused({ title: 'Certificate', final: 'true' }, [
      { field: 'files', message: 'At least one file is required' },
    ]);
    await refused(
      { title: 'Certificate', final: 'true', files: [pdf('a.pdf'), { name: 'b.pdf', content: EXE_BYTES }] },
      [{ field: 'files', message: 'Only pdf, jpg, jpeg, png, webp, docx, xlsx files are allowed' }],
    );
    expect((await shop.asha.get(`/public/services/submissions/${id}`)).body.data.submission.status).toBe('processing');
    expect((await deliver(operator, randomUUID(), { title: 'X', final: 'false', files: [pdf('a.pdf')] })).status).toBe(
      404,
    );
    expect((await deliver(shop.asha, id, { title: 'X', final: 'false', files: [pdf('a.pdf')] })).status).toBe(401);
    expect(await storedKeys(shop.server)).toEqual(before);
  });
});
