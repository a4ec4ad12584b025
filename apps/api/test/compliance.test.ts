import { addDays } from '@startwise/flows/compliance';
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import {
  ACME_INPUT,
  CIN,
  COMPANY_REGISTRATION,
  deliverIncorporation,
  INCORPORATED_ON,
} from './support/compliance-fixtures.js';
import { browser, setUpShop } from './support/payments-fixtures.js';
import { drivers } from './support/test-server.js';

describe.each(drivers)('the compliance calendar on %s', (driver) => {
  const shop = setUpShop(driver, COMPANY_REGISTRATION);

  it('keeps each customer’s companies to themselves', async () => {
    const created = await shop.asha.post('/public/compliance/companies', ACME_INPUT);
    expect(created.status).toBe(201);
    const id = created.body.data.company.id as string;
    expect((await shop.asha.get('/public/compliance')).body.data.companies.map((c: { id: string }) => c.id)).toContain(
      id,
    );
    expect((await shop.ravi.get('/public/compliance')).body.data.companies).toEqual([]);
    // Another customer's company answers exactly like one that does not exist.
    expect((await shop.ravi.put(`/public/compliance/companies/${id}`, ACME_INPUT)).status).toBe(404);
    expect((await shop.ravi.delete(`/public/compliance/companies/${id}`)).status).toBe(404);
    const filing = { ruleId: 'inc-20a', periodKey: 'once', filedOn: addDays(ACME_INPUT.incorporatedOn, 30) };
    expect((await shop.ravi.post(`/public/compliance/companies/${id}/filings`, filing)).status).toBe(404);
    expect((await browser(shop.server).get('/public/compliance')).status).toBe(401);
    expect((await shop.asha.delete(`/public/compliance/companies/${id}`)).status).toBe(200);
  });

  it('checks identifiers by their formats and the GSTIN by its check digit', async () => {
    const badDigit = await shop.asha.post('/public/compliance/companies', { ...ACME_INPUT, gstin: '27AAPFU0939F1ZW' });
    expect(badDigit.status).toBe(422);
    expect(badDigit.body.errors).toEqual([{ field: 'gstin', message: 'Enter a valid 15-character GSTIN' }]);
    const badCin = await shop.asha.post('/public/compliance/companies', { ...ACME_INPUT, cin: 'U62010' });
    expect(badCin.status).toBe(400);
    const future = await shop.asha.post('/public/compliance/companies', {
      ...ACME_INPUT,
      incorporatedOn: '2099-01-01',
    });
    expect(future.status).toBe(422);
    // A DIN or a trademark listed twice would name the same obligations twice.
    const director = { name: 'Asha Verma', din: '10000001' };
    const mark = { number: '4567890', class: 35, filedOn: '2024-01-15' };
    const repeated = await shop.asha.post('/public/compliance/companies', {
      ...ACME_INPUT,
      directors: [director, { ...director, name: 'Asha V.' }],
      trademarks: [mark, { ...mark, class: 9 }],
    });
    expect(repeated.status).toBe(422);
    expect(repeated.body.errors).toEqual([
      { field: 'directors.1.din', message: 'This DIN is already listed for another director' },
      { field: 'trademarks.1.number', message: 'This application number is already listed' },
    ]);
    expect((await shop.asha.get('/public/compliance')).body.data.companies).toEqual([]);
  });

  it('marks an obligation filed once, and refuses one the company does not have', async () => {
    const id = (await shop.asha.post('/public/compliance/companies', ACME_INPUT)).body.data.company.id as string;
    const filing = {
      ruleId: 'inc-20a',
      periodKey: 'once',
      filedOn: addDays(ACME_INPUT.incorporatedOn, 30),
      acknowledgement: 'AB1234567',
    };
    const first = await shop.asha.post(`/public/compliance/companies/${id}/filings`, filing);
    expect(first.status).toBe(201);
    const again = await shop.asha.post(`/public/compliance/companies/${id}/filings`, {
      ...filing,
      acknowledgement: 'ZZ9999999',
    });
    expect(again.status).toBe(200);
    expect(again.body.data.filing.acknowledgement).toBe('AB1234567');
    const llpForm = await shop.asha.post(`/public/compliance/companies/${id}/filings`, {
      ...filing,
      ruleId: 'llp-form-11',
      periodKey: 'FY2025-26',
    });
    expect(llpForm.status).toBe(422);
    await shop.asha.delete(`/public/compliance/companies/${id}`);
  });

  it('fills the company in from the certificate’s delivery, and the feed lists the same dates', async () => {
    expect((await deliverIncorporation(shop)).status).toBe(201);
    const calendar = (await shop.asha.get('/public/compliance')).body.data;
    const company = calendar.companies.find((c: { cin?: string }) => c.cin === CIN);
    expect(company).toMatchObject({
      entityType: 'private-limited',
      name: 'Bluepeak Technologies Private Limited',
      incorporatedOn: INCORPORATED_ON,
      directors: [
        { name: 'Asha Verma', din: '01234567' },
        { name: 'Kiran Rao', din: '07654321' },
      ],
    });

    const issued = await shop.asha.post('/public/compliance/feed');
    expect(issued.status).toBe(201);
    const feedPath = new URL(issued.body.data.url as string).pathname.replace(/^\/api/, '');
    const feed = await browser(shop.server).get(feedPath);
    expect(feed.status).toBe(200);
    expect(feed.headers.get('content-type')).toContain('text/calendar');
    const events = new ICAL.Component(ICAL.parse(feed.body.toString())).getAllSubcomponents('vevent').map((event) => ({
      summary: String(event.getFirstPropertyValue('summary')),
      start: String(event.getFirstPropertyValue('dtstart')),
    }));
    expect(events).toContainEqual({
      summary: 'INC-20A due: Declaration for commencement of business (Bluepeak Technologies Private Limited)',
      start: addDays(INCORPORATED_ON, 180),
    });
    expect(events.some((event) => event.summary.startsWith('DIR-3 KYC due'))).toBe(true);

    // A new address revokes the old one.
    await shop.asha.post('/public/compliance/feed');
    expect((await browser(shop.server).get(feedPath)).status).toBe(404);
  });

  it('refuses a delivery of a registration without the certificate’s details, keeping nothing', async () => {
    const answer = await deliverIncorporation(shop, { companyIdentifier: 'not-a-cin', registeredOn: '2099-01-01' });
    expect(answer.status).toBe(422);
    expect(answer.body.errors.map((error: { field: string }) => error.field).sort()).toEqual([
      'companyIdentifier',
      'registeredOn',
    ]);
  });
});
