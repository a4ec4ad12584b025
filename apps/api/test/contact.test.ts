import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contactMessages } from '../src/modules/contact/tables.js';
import { mailbox } from '../src/platform/mail/tables.js';
import { openForBlock } from './support/open-for-block.js';
import { browser, startPaymentsServer } from './support/payments-fixtures.js';
import { drivers } from './support/test-server.js';

describe.each(drivers)('contact form on %s', (driver) => {
  const server = openForBlock(() => startPaymentsServer(driver));

  it('stores the message and mails it to the team through the outbox', async () => {
    const visitor = browser(server.current);
    const email = `visitor.${Date.now()}@example.in`;
    const sent = await visitor.post('/contact', {
      name: 'Meera Iyer',
      email,
      phone: '+91 90000 12345',
      message: 'How long does a trademark take?',
    });
    expect(sent.status).toBe(201);
    expect(sent.body).toEqual({ success: true, message: 'Your message has been sent successfully!', data: {} });
    const [stored] = await server.current.database.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.email, email));
    expect(stored).toMatchObject({ name: 'Meera Iyer', message: 'How long does a trademark take?' });

    let mail: (typeof mailbox.$inferSelect)[] = [];
    for (let waited = 0; waited < 5000 && mail.length === 0; waited += 50) {
      mail = await server.current.database.db
        .select()
        .from(mailbox)
        .where(eq(mailbox.subject, 'Contact form: Meera Iyer'));
      if (mail.length === 0) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(mail[0]?.toAddress).toBe('support@startwise.in');
    expect(mail[0]?.textBody).toContain(email);
    expect(mail[0]?.textBody).toContain('How long does a trademark take?');
  });

  it('answers the contact form’s messages for missing fields and a malformed address', async () => {
    const visitor = browser(server.current);
    const missingEmail = await visitor.post('/contact', { name: 'A', email: ' ', message: 'Hi' });
    expect(missingEmail.status).toBe(422);
    expect(missingEmail.body.message).toBe('Please fill out all required fields');
    expect(missingEmail.body.errors.map((error: { field: string }) => error.field)).toEqual(['email']);
    // A blank name or message breaks the contract itself (it states they are not blank): 400 on those fields.
    const missing = await visitor.post('/contact', { name: ' ', email: 'a@b.in', message: '' });
    expect(missing.status).toBe(400);
    expect(missing.body.errors.map((error: { field: string }) => error.field).sort()).toEqual(['message', 'name']);
    const malformed = await visitor.post('/contact', { name: 'A', email: 'nope', message: 'Hi' });
    expect(malformed.body.errors).toEqual([{ field: 'email', message: 'Please enter a valid email address' }]);
  });

  it('limits how many messages one client can send', async () => {
    const visitor = browser(server.current);
    const statuses = [];
    for (let i = 0; i < 6; i += 1) {
      statuses.push((await visitor.post('/contact', { name: 'Spam', email: 's@ex.in', message: `m${i}` })).status);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });
});
