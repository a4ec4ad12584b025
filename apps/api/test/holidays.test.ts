import { expectedCompletion } from '@startwise/flows/rules';
import { describe, expect, it } from 'vitest';
import { markSubmissionPaymentStatus } from '../src/modules/submissions/submission-payments.js';
import { dueDateOf } from './support/due-dates.js';
import { browser, setUpShop } from './support/payments-fixtures.js';
import { staffTokenFor } from './support/staff-fixtures.js';
import { drivers } from './support/test-server.js';

const FIELDS = [{ name: 'companyName', label: 'Company name', type: 'text' as const, required: true }];

describe.each(drivers)('holidays on %s', (driver) => {
  const shop = setUpShop(driver, { fields: FIELDS, price: 4999 });
  const staff = async (role: 'admin' | 'operator') => {
    const member = await staffTokenFor(shop.server, role);
    return { ...member, browser: browser(shop.server, member.token) };
  };

  it('lists national holidays, and lets only admins add and remove the team’s, each change audited', async () => {
    const admin = await staff('admin');
    const operator = await staff('operator');
    const listed = await admin.browser.get('/admin/holidays');
    expect(listed.status).toBe(200);
    const year = Number(listed.body.data.holidays[0].date.slice(0, 4));
    expect(listed.body.data.holidays).toEqual(
      expect.arrayContaining([
        { date: `${year}-01-26`, name: 'Republic Day', source: 'national' },
        { date: `${year}-08-15`, name: 'Independence Day', source: 'national' },
        { date: `${year}-10-02`, name: 'Gandhi Jayanti', source: 'national' },
        { date: `${year + 1}-01-26`, name: 'Republic Day', source: 'national' },
      ]),
    );

    const diwali = { date: `${year + 1}-11-08`, name: 'Diwali' };
    expect((await operator.browser.get('/admin/holidays')).status).toBe(403);
    expect((await operator.browser.post('/admin/holidays', diwali)).status).toBe(403);
    const added = await admin.browser.post('/admin/holidays', { ...diwali, name: '  Diwali ' });
    expect(added.status).toBe(201);
    expect(added.body).toEqual({
      success: true,
      message: 'Holiday added',
      data: { holiday: { ...diwali, source: 'office' } },
    });
    expect((await admin.browser.post('/admin/holidays', { ...diwali, name: 'Again' })).status).toBe(409);
    const national = await admin.browser.post('/admin/holidays', { date: `${year}-08-15`, name: 'Independence' });
    expect(national.status).toBe(409);
    expect(national.body.message).toBe('That date is already a national holiday');
    expect((await admin.browser.post('/admin/holidays', { date: `${year}-02-30`, name: 'No such day' })).status).toBe(
      400,
    );
    expect((await admin.browser.get('/admin/holidays')).body.data.holidays).toContainEqual({
      ...diwali,
      source: 'office',
    });

    expect((await operator.browser.post(`/admin/holidays/${diwali.date}/remove`)).status).toBe(403);
    const removed = await admin.browser.post(`/admin/holidays/${diwali.date}/remove`);
    expect(removed.status).toBe(200);
    expect(removed.body.data.holiday).toEqual({ ...diwali, source: 'office' });
    expect((await admin.browser.post(`/admin/holidays/${diwali.date}/remove`)).status).toBe(404);
    expect((await admin.browser.post(`/admin/holidays/${year}-01-26/remove`)).status).toBe(404);
    expect((await admin.browser.get('/admin/holidays')).body.data.holidays).not.toContainEqual(
      expect.objectContaining({ date: diwali.date }),
    );

    const audit = await admin.browser.get(`/admin/audit?entity=holiday&entityId=${diwali.date}`);
    expect(
      audit.body.data.events.map((event: { action: string; staffId: string; before: unknown; after: unknown }) => [
        event.action,
        event.staffId,
        event.before,
        event.after,
      ]),
    ).toEqual([
      ['holiday.remove', admin.id, diwali, null],
      ['holiday.add', admin.id, null, diwali],
    ]);
  });

  it('fixes due dates past Republic Day and past a holiday the team added', async () => {
    const admin = await staff('admin');
    const added = '2026-02-04'; // a Wednesday
    expect((await admin.browser.post('/admin/holidays', { date: added, name: 'Office closed' })).status).toBe(201);
    const id = (await shop.asha.submit(shop.slug, { companyName: 'Asha Foods' })).body.data.submissionId;
    const paidAt = new Date('2026-01-22T06:00:00Z'); // a Thursday in India
    await markSubmissionPaymentStatus(shop.server.database.db, id, 'paid', paidAt);

    const { expectedBy } = (await shop.asha.get(`/public/services/submissions/${id}/progress`)).body.data;
    // 15 working days from 22 January: 12 February on weekdays alone; Republic Day and the added day make it the 16th.
    expect(expectedCompletion(paidAt, 15)).toBe('2026-02-12');
    expect(expectedBy).toBe('2026-02-16');
    expect(expectedBy).toBe(dueDateOf(paidAt, 15, [added]));
    await admin.browser.post(`/admin/holidays/${added}/remove`);
  });
});
