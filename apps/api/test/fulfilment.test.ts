import { randomUUID } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { auditEvents } from '../src/modules/audit/tables.js';
import { markSubmissionPaymentStatus } from '../src/modules/submissions/submission-payments.js';
import { submissions } from '../src/modules/submissions/tables.js';
import { mailbox } from '../src/platform/mail/tables.js';
import { browser, createService, setUpShop } from './support/payments-fixtures.js';
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
  /** The mails about submission `id` once the outbox has delivered `expected` of them (delivery is asynchronous). */
  const mailsAbout = (id: string, expected: number) =>
    vi.waitFor(
      async () => {
        const mails = (await mailsTo(shop.asha.email)).filter((mail) => mail.textBody.includes(`/submissions/${id}`));
        expect(mails).toHaveLength(expected);
        return mails;
      },
      { timeout: 10_000, interval: 50 },
    );

  it('moves a submission pending → processing → completed, auditing each move and mailing the customer', async () => {
    const operator = browser(shop.server, (await staffTokenFor(shop.server, 'operator')).token);
    const id = await submit();

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

    const detail = (await operator.get(`/admin/submissions/${id}`)).body.data;
    expect(detail.submission).toMatchObject({ _id: id, status: 'completed', formData: { companyName: 'Asha Foods' } });
    expect(detail.submission.service.price).toBe(4999);
    expect(detail.customer).toMatchObject({ fullName: 'Asha Verma', email: shop.asha.email });
    expect(detail.timeline.map((event: { after: { status: string } }) => event.after.status)).toEqual([
      'processing',
      'completed',
    ]);

    // The mailbox keeps no delivery order (one outbox batch shares a timestamp): compare as a set.
    const mails = await mailsAbout(id, 2);
    expect(new Set(mails.map((mail) => mail.subject))).toEqual(
      new Set([
        'Private Limited Company Registration: we are working on your application',
        'Private Limited Company Registration: your application is complete',
      ]),
    );
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
    const [mail] = await mailsAbout(unpaid, 1);
    expect(mail?.textBody).toContain('Reason: The PAN card is unreadable');
  });

  it('answers 404 for an unknown submission and leaves no audit row', async () => {
    const admin = browser(shop.server, (await staffTokenFor(shop.server, 'admin')).token);
    const unknown = randomUUID();
    const answer = await admin.post(`/admin/submissions/${unknown}/status`, { status: 'processing' });
    expect(answer.status).toBe(404);
    expect(answer.body.success).toBe(false);
    expect(await auditRowsOf(unknown)).toBe(0);
    expect((await admin.get(`/admin/submissions/${unknown}`)).status).toBe(404);
  });

  it('lists the queue with filters, search, sorting and paging; paid work waiting longest comes first', async () => {
    const operator = browser(shop.server, (await staffTokenFor(shop.server, 'operator')).token);
    const { slug } = await createService(shop.server, { fields: FIELDS, title: 'GST Registration' });
    const ids: string[] = [];
    for (const customer of [shop.asha, shop.ravi, shop.asha, shop.ravi]) {
      ids.push((await customer.submit(slug, { companyName: 'Queue Co' })).body.data.submissionId);
    }
    const [ashaOld, ravi1, ashaNew, ravi2] = ids as [string, string, string, string];
    await markSubmissionPaymentStatus(shop.server.database.db, ashaNew, 'paid');
    await markSubmissionPaymentStatus(shop.server.database.db, ravi2, 'paid');
    const queue = async (query: string) => {
      const answer = await operator.get(`/admin/submissions?service=${slug}${query}`);
      expect(answer.status).toBe(200);
      return answer.body.data;
    };
    const idsOf = (data: { submissions: { id: string }[] }) => data.submissions.map((row) => row.id);

    expect(idsOf(await queue(''))).toEqual([ashaNew, ravi2, ashaOld, ravi1]);
    expect(idsOf(await queue('&sort=newest'))).toEqual([ravi2, ashaNew, ravi1, ashaOld]);
    expect(idsOf(await queue('&paymentStatus=paid'))).toEqual([ashaNew, ravi2]);
    expect(idsOf(await queue('&q=ravi%20kum'))).toEqual([ravi2, ravi1]);
    expect(idsOf(await queue(`&q=${shop.asha.email.toUpperCase()}`))).toEqual([ashaNew, ashaOld]);
    expect(idsOf(await queue(`&q=${ravi1}`))).toEqual([ravi1]);
    expect(idsOf(await queue('&q=100%25'))).toEqual([]);
    const page = await queue('&limit=3&page=2');
    expect(idsOf(page)).toEqual([ravi1]);
    expect(page.pagination).toEqual({
      total: 4,
      totalIsLowerBound: false,
      page: 2,
      limit: 3,
      pages: 2,
      nextCursor: null,
    });
    const [first] = (await queue('&limit=1')).submissions;
    expect(first).toMatchObject({
      service: { title: 'GST Registration', slug },
      paymentStatus: 'paid',
      price: 14999,
      customer: { fullName: 'Asha Verma', email: shop.asha.email },
    });

    await operator.post(`/admin/submissions/${ravi1}/status`, { status: 'processing' });
    expect(idsOf(await queue('&status=processing'))).toEqual([ravi1]);
    const future = new Date(Date.now() + 60_000).toISOString();
    expect(idsOf(await queue(`&from=${encodeURIComponent(future)}`))).toEqual([]);
    expect((await shop.asha.get('/admin/submissions')).status).toBe(401);
  });

  it('opens on open work: paid and unfinished, overdue first, then by due date, then waiting longest', async () => {
    const operator = browser(shop.server, (await staffTokenFor(shop.server, 'operator')).token);
    const { slug } = await createService(shop.server, { fields: FIELDS, title: 'Open Work Co' });
    const ids: string[] = [];
    for (const customer of [shop.asha, shop.ravi, shop.asha, shop.ravi, shop.asha]) {
      ids.push((await customer.submit(slug, { companyName: 'Open Co' })).body.data.submissionId);
    }
    const [unpaid, finished, dueLater, overdue, dueSameDay] = ids as [string, string, string, string, string];
    const db = shop.server.database.db;
    for (const id of [finished, dueLater, overdue, dueSameDay]) await markSubmissionPaymentStatus(db, id, 'paid');
    const dueOn = (id: string, day: string) =>
      db.update(submissions).set({ expectedBy: day }).where(eq(submissions.id, id));
    await dueOn(finished, '2020-01-01');
    await dueOn(overdue, '2021-06-01');
    await dueOn(dueLater, '2099-01-02');
    await dueOn(dueSameDay, '2099-01-02');
    await db.update(submissions).set({ status: 'completed' }).where(eq(submissions.id, finished));
    const idsOf = async (query: string) => {
      const answer = await operator.get(`/admin/submissions?service=${slug}${query}`);
      expect(answer.status).toBe(200);
      return answer.body.data.submissions.map((row: { id: string }) => row.id);
    };

    expect(await idsOf('&view=open&sort=priority')).toEqual([overdue, dueLater, dueSameDay]);
    // All work in the same order: the finished and unpaid come after every open one, however old.
    expect(await idsOf('&sort=priority')).toEqual([overdue, dueLater, dueSameDay, finished, unpaid]);
    // The order pages by cursor without repeating or skipping a row.
    const first = await operator.get(`/admin/submissions?service=${slug}&sort=priority&limit=2`);
    const cursor = first.body.data.pagination.nextCursor as string;
    const rest = await idsOf(`&sort=priority&limit=3&cursor=${encodeURIComponent(cursor)}`);
    expect([...first.body.data.submissions.map((row: { id: string }) => row.id), ...rest]).toEqual(
      await idsOf('&sort=priority'),
    );
  });

  it('assigns a selection at once, auditing each submission; one unknown id assigns none', async () => {
    const operator = await staffTokenFor(shop.server, 'operator');
    const staff = browser(shop.server, operator.token);
    const [one, two] = [await submit(), await submit()] as [string, string];

    const assigned = await staff.post('/admin/submissions/assign', { submissionIds: [two, one], staffId: operator.id });
    expect(assigned.status).toBe(200);
    expect(assigned.body.message).toBe('2 submissions assigned');
    expect(assigned.body.data.assigned).toEqual(
      [one, two].sort().map((submissionId) => ({ submissionId, assigneeId: operator.id })),
    );
    expect(await auditRowsOf(one)).toBe(1);
    expect(await auditRowsOf(two)).toBe(1);

    const refused = await staff.post('/admin/submissions/assign', {
      submissionIds: [one, randomUUID()],
      staffId: null,
    });
    expect(refused.status).toBe(404);
    expect((await staff.get(`/admin/submissions/${one}`)).body.data.assigneeId).toBe(operator.id);
    expect(await auditRowsOf(one)).toBe(1);
    const inactive = await staff.post('/admin/submissions/assign', { submissionIds: [one], staffId: randomUUID() });
    expect(inactive.status).toBe(422);
    const empty = await staff.post('/admin/submissions/assign', { submissionIds: [], staffId: null });
    expect(empty.status).toBe(400);
    expect((await shop.asha.post('/admin/submissions/assign', { submissionIds: [one], staffId: null })).status).toBe(
      401,
    );
  });

  it('assigns work and keeps internal notes from the customer; a customer message is mailed', async () => {
    const operator = await staffTokenFor(shop.server, 'operator');
    const staff = browser(shop.server, operator.token);
    const id = await submit();

    const assigned = await staff.post(`/admin/submissions/${id}/assign`, { staffId: operator.id });
    expect(assigned.body.data).toEqual({ submissionId: id, assigneeId: operator.id });
    const mine = await staff.get(`/admin/submissions?assignee=${operator.id}`);
    expect(mine.body.data.submissions.map((row: { id: string }) => row.id)).toEqual([id]);
    expect(mine.body.data.submissions[0].assigneeId).toBe(operator.id);
    const nobody = await staff.post(`/admin/submissions/${id}/assign`, { staffId: randomUUID() });
    expect(nobody.status).toBe(422);

    const secret = `Director PAN looks edited ${randomUUID()}`;
    const internal = await staff.post(`/admin/submissions/${id}/notes`, { visibility: 'internal', body: secret });
    expect(internal.status).toBe(201);
    const message = await staff.post(`/admin/submissions/${id}/notes`, {
      visibility: 'customer',
      body: 'Please upload a clearer PAN card.',
    });
    expect(message.body.message).toBe('Message sent to the customer');

    const detail = (await staff.get(`/admin/submissions/${id}`)).body.data;
    expect(detail.assigneeId).toBe(operator.id);
    expect(detail.notes.map((note: { visibility: string }) => note.visibility)).toEqual(['internal', 'customer']);
    expect(detail.timeline.map((event: { action: string }) => event.action)).toEqual([
      'submission.assign',
      'submission.note',
      'submission.message',
    ]);

    // Whatever the customer reads or is sent never holds the internal note.
    const own = await shop.asha.get(`/public/services/submissions/${id}`);
    const all = await shop.asha.get('/public/services/submissions/all');
    expect(JSON.stringify([own.body, all.body])).not.toContain(secret);
    const mails = await mailsAbout(id, 1);
    expect(mails[0]?.textBody).toContain('Please upload a clearer PAN card.');
    expect((await mailsTo(shop.asha.email)).some((mail) => mail.textBody.includes(secret))).toBe(false);
    expect((await shop.asha.get(`/admin/submissions/${id}`)).status).toBe(401);
  });

  it('lists the active staff a submission can be assigned to, for operators too', async () => {
    const admin = await staffTokenFor(shop.server, 'admin');
    const operator = await staffTokenFor(shop.server, 'operator');
    const leaver = await staffTokenFor(shop.server, 'operator');
    const adminBrowser = browser(shop.server, admin.token);
    expect((await adminBrowser.post(`/admin/staff/${leaver.id}/deactivate`)).status).toBe(200);

    const answer = await browser(shop.server, operator.token).get('/admin/staff/assignable');
    expect(answer.status).toBe(200);
    const listed = answer.body.data.staff as { id: string; fullName: string; active: boolean }[];
    expect(listed.map((member) => member.id)).toEqual(expect.arrayContaining([admin.id, operator.id]));
    expect(listed.map((member) => member.id)).not.toContain(leaver.id);
    expect(listed.every((member) => member.active)).toBe(true);
    const names = listed.map((member) => member.fullName);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect((await browser(shop.server, operator.token).get('/admin/staff')).status).toBe(403);
  });
});
