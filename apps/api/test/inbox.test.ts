import { randomUUID } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { recordAudit } from '../src/modules/audit/index.js';
import { auditEvents } from '../src/modules/audit/tables.js';
import { contactReplies } from '../src/modules/contact/tables.js';
import { staffServiceDeps } from '../src/modules/staff/index.js';
import { staffManagement } from '../src/modules/staff/staff-management.js';
import { mailbox } from '../src/platform/mail/tables.js';
import { openForBlock } from './support/open-for-block.js';
import { browser, startPaymentsServer } from './support/payments-fixtures.js';
import { staffTokenFor } from './support/staff-fixtures.js';
import { drivers } from './support/test-server.js';

interface Row {
  id: string;
  name: string;
  read: boolean;
  status: string;
  assigneeId: string | null;
  replyCount: number;
}

describe.each(drivers)('the back-office inbox on %s', (driver) => {
  const server = openForBlock(() => startPaymentsServer(driver));

  /** A visitor (an address of its own, so the contact form's limit stays apart) sends one message. */
  async function sendMessage(overrides: Partial<{ name: string; email: string; message: string }> = {}) {
    const message = {
      name: 'Meera Iyer',
      email: `meera.${randomUUID().slice(0, 8)}@example.in`,
      phone: null,
      message: 'How long does a trademark take?',
      ...overrides,
    };
    expect((await browser(server.current).post('/contact', message)).status).toBe(201);
    const operator = browser(server.current, (await staffTokenFor(server.current, 'operator')).token);
    const [row] = (await operator.get(`/admin/contact-messages?q=${encodeURIComponent(message.email)}`)).body.data
      .messages;
    return { ...message, id: (row as Row).id };
  }
  const auditRowsOf = async (id: string) =>
    (
      await server.current.database.db
        .select({ value: count() })
        .from(auditEvents)
        .where(and(eq(auditEvents.entity, 'contact_message'), eq(auditEvents.entityId, id)))
    )[0]?.value;
  const mailsTo = (email: string) =>
    server.current.database.db.select().from(mailbox).where(eq(mailbox.toAddress, email));

  it('lists messages newest first with filters, search, paging and the unread badge', async () => {
    const staff = browser(server.current, (await staffTokenFor(server.current, 'operator')).token);
    const tag = randomUUID().slice(0, 8);
    const first = await sendMessage({ name: `Anil ${tag}`, message: 'Do you register LLPs? 100% online?' });
    const second = await sendMessage({ name: `Bina ${tag}`, message: 'GST filing question' });
    const third = await sendMessage({ name: `Chitra ${tag}`, message: 'Trademark objection help' });
    const list = async (query: string) => {
      const answer = await staff.get(`/admin/contact-messages?q=${tag}${query}`);
      expect(answer.status).toBe(200);
      return answer.body.data;
    };
    const idsOf = (data: { messages: Row[] }) => data.messages.map((row) => row.id);

    const all = await list('');
    expect(idsOf(all)).toEqual([third.id, second.id, first.id]);
    expect(all.messages[2]).toMatchObject({
      name: `Anil ${tag}`,
      email: first.email,
      phone: null,
      excerpt: 'Do you register LLPs? 100% online?',
      read: false,
      readAt: null,
      status: 'open',
      closedAt: null,
      assigneeId: null,
      replyCount: 0,
      lastReplyAt: null,
    });
    const unreadBefore = all.unread;
    expect(unreadBefore).toBeGreaterThanOrEqual(3);

    await staff.post(`/admin/contact-messages/${second.id}/read`, { read: true });
    expect(idsOf(await list('&read=false'))).toEqual([third.id, first.id]);
    expect(idsOf(await list('&read=true'))).toEqual([second.id]);
    expect((await list('')).unread).toBe(unreadBefore - 1);

    await staff.post(`/admin/contact-messages/${third.id}/status`, { status: 'closed' });
    expect(idsOf(await list('&status=open'))).toEqual([second.id, first.id]);
    expect(idsOf(await list('&status=closed'))).toEqual([third.id]);
    // A closed message no longer waits for anyone, read or not.
    expect((await list('')).unread).toBe(unreadBefore - 2);

    const admin = await staffTokenFor(server.current, 'admin');
    await staff.post(`/admin/contact-messages/${first.id}/assign`, { staffId: admin.id });
    expect(idsOf(await list(`&assignee=${admin.id}`))).toEqual([first.id]);
    expect(idsOf(await list('&assignee=none'))).toEqual([third.id, second.id]);

    // Search covers the name, the address and the message text, case-insensitively; LIKE's % is literal.
    expect(idsOf(await staff.get(`/admin/contact-messages?q=BINA%20${tag}`).then((a) => a.body.data))).toEqual([
      second.id,
    ]);
    expect(
      idsOf(await staff.get(`/admin/contact-messages?q=${third.email.toUpperCase()}`).then((a) => a.body.data)),
    ).toEqual([third.id]);
    expect(idsOf(await staff.get('/admin/contact-messages?q=100%25%20online').then((a) => a.body.data))).toEqual([
      first.id,
    ]);
    expect(idsOf(await staff.get('/admin/contact-messages?q=10_%25').then((a) => a.body.data))).toEqual([]);

    const page = await list('&limit=2&page=2');
    expect(idsOf(page)).toEqual([first.id]);
    expect(page.pagination).toEqual({
      total: 3,
      totalIsLowerBound: false,
      page: 2,
      limit: 2,
      pages: 2,
      nextCursor: null,
    });
    expect((await staff.get('/admin/contact-messages?assignee=someone')).status).toBe(400);
  });

  it('marks read and unread, assigns and closes, auditing each real change once', async () => {
    const operator = await staffTokenFor(server.current, 'operator');
    const staff = browser(server.current, operator.token);
    const { id } = await sendMessage();

    const read = await staff.post(`/admin/contact-messages/${id}/read`, { read: true });
    expect(read.status).toBe(200);
    expect(read.body.message).toBe('Marked as read');
    expect(read.body.data.contactMessage).toMatchObject({ id, read: true, readAt: expect.any(String) });
    expect((await staff.post(`/admin/contact-messages/${id}/read`, { read: true })).status).toBe(200);
    expect(await auditRowsOf(id)).toBe(1);
    const unread = await staff.post(`/admin/contact-messages/${id}/read`, { read: false });
    expect(unread.body.data.contactMessage).toMatchObject({ read: false, readAt: null });

    const assigned = await staff.post(`/admin/contact-messages/${id}/assign`, { staffId: operator.id });
    expect(assigned.body.data.contactMessage.assigneeId).toBe(operator.id);
    expect((await staff.post(`/admin/contact-messages/${id}/assign`, { staffId: randomUUID() })).status).toBe(422);
    const leaver = await staffTokenFor(server.current, 'operator');
    const deps = staffServiceDeps({
      db: server.current.database.db,
      config: server.current.config,
      nudgeMail: () => {},
    });
    await staffManagement(deps, recordAudit).deactivate(leaver.id, { staffId: null, requestId: null });
    const toLeaver = await staff.post(`/admin/contact-messages/${id}/assign`, { staffId: leaver.id });
    expect(toLeaver.status).toBe(422);
    expect(toLeaver.body.errors).toEqual([{ field: 'staffId', message: 'Choose an active staff member' }]);

    const closed = await staff.post(`/admin/contact-messages/${id}/status`, { status: 'closed' });
    expect(closed.body).toMatchObject({ message: 'Message closed', data: { contactMessage: { status: 'closed' } } });
    expect(closed.body.data.contactMessage.closedAt).toEqual(expect.any(String));
    const reopened = await staff.post(`/admin/contact-messages/${id}/status`, { status: 'open' });
    expect(reopened.body.data.contactMessage).toMatchObject({ status: 'open', closedAt: null });

    const detail = (await staff.get(`/admin/contact-messages/${id}`)).body.data;
    expect(
      detail.timeline.map((event: { action: string; staffId: string; before: unknown; after: unknown }) => [
        event.action,
        event.staffId,
        event.before,
        event.after,
      ]),
    ).toEqual([
      ['contact.read', operator.id, { read: false }, { read: true }],
      ['contact.read', operator.id, { read: true }, { read: false }],
      ['contact.assign', operator.id, { assigneeId: null }, { assigneeId: operator.id }],
      ['contact.status', operator.id, { status: 'open' }, { status: 'closed' }],
      ['contact.status', operator.id, { status: 'closed' }, { status: 'open' }],
    ]);

    const unknown = randomUUID();
    for (const [path, body] of [
      ['read', { read: true }],
      ['assign', { staffId: null }],
      ['status', { status: 'closed' }],
      ['replies', { body: 'Hello' }],
    ] as const) {
      const answer = await staff.post(`/admin/contact-messages/${unknown}/${path}`, body);
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual({ success: false, message: 'Message not found' });
    }
    expect((await staff.get(`/admin/contact-messages/${unknown}`)).status).toBe(404);
    expect(await auditRowsOf(unknown)).toBe(0);
  });

  it('replies by branded mail through the outbox, stores and lists the reply, and refuses a closed message', async () => {
    const operator = await staffTokenFor(server.current, 'operator');
    const staff = browser(server.current, operator.token);
    const sent = await sendMessage({ name: 'Farah Khan', message: 'Can you file my GST return <b>this</b> week?' });

    const answer = await staff.post(`/admin/contact-messages/${sent.id}/replies`, {
      body: '  Yes, we can.\n\nSend us your sales register and we will file it by Friday.  ',
    });
    expect(answer.status).toBe(201);
    expect(answer.body.message).toBe('Reply sent');
    expect(answer.body.data.reply).toMatchObject({
      staffId: operator.id,
      body: 'Yes, we can.\n\nSend us your sales register and we will file it by Friday.',
    });
    // Answering a message reads it.
    expect(answer.body.data.contactMessage).toMatchObject({ read: true, replyCount: 1, status: 'open' });
    expect(answer.body.data.contactMessage.lastReplyAt).toBe(answer.body.data.reply.createdAt);

    const mail = await vi.waitFor(
      async () => {
        const [delivered] = await mailsTo(sent.email);
        expect(delivered).toBeDefined();
        return delivered as typeof mailbox.$inferSelect;
      },
      { timeout: 10_000, interval: 50 },
    );
    expect(mail.subject).toBe('Re: your message to Startwise');
    expect(mail.headers).toEqual({ 'Reply-To': 'support@startwise.in' });
    expect(mail.textBody).toContain('Hello Farah Khan,');
    expect(mail.textBody).toContain('Yes, we can.\n\nSend us your sales register and we will file it by Friday.');
    expect(mail.textBody).toContain(`${operator.fullName}, Startwise team`);
    expect(mail.textBody).toContain('“Can you file my GST return <b>this</b> week?”');
    // The branded template escapes what the sender wrote.
    expect(mail.htmlBody).toContain('&lt;b&gt;this&lt;/b&gt;');
    expect(mail.htmlBody).not.toContain('<b>this</b>');

    const detail = (await staff.get(`/admin/contact-messages/${sent.id}`)).body.data;
    expect(detail.body).toBe('Can you file my GST return <b>this</b> week?');
    expect(detail.replies).toEqual([answer.body.data.reply]);
    expect(detail.timeline.map((event: { action: string; after: unknown }) => [event.action, event.after])).toEqual([
      ['contact.reply', { read: true, replyId: answer.body.data.reply.id }],
    ]);

    await staff.post(`/admin/contact-messages/${sent.id}/status`, { status: 'closed' });
    const refused = await staff.post(`/admin/contact-messages/${sent.id}/replies`, { body: 'One more thing' });
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ success: false, message: 'Reopen the message before replying' });
    const stored = await server.current.database.db
      .select({ value: count() })
      .from(contactReplies)
      .where(eq(contactReplies.messageId, sent.id));
    expect(stored[0]?.value).toBe(1);
    expect(await mailsTo(sent.email)).toHaveLength(1);

    // The reply, its audit row, the read mark and the mail are one transaction: when the outbox refuses the mail,
    // nothing of it stays.
    const other = await sendMessage({ email: `blocked.${randomUUID().slice(0, 8)}@example.in` });
    const { db } = server.current.database;
    await db.execute(
      `alter table mail_outbox add constraint refuse_reply check (to_address <> '${other.email}') not valid`,
    );
    try {
      const failed = await staff.post(`/admin/contact-messages/${other.id}/replies`, { body: 'Lost?' });
      expect(failed.status).toBe(500);
    } finally {
      await db.execute('alter table mail_outbox drop constraint refuse_reply');
    }
    const untouched = (await staff.get(`/admin/contact-messages/${other.id}`)).body.data;
    expect(untouched).toMatchObject({ replies: [], timeline: [], contactMessage: { read: false, replyCount: 0 } });

    const blank = await staff.post(`/admin/contact-messages/${sent.id}/replies`, { body: ' \n ' });
    expect(blank.status).toBe(400);
    expect((await browser(server.current).get(`/admin/contact-messages/${sent.id}`)).status).toBe(401);
  });
});
