import { addDays } from '@startwise/flows/compliance';
import { like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { mailOutbox } from '../src/platform/mail/tables.js';
import { ACME_INPUT } from './support/compliance-fixtures.js';
import { browser, setUpShop } from './support/payments-fixtures.js';
import { staffTokenFor } from './support/staff-fixtures.js';
import { drivers } from './support/test-server.js';

/** India's noon on `date`: the job's clock for that day. */
const noonOn = (date: string) => new Date(`${date}T06:30:00Z`);

describe.each(drivers)('compliance reminders on %s', (driver) => {
  const shop = setUpShop(driver, { fields: [], price: 999 });
  /** A second instance of the API on the same database, running the same job. */
  let second: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    second = await buildApp({ config: shop.server.config, db: shop.server.database.db });
  });
  afterAll(() => second.close());

  const incorporatedOn = addDays(new Date().toISOString().slice(0, 10), -100);
  const inc20aDue = addDays(incorporatedOn, 180);
  const reminderSubjects = async (company: string) =>
    (
      await shop.server.database.db
        .select({ subject: mailOutbox.subject, headers: mailOutbox.headers, text: mailOutbox.textBody })
        .from(mailOutbox)
        .where(like(mailOutbox.subject, `%INC-20A for ${company}%`))
    ).map((mail) => mail);

  it('sends the 15-, 7- and 1-day and overdue mails exactly once each, with two instances running the job', async () => {
    const company = 'Reminder Test Private Limited';
    await shop.asha.post('/public/compliance/companies', {
      ...ACME_INPUT,
      name: company,
      incorporatedOn,
      gstin: undefined,
      gstState: undefined,
      gstFrequency: undefined,
    });
    for (const daysBefore of [20, 15, 14, 7, 6, 1, 0, -1, -2]) {
      const now = noonOn(addDays(inc20aDue, -daysBefore));
      // Both instances run the round at the same moment, twice.
      await Promise.all([shop.server.app.compliance.remind(now), second.compliance.remind(now)]);
      await Promise.all([shop.server.app.compliance.remind(now), second.compliance.remind(now)]);
    }
    const mails = await reminderSubjects(company);
    expect(mails.map((mail) => mail.subject).sort()).toEqual(
      [
        `INC-20A for ${company} is due in 15 days (${longDate(inc20aDue)})`,
        `INC-20A for ${company} is due in 7 days (${longDate(inc20aDue)})`,
        `INC-20A for ${company} is due tomorrow (${longDate(inc20aDue)})`,
        `Overdue: INC-20A for ${company} was due on ${longDate(inc20aDue)}`,
      ].sort(),
    );
    const overdue = mails.find((mail) => mail.subject.startsWith('Overdue'));
    expect(overdue?.text).toContain('Late fees so far: ₹51,000');
    expect(overdue?.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(overdue?.text).toMatch(
      /File now:\n.*\/service\/annual-roc-compliance-private-limited\?company=.*&obligation=inc-20a%3Aonce/,
    );
  });

  it('stops reminding once the obligation is marked filed, or the customer unsubscribes with one click', async () => {
    const filedCompany = 'Filed Early Private Limited';
    const created = await shop.asha.post('/public/compliance/companies', {
      ...ACME_INPUT,
      name: filedCompany,
      incorporatedOn,
      gstin: undefined,
      gstState: undefined,
      gstFrequency: undefined,
    });
    const id = created.body.data.company.id as string;
    const filing = { ruleId: 'inc-20a', periodKey: 'once', filedOn: addDays(incorporatedOn, 20) };
    expect((await shop.asha.post(`/public/compliance/companies/${id}/filings`, filing)).status).toBe(201);
    await shop.server.app.compliance.remind(noonOn(addDays(inc20aDue, -7)));
    expect(await reminderSubjects(filedCompany)).toEqual([]);

    const ravisCompany = 'Ravi Unsubscribed LLP';
    await shop.ravi.post('/public/compliance/companies', {
      ...ACME_INPUT,
      name: ravisCompany,
      incorporatedOn,
      gstin: undefined,
      gstState: undefined,
      gstFrequency: undefined,
    });
    await shop.server.app.compliance.remind(noonOn(addDays(inc20aDue, -15)));
    const [first] = await reminderSubjects(ravisCompany);
    const link = /<(http[^>]+one-click[^>]+)>/.exec(first?.headers?.['List-Unsubscribe'] ?? '')?.[1] as string;
    const path = new URL(link).pathname.replace(/^\/api/, '') + new URL(link).search;
    expect((await browser(shop.server).get(path)).status).toBe(200);
    expect((await browser(shop.server).post(path)).status).toBe(200);
    await shop.server.app.compliance.remind(noonOn(addDays(inc20aDue, -7)));
    expect(await reminderSubjects(ravisCompany)).toHaveLength(1);
  });

  it('lists due obligations for staff and lets an admin extend a date, audited', async () => {
    const operator = browser(shop.server, (await staffTokenFor(shop.server, 'operator')).token);
    const admin = browser(shop.server, (await staffTokenFor(shop.server, 'admin')).token);
    const name = 'Due Soon Private Limited';
    const soon = addDays(new Date().toISOString().slice(0, 10), -170);
    await shop.asha.post('/public/compliance/companies', {
      ...ACME_INPUT,
      name,
      incorporatedOn: soon,
      gstin: undefined,
      gstState: undefined,
      gstFrequency: undefined,
    });
    const listed = await operator.get(`/admin/compliance/due-soon?q=${encodeURIComponent('Due Soon')}&ruleId=inc-20a`);
    expect(listed.status).toBe(200);
    expect(listed.body.data.items).toHaveLength(1);
    expect(listed.body.data.items[0]).toMatchObject({ companyName: name, form: 'INC-20A', dueOn: addDays(soon, 180) });
    const csv = await operator.get(`/admin/compliance/due-soon/export?q=${encodeURIComponent('Due Soon')}`);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    expect(csv.body.toString()).toContain(`${name},INC-20A,Declaration for commencement of business`);

    const extension = {
      ruleId: 'inc-20a',
      periodKey: 'once',
      dueOn: '2027-12-31',
      note: 'Relaxation for new companies',
      notification: 'General Circular 09/2026',
    };
    expect((await operator.put('/admin/compliance/extensions', extension)).status).toBe(403);
    expect((await admin.put('/admin/compliance/extensions', extension)).status).toBe(200);
    await shop.server.app.compliance.remind(new Date());
    const afterExtension = await operator.get(
      `/admin/compliance/due-soon?q=${encodeURIComponent('Due Soon')}&ruleId=inc-20a`,
    );
    expect(afterExtension.body.data.items).toEqual([]);
    const audit = await admin.get('/admin/audit?action=compliance.extension');
    expect(audit.body.data.events[0]).toMatchObject({ entityId: 'inc-20a:once', before: null });
    const calendar = (await shop.asha.get('/public/compliance')).body.data;
    expect(calendar.extensions).toContainEqual(expect.objectContaining({ ruleId: 'inc-20a', dueOn: '2027-12-31' }));
  });
});

function longDate(date: string) {
  return new Date(`${date}T00:00:00Z`).toLocaleDateString('en-IN', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}
