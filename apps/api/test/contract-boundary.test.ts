import type { FormField } from '@startwise/flows/rules';
import { describe, expect, it } from 'vitest';
import type { ApiAnswer } from './support/api-call.js';
import { browser, PDF_BYTES, setUpShop } from './support/payments-fixtures.js';
import { drivers } from './support/test-server.js';

const FIELDS: FormField[] = [
  { name: 'companyName', label: 'Company name', type: 'text', required: true },
  { name: 'panCard', label: 'PAN card', type: 'file', required: true, validations: { fileTypes: ['pdf'] } },
];
const PAN = { field: 'panCard', name: 'pan.pdf', content: PDF_BYTES, type: 'application/pdf' };
const NUL = '\u0000';

/** A 400 in the envelope that names `field` among its errors. */
function expectFieldRefused(answer: ApiAnswer, field: string) {
  expect(answer.status).toBe(400);
  expect(answer.body.success).toBe(false);
  expect((answer.body.errors as { field?: string }[]).map((error) => error.field)).toContain(field);
}

/** Bad input is refused at the contract with a 4xx, never a 500 from the database or the router. */
describe.each(drivers)('the contract boundary on %s', (driver) => {
  const shop = setUpShop(driver, { fields: FIELDS, price: 2499 });

  describe('refuses text PostgreSQL cannot store with a field error', () => {
    it.each([
      ['contact name', '/contact', { name: `Asha${NUL}`, email: 'asha@example.in', message: 'Hello' }, 'name'],
      [
        'register fullName',
        '/users/register',
        { fullName: `Asha${NUL}Verma`, email: 'nul.register@example.in', password: 'correct horse' },
        'fullName',
      ],
      ['login email', '/users/login', { email: `asha${NUL}@example.in`, password: 'correct horse' }, 'email'],
      ['newsletter email', '/newsletter/subscribe', { email: `asha${NUL}@example.in` }, 'email'],
      [
        'a lone surrogate in a contact message',
        '/contact',
        { name: 'Asha', email: 'a@b.in', message: '\ud800' },
        'message',
      ],
    ])('%s', async (_case, path, body, field) => {
      expectFieldRefused(await browser(shop.server).post(path, body), field);
    });

    it('in a path parameter', async () => {
      const answer = await browser(shop.server).get(`/newsletter/status/${encodeURIComponent(`a${NUL}@b.in`)}`);
      expectFieldRefused(answer, 'email');
    });

    it('in a query parameter', async () => {
      const answer = await browser(shop.server).get(
        `/public/services/search/services?query=gst${encodeURIComponent(NUL)}`,
      );
      expectFieldRefused(answer, 'query');
    });

    it('in an application form value, keeping no file', async () => {
      const answer = await shop.asha.submit(shop.slug, { companyName: `Acme${NUL}` }, [PAN]);
      expectFieldRefused(answer, 'formData.companyName');
      expect((await shop.asha.get('/public/services/submissions/all')).body.data.submissions).toEqual([]);
    });

    it('in an uploaded file name', async () => {
      const answer = await shop.asha.submit(shop.slug, { companyName: 'Acme' }, [{ ...PAN, name: `pan${NUL}.pdf` }]);
      expectFieldRefused(answer, 'panCard');
      expect((await shop.asha.get('/public/services/submissions/all')).body.data.submissions).toEqual([]);
    });
  });

  it('refuses a minimum amount whose paise would not fit the column (was a 500)', async () => {
    expectFieldRefused(await shop.asha.get('/payment/transactions?minAmount=21474837'), 'minAmount');
    expectFieldRefused(await shop.asha.get('/payment/transactions?maxAmount=1e12'), 'maxAmount');
    const largest = await shop.asha.get('/payment/transactions?minAmount=21474836&maxAmount=21474836');
    expect(largest.status).toBe(200);
  });

  it.each([101, 110, 120])('answers a %i-character slug like any other (the router allowed 100)', async (length) => {
    const slug = 'a'.repeat(length);
    const answer = await browser(shop.server).get(`/public/services/${slug}`);
    expect(answer.status).toBe(404);
    expect(answer.body).toMatchObject({ success: false, message: expect.any(String) });
    expect((await shop.asha.submit(slug, { companyName: 'Acme' }, [PAN])).status).toBe(404);
  });

  it('refuses a slug longer than the contract allows with 400', async () => {
    expectFieldRefused(await browser(shop.server).get(`/public/services/${'a'.repeat(121)}`), 'slug');
  });

  it.each([
    ['register', '/users/register', { fullName: 'Asha', email: 'empty.password@example.in', password: '' }, 'password'],
    ['login', '/users/login', { email: 'asha@example.in', password: '' }, 'password'],
    [
      'register',
      '/users/register',
      { fullName: '   ', email: 'blank.name@example.in', password: 'secret1' },
      'fullName',
    ],
    [
      'register',
      '/users/register',
      { fullName: 'Asha', email: 'bad.phone@example.in', phone: '12', password: 'secret1' },
      'phone',
    ],
  ])('refuses what the contract rules out on %s (%s) with 400, not 422', async (_case, path, body, field) => {
    expectFieldRefused(await browser(shop.server).post(path, body), field);
  });

  it('refuses a short new password, a blank name and a malformed phone of a signed-in customer', async () => {
    const change = await shop.asha.post('/users/change-password', {
      currentPassword: 'correct horse',
      newPassword: '',
    });
    expectFieldRefused(change, 'newPassword');
    expectFieldRefused(await shop.asha.put('/users/update-profile', { fullName: '', phone: null }), 'fullName');
    expectFieldRefused(
      await shop.asha.put('/users/update-profile', { fullName: 'Asha', phone: '98765x43210' }),
      'phone',
    );
    const cleared = await shop.asha.put('/users/update-profile', { fullName: 'Asha Verma', phone: '' });
    expect(cleared.status).toBe(200);
  });

  it('refuses an unknown query parameter with 400, on operations with and without parameters', async () => {
    expectFieldRefused(await browser(shop.server).get('/public/services/active?sort=price'), 'sort');
    expectFieldRefused(await shop.asha.get('/payment/transactions?page=1&amount=5'), 'amount');
    expect((await shop.asha.get('/payment/transactions?page=1&limit=5')).status).toBe(200);
  });
});
