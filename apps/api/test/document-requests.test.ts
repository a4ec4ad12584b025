import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEvents } from '../src/modules/audit/tables.js';
import { documentFiles, documentRequests } from '../src/modules/documents/tables.js';
import { devMailsAbout, type FilePart, pdf, postMultipart, storedKeys } from './support/documents-fixtures.js';
import { browser, EXE_BYTES, PDF_BYTES, PNG_BYTES, setUpShop } from './support/payments-fixtures.js';
import { staffTokenFor } from './support/staff-fixtures.js';
import { drivers } from './support/test-server.js';

const FIELDS = [{ name: 'companyName', label: 'Company name', type: 'text' as const, required: true }];

describe.each(drivers)('document requests on %s', (driver) => {
  const shop = setUpShop(driver, { fields: FIELDS, price: 4999 });

  const submit = async () => (await shop.asha.submit(shop.slug, { companyName: 'Asha Foods' })).body.data.submissionId;
  const staff = async () => {
    const member = await staffTokenFor(shop.server, 'operator');
    return { ...browser(shop.server, member.token), id: member.id };
  };
  /** Files as PDF names, or as parts. */
  const answer = (customer: { token?: string }, id: string, requestId: string, files: (string | FilePart)[]) =>
    postMultipart(shop.server, customer.token, `/public/services/submissions/${id}/document-requests/${requestId}`, {
      files: files.map((file) => (typeof file === 'string' ? pdf(file) : file)),
    });
  const requestRows = async (id: string) =>
    shop.server.database.db.select().from(documentRequests).where(eq(documentRequests.submissionId, id));
  const fileRows = async (id: string) =>
    shop.server.database.db.select().from(documentFiles).where(eq(documentFiles.submissionId, id));
  const auditOf = async (id: string, action: string) =>
    shop.server.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityId, id), eq(auditEvents.action, action)));

  it('staff ask, the customer is mailed and sees it, answers with files; the request closes', async () => {
    const operator = await staff();
    const id = await submit();
    const asked = await operator.post(`/admin/submissions/${id}/document-requests`, {
      label: '  Address proof of the registered office ',
      description: 'An electricity bill from the last two months.',
      fileTypes: ['pdf'],
    });
    expect(asked.status).toBe(201);
    expect(asked.body.message).toBe('Document requested');
    const { request } = asked.body.data;
    expect(request).toEqual({
      id: expect.any(String),
      label: 'Address proof of the registered office',
      description: 'An electricity bill from the last two months.',
      fileTypes: ['pdf'],
      maxSize: 10 * 1024 * 1024,
      status: 'open',
      requestedAt: expect.any(String),
      answeredAt: null,
      files: [],
    });
    const [audit] = await auditOf(id, 'submission.document_request');
    expect(audit).toMatchObject({ staffId: operator.id, after: { requestId: request.id, fileTypes: ['pdf'] } });
    const [mail] = await devMailsAbout(shop.server, shop.asha.email, id, 1);
    expect(mail?.subject).toBe('Private Limited Company Registration: we need a document from you');
    expect(mail?.text).toContain('please upload: Address proof of the registered office.');
    expect(mail?.text).toContain('An electricity bill from the last two months.');

    const queueRow = async () =>
      (await operator.get(`/admin/submissions?service=${shop.slug}&q=${id}`)).body.data.submissions[0];
    expect((await queueRow()).openDocumentRequests).toBe(1);
    const progress = (await shop.asha.get(`/public/services/submissions/${id}/progress`)).body.data;
    expect(progress.documentRequests).toEqual([request]);
    expect(progress.timeline.map((event: { kind: string }) => event.kind)).toEqual([
      'submitted',
      'documents_requested',
    ]);

    const answered = await answer(shop.asha, id, request.id, ['bill.pdf', 'lease.pdf']);
    expect(answered.status).toBe(200);
    expect(answered.body.message).toBe('Documents uploaded');
    const closed = answered.body.data.request;
    expect(closed).toMatchObject({ id: request.id, status: 'answered', answeredAt: expect.any(String) });
    expect(closed.files.map((file: { originalName: string }) => file.originalName)).toEqual(['bill.pdf', 'lease.pdf']);
    expect(closed.files[0]).toMatchObject({ fieldName: 'files', size: PDF_BYTES.length, mimeType: 'application/pdf' });
    const [file] = closed.files;
    expect(file.filePath).toBe(`/api/public/services/submissions/${id}/files/${file._id}`);
    const download = await shop.asha.get(file.filePath.replace(/^\/api/, ''));
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toContain('attachment; filename="bill.pdf"');
    expect(download.body).toEqual(PDF_BYTES);

    // The customer is the author: no staff member, and the audit row says so.
    const [answerAudit] = await auditOf(id, 'submission.document_answer');
    expect(answerAudit).toMatchObject({
      staffId: null,
      before: { requestId: request.id, status: 'open' },
      after: { requestId: request.id, status: 'answered', answeredBy: 'customer' },
    });
    expect((await queueRow()).openDocumentRequests).toBe(0);
    const detail = (await operator.get(`/admin/submissions/${id}`)).body.data;
    const [staffView] = detail.documentRequests;
    expect(staffView.status).toBe('answered');
    expect(staffView.files[0].filePath).toBe(`/api/admin/submissions/${id}/files/${file._id}`);
    expect((await operator.get(staffView.files[0].filePath.replace(/^\/api/, ''))).body).toEqual(PDF_BYTES);
    expect(detail.timeline.map((event: { action: string }) => event.action)).toEqual([
      'submission.document_request',
      'submission.document_answer',
    ]);

    const again = await answer(shop.asha, id, request.id, ['late.pdf']);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This document request has already been answered');
    expect(await fileRows(id)).toHaveLength(2);
  });

  it("answers 404 for another customer's submission, request or file, and for unknown ones", async () => {
    const operator = await staff();
    const id = await submit();
    const { request } = (await operator.post(`/admin/submissions/${id}/document-requests`, { label: 'PAN card' })).body
      .data;
    expect(request.fileTypes).toEqual(['pdf', 'jpg', 'jpeg', 'png', 'webp', 'docx', 'xlsx']);
    const before = await storedKeys(shop.server);

    const byRavi = await answer(shop.ravi, id, request.id, ['pan.pdf']);
    expect(byRavi.status).toBe(404);
    expect(byRavi.body).toEqual({ success: false, message: 'Document request not found' });
    expect((await answer(shop.asha, id, randomUUID(), ['pan.pdf'])).status).toBe(404);
    expect((await answer(shop.asha, randomUUID(), request.id, ['pan.pdf'])).status).toBe(404);
    const ravisOwn = (await shop.ravi.submit(shop.slug, { companyName: 'Ravi Co' })).body.data.submissionId;
    expect((await answer(shop.ravi, ravisOwn, request.id, ['pan.pdf'])).status).toBe(404);
    expect((await shop.ravi.get(`/public/services/submissions/${id}/progress`)).status).toBe(404);
    expect(await storedKeys(shop.server)).toEqual(before);

    const answered = await answer(shop.asha, id, request.id, [{ name: 'pan.png', content: PNG_BYTES }]);
    expect(answered.status).toBe(200);
    const [file] = answered.body.data.request.files;
    expect(file.mimeType).toBe('image/png');
    expect((await shop.ravi.get(`/public/services/submissions/${id}/files/${file._id}`)).status).toBe(404);
    expect((await shop.ravi.get(`/public/services/submissions/${ravisOwn}/files/${file._id}`)).status).toBe(404);
    expect((await operator.get(`/admin/submissions/${id}/files/${randomUUID()}`)).status).toBe(404);
    expect((await operator.get(`/admin/submissions/${ravisOwn}/files/${file._id}`)).status).toBe(404);
    expect((await operator.post(`/admin/submissions/${randomUUID()}/document-requests`, { label: 'X' })).status).toBe(
      404,
    );
  });

  it('refuses files the request does not take, in the spec wording, and keeps neither row nor file', async () => {
    const operator = await staff();
    const id = await submit();
    const { request } = (
      await operator.post(`/admin/submissions/${id}/document-requests`, { label: 'Bank statement', fileTypes: ['pdf'] })
    ).body.data;
    const before = await storedKeys(shop.server);
    const refused = async (files: FilePart[], message: string, status = 422) => {
      const answered = await answer(shop.asha, id, request.id, files);
      expect(answered.status).toBe(status);
      if (status === 422) expect(answered.body.errors).toEqual([{ field: 'files', message }]);
      expect(await storedKeys(shop.server)).toEqual(before);
      expect(await fileRows(id)).toEqual([]);
      expect((await requestRows(id))[0]?.answeredAt).toBeNull();
    };
    await refused([], 'Bank statement is required');
    await refused([{ name: 'statement.png', content: PNG_BYTES }], 'Only pdf files are allowed');
    // Named .pdf, but a Windows program inside: content sniffing refuses it, even after a good file was stored.
    await refused([pdf('march.pdf'), { name: 'april.pdf', content: EXE_BYTES }], 'Only pdf files are allowed');
    const oversize = Buffer.concat([PDF_BYTES, Buffer.alloc(10 * 1024 * 1024)]);
    await refused([{ name: 'huge.pdf', content: oversize }], 'File size must not exceed 10.00 MB');
    // Failures after files were stored: a file name PostgreSQL cannot keep (400), too many parts (413).
    await refused([pdf('march.pdf'), pdf('april\u0000.pdf')], '', 400);
    await refused(
      Array.from({ length: 60 }, (_, page) => pdf(`page-${page}.pdf`)),
      '',
      413,
    );
    const sent = await postMultipart(
      shop.server,
      shop.asha.token,
      `/public/services/submissions/${id}/document-requests/${request.id}`,
      {
        files: [{ ...pdf('statement.pdf'), field: 'panCard' }],
      },
    );
    expect(sent.status).toBe(400);
    expect(await storedKeys(shop.server)).toEqual(before);
  });

  it('takes no requests or answers once the submission is completed or rejected (409)', async () => {
    const operator = await staff();
    const id = await submit();
    const { request } = (await operator.post(`/admin/submissions/${id}/document-requests`, { label: 'Photo' })).body
      .data;
    const rejected = await operator.post(`/admin/submissions/${id}/status`, {
      status: 'rejected',
      reason: 'Duplicate',
    });
    expect(rejected.status).toBe(200);
    const asked = await operator.post(`/admin/submissions/${id}/document-requests`, { label: 'Another photo' });
    expect(asked.status).toBe(409);
    expect(asked.body.message).toBe('This submission is already rejected');
    const late = await answer(shop.asha, id, request.id, ['photo.pdf']);
    expect(late.status).toBe(409);
    expect(await requestRows(id)).toHaveLength(1);
    expect(await auditOf(id, 'submission.document_request')).toHaveLength(1);

    const blank = await operator.post(`/admin/submissions/${id}/document-requests`, { label: '   ' });
    expect(blank.status).toBe(400);
  });
});
