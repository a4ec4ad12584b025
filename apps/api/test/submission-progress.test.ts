import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { markSubmissionPaymentStatus } from '../src/modules/submissions/submission-payments.js';
import { devMailsAbout, pdf, postMultipart } from './support/documents-fixtures.js';
import { dueDateOf } from './support/due-dates.js';
import { browser, createService, setUpShop } from './support/payments-fixtures.js';
import { addStaff, staffTokenFor } from './support/staff-fixtures.js';
import { drivers } from './support/test-server.js';

const FIELDS = [{ name: 'companyName', label: 'Company name', type: 'text' as const, required: true }];
const DAY = 24 * 60 * 60_000;
const MILESTONES = ['Digital signatures (DSC)', 'Name approval', 'SPICe+ filing', 'Certificate of incorporation'];

describe.each(drivers)("the customer's progress and service levels on %s", (driver) => {
  const shop = setUpShop(driver, { fields: FIELDS, price: 4999, milestones: MILESTONES });

  const submit = async (slug = shop.slug, customer = shop.asha) =>
    (await customer.submit(slug, { companyName: 'Asha Foods' })).body.data.submissionId;
  const operatorBrowser = async () => browser(shop.server, (await staffTokenFor(shop.server, 'operator')).token);
  const progressOf = async (id: string) => {
    const answer = await shop.asha.get(`/public/services/submissions/${id}/progress`);
    expect(answer.status).toBe(200);
    return answer.body.data;
  };

  it('shows the timeline, the messages, requests and deliveries, never an internal note; the mails arrive', async () => {
    const operator = await operatorBrowser();
    const id = await submit();
    const fresh = await progressOf(id);
    expect(fresh).toEqual({
      expectedBy: null,
      completedAt: null,
      expert: null,
      steps: MILESTONES.map((title) => ({ title, state: 'upcoming' })),
      timeline: [{ kind: 'submitted', at: expect.any(String), detail: null }],
      messages: [],
      documentRequests: [],
      deliveries: [],
    });

    const paidAt = new Date();
    await markSubmissionPaymentStatus(shop.server.database.db, id, 'paid', paidAt);
    await operator.post(`/admin/submissions/${id}/status`, { status: 'processing' });
    const expert = await addStaff(shop.server, 'operator');
    expect((await operator.post(`/admin/submissions/${id}/assign`, { staffId: expert.id })).status).toBe(200);
    const working = await progressOf(id);
    expect(working.expert).toEqual({ name: expert.fullName });
    expect(working.steps.map((step: { state: string }) => step.state)).toEqual([
      'current',
      'upcoming',
      'upcoming',
      'upcoming',
    ]);
    const secret = `Director's signature looks traced ${randomUUID()}`;
    await operator.post(`/admin/submissions/${id}/notes`, { visibility: 'internal', body: secret });
    await operator.post(`/admin/submissions/${id}/notes`, { visibility: 'customer', body: 'We have started.' });
    const asked = await operator.post(`/admin/submissions/${id}/document-requests`, { label: 'Rent agreement' });
    const requestId = asked.body.data.request.id;
    const answered = await postMultipart(
      shop.server,
      shop.asha.token,
      `/public/services/submissions/${id}/document-requests/${requestId}`,
      { files: [pdf('rent.pdf')] },
    );
    expect(answered.status).toBe(200);
    const delivered = await postMultipart(shop.server, operator.token, `/admin/submissions/${id}/deliveries`, {
      fields: { title: 'Certificate of Incorporation', final: 'true' },
      files: [pdf('coi.pdf')],
    });
    expect(delivered.status).toBe(201);

    const progress = await progressOf(id);
    expect(progress.expectedBy).toBe(dueDateOf(paidAt, 15));
    // Completed: every step done, the promise kept beside the completion's time.
    expect(progress.steps.map((step: { state: string }) => step.state)).toEqual(['done', 'done', 'done', 'done']);
    expect(progress.completedAt).toBe(progress.timeline.at(-1).at);
    expect(
      progress.timeline.map(({ kind, detail }: { kind: string; detail: string | null }) => [kind, detail]),
    ).toEqual([
      ['submitted', null],
      ['paid', null],
      ['processing', null],
      ['documents_requested', 'Rent agreement'],
      ['documents_received', 'Rent agreement'],
      ['delivered', 'Certificate of Incorporation'],
      ['completed', null],
    ]);
    expect(progress.timeline[1].at).toBe(paidAt.toISOString());
    expect(progress.messages).toEqual([
      { id: expect.any(String), body: 'We have started.', createdAt: expect.any(String) },
    ]);
    expect(progress.documentRequests.map((request: { status: string }) => request.status)).toEqual(['answered']);
    expect(progress.deliveries).toHaveLength(1);
    expect(JSON.stringify(progress)).not.toContain(secret);

    // The orphan sweep keeps the answer's and the delivery's files, however old they get.
    const yearLater = new Date(Date.now() + 365 * DAY);
    expect((await shop.server.app.uploads.sweep(yearLater)).removed).toEqual([]);
    const [certificate] = progress.deliveries[0].files;
    expect((await shop.asha.get(certificate.filePath.replace(/^\/api/, ''))).status).toBe(200);
    const [rent] = progress.documentRequests[0].files;
    expect((await shop.asha.get(rent.filePath.replace(/^\/api/, ''))).status).toBe(200);

    // Status change, message, documents requested, documents delivered (which also says completed): in the
    // development mailbox, each with the link to the submission, and none with the internal note.
    const mails = await devMailsAbout(shop.server, shop.asha.email, id, 4);
    expect(new Set(mails.map((mail) => mail.subject))).toEqual(
      new Set([
        'Private Limited Company Registration: we are working on your application',
        'A message about your Private Limited Company Registration application',
        'Private Limited Company Registration: we need a document from you',
        'Private Limited Company Registration: your documents are delivered and your application is complete',
      ]),
    );
    expect(mails.some((mail) => mail.text.includes(secret))).toBe(false);

    expect((await shop.ravi.get(`/public/services/submissions/${id}/progress`)).status).toBe(404);
    expect((await shop.asha.get(`/public/services/submissions/${randomUUID()}/progress`)).status).toBe(404);
    expect((await operator.get(`/public/services/submissions/${id}/progress`)).status).toBe(401);
  });

  it('shows a rejection with its reason', async () => {
    const operator = await operatorBrowser();
    const id = await submit();
    await operator.post(`/admin/submissions/${id}/status`, {
      status: 'rejected',
      reason: 'The PAN card is unreadable',
    });
    const { timeline, steps, completedAt } = await progressOf(id);
    expect(steps).toEqual([]);
    expect(completedAt).toBeNull();
    expect(timeline.at(-1)).toEqual({ kind: 'rejected', at: expect.any(String), detail: 'The PAN card is unreadable' });
  });

  it('the queue shows due dates, flags and filters overdue work and sorts by due date', async () => {
    const operator = await operatorBrowser();
    const { slug } = await createService(shop.server, { fields: FIELDS, title: 'GST Registration' });
    const late = await submit(slug);
    const soon = await submit(slug);
    const unpaid = await submit(slug);
    const finished = await submit(slug);
    const db = shop.server.database.db;
    const now = new Date();
    const monthAgo = new Date(Date.now() - 30 * DAY);
    await markSubmissionPaymentStatus(db, late, 'paid', monthAgo);
    await markSubmissionPaymentStatus(db, soon, 'paid', now);
    await markSubmissionPaymentStatus(db, finished, 'paid', monthAgo);
    await operator.post(`/admin/submissions/${finished}/status`, { status: 'processing' });
    await operator.post(`/admin/submissions/${finished}/status`, { status: 'completed' });

    const queue = async (query: string) => {
      const answer = await operator.get(`/admin/submissions?service=${slug}${query}`);
      expect(answer.status).toBe(200);
      return answer.body.data.submissions as { id: string; dueDate: string | null; overdue: boolean }[];
    };
    const ids = (rows: { id: string }[]) => rows.map((row) => row.id);
    const rows = new Map((await queue('')).map((row) => [row.id, row]));
    expect(rows.get(late)).toMatchObject({ dueDate: dueDateOf(monthAgo, 15), overdue: true });
    expect(rows.get(soon)?.overdue).toBe(false);
    expect(rows.get(soon)?.dueDate).toBe(dueDateOf(now, 15));
    expect(rows.get(unpaid)).toMatchObject({ dueDate: null, overdue: false });
    // Completed late work is no longer overdue.
    expect(rows.get(finished)).toMatchObject({ dueDate: dueDateOf(monthAgo, 15), overdue: false });

    expect(ids(await queue('&overdue=true'))).toEqual([late]);
    expect(new Set(ids(await queue('&overdue=false')))).toEqual(new Set([soon, unpaid, finished]));
    expect(ids(await queue('&sort=due'))).toEqual([late, soon, unpaid, finished]);
    const detail = async (id: string) => (await operator.get(`/admin/submissions/${id}`)).body.data;
    expect((await detail(late)).overdue).toBe(true);
    expect((await detail(finished)).overdue).toBe(false);
  });
});
