import type { FormField } from '@startwise/flows/rules';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { submissions } from '../src/modules/submissions/tables.js';
import { EXE_BYTES, PDF_BYTES, PNG_BYTES, setUpShop, signIn } from './support/payments-fixtures.js';
import { drivers, storages } from './support/test-server.js';

/** One field of every type and every spec-5 rule. */
const FIELDS: FormField[] = [
  {
    name: 'companyName',
    label: 'Company name',
    type: 'text',
    required: true,
    validations: { minChars: 3, maxChars: 20 },
  },
  { name: 'about', label: 'About', type: 'textarea', required: false, validations: { maxChars: 10 } },
  {
    name: 'directorEmail',
    label: 'Director email',
    type: 'email',
    required: true,
    validations: { blacklistDomains: ['mailinator.com'] },
  },
  { name: 'directors', label: 'Directors', type: 'number', required: true, validations: { minValue: 1, maxValue: 15 } },
  { name: 'startDate', label: 'Start date', type: 'date', required: false },
  {
    name: 'addOns',
    label: 'Add-ons',
    type: 'dropdown',
    required: false,
    options: ['GST', 'Trademark'],
    validations: { multipleSelect: true },
  },
  {
    name: 'industry',
    label: 'Industry',
    type: 'dropdown',
    required: false,
    options: ['Retail', 'Healthcare'],
    validations: { includeOther: true },
  },
  {
    name: 'panCard',
    label: 'PAN card',
    type: 'file',
    required: true,
    validations: { fileTypes: ['pdf', 'png'], maxSize: 64 * 1024 },
  },
  {
    name: 'addressProof',
    label: 'Address proof',
    type: 'file',
    required: false,
    validations: { fileTypes: ['pdf'], multiple: true, maxSize: 64 * 1024 },
  },
];

const VALID = { companyName: 'Acme Labs', directorEmail: 'asha@acme.in', directors: 2, addOns: ['GST'] };
const PAN = { field: 'panCard', name: 'pan.pdf', content: PDF_BYTES, type: 'application/pdf' };

const setups = drivers.flatMap((driver) => storages.map((storage) => [driver, storage] as const));

describe.each(setups)('applications and uploads on %s, files in %s storage', (driver, storage) => {
  const shop = setUpShop(driver, { fields: FIELDS, price: 2499 }, { storage });

  const storedUploads = async () => {
    const keys: string[] = [];
    for await (const object of shop.server.app.uploads.storage.list()) keys.push(object.key);
    return keys;
  };
  const rowsOf = async () => (await shop.server.database.db.select({ id: submissions.id }).from(submissions)).length;

  async function expectNothingLeft(before: { files: number; rows: number }) {
    expect(await storedUploads()).toHaveLength(before.files);
    expect(await rowsOf()).toBe(before.rows);
  }
  const snapshot = async () => ({ files: (await storedUploads()).length, rows: await rowsOf() });

  it('stores a valid application with its documents and the price of the moment', async () => {
    const answer = await shop.asha.submit(shop.slug, { ...VALID, notAField: 'dropped' }, [
      PAN,
      { field: 'addressProof', name: 'bill 1.pdf', content: PDF_BYTES },
      { field: 'addressProof', name: 'photo.pdf', content: PDF_BYTES },
    ]);
    expect(answer.status).toBe(201);
    expect(answer.body.message).toBe('Form submitted successfully!');
    const id = answer.body.data.submissionId;

    const { submission } = (await shop.asha.get(`/public/services/submissions/${id}`)).body.data;
    expect(submission).toMatchObject({
      _id: id,
      submissionId: id,
      service: { slug: shop.slug, price: 2499, title: 'Private Limited Company Registration' },
      status: 'pending',
      paymentStatus: 'pending',
      formData: VALID,
      notes: null,
      transaction: null,
    });
    expect(submission.fileUploads.map((file: { originalName: string }) => file.originalName)).toEqual([
      'pan.pdf',
      'bill 1.pdf',
      'photo.pdf',
    ]);
    expect(submission.fileUploads[0]).toMatchObject({
      fieldName: 'panCard',
      size: PDF_BYTES.length,
      mimeType: 'application/pdf',
    });

    const list = (await shop.asha.get('/public/services/submissions/all')).body.data.submissions;
    expect(list.map((item: { _id: string }) => item._id)).toContain(id);

    const download = await shop.asha.get(submission.fileUploads[1].filePath.replace(/^\/api/, ''));
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toBe(
      `attachment; filename="bill 1.pdf"; filename*=UTF-8''bill%201.pdf`,
    );
    expect(Buffer.compare(download.body, PDF_BYTES)).toBe(0);
  });

  it('answers 404 to another customer for the submission and each of its files', async () => {
    const id = (await shop.asha.submit(shop.slug, VALID, [PAN])).body.data.submissionId;
    const { submission } = (await shop.asha.get(`/public/services/submissions/${id}`)).body.data;
    expect((await shop.ravi.get(`/public/services/submissions/${id}`)).status).toBe(404);
    expect((await shop.ravi.get(submission.fileUploads[0].filePath.replace(/^\/api/, ''))).status).toBe(404);
    expect((await shop.ravi.get('/public/services/submissions/all')).body.data.submissions).toEqual([]);
  });

  it('refuses guests', async () => {
    const guest = await fetch(`${shop.server.baseUrl}/api/public/services/${shop.slug}/submit`, { method: 'POST' });
    expect(guest.status).toBe(401);
  });

  it.each([
    ['a missing required text', { companyName: '' }, 'companyName', 'Company name is required'],
    ['a too short text', { companyName: 'Ab' }, 'companyName', 'Minimum 3 characters required'],
    ['a too long text', { companyName: 'A'.repeat(21) }, 'companyName', 'Maximum 20 characters allowed'],
    ['a too long optional textarea', { about: 'far too long here' }, 'about', 'Maximum 10 characters allowed'],
    ['a malformed email', { directorEmail: 'asha@' }, 'directorEmail', 'Please enter a valid email address'],
    [
      'a blacklisted domain',
      { directorEmail: 'x@mailinator.com' },
      'directorEmail',
      'Email domains from mailinator.com are not allowed',
    ],
    ['a number below the minimum', { directors: 0 }, 'directors', 'Minimum value is 1'],
    ['a number above the maximum', { directors: 16 }, 'directors', 'Maximum value is 15'],
  ])('refuses %s with the spec message, leaving nothing behind', async (_case, change, field, message) => {
    const before = await snapshot();
    const answer = await shop.asha.submit(shop.slug, { ...VALID, ...change }, [PAN]);
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual([{ field, message }]);
    await expectNothingLeft(before);
  });

  it("takes 'Other: <details>' for a dropdown with includeOther and keeps the details on the submission", async () => {
    const answer = await shop.asha.submit(shop.slug, { ...VALID, industry: 'Other: Organic bakery' }, [PAN]);
    expect(answer.status).toBe(201);
    const { submission } = (await shop.asha.get(`/public/services/submissions/${answer.body.data.submissionId}`)).body
      .data;
    expect(submission.formData.industry).toBe('Other: Organic bakery');
  });

  it.each([
    ['a value that is not an option', { industry: 'Organic bakery' }, 'Choose one of the listed options for Industry'],
    ["'Other' without details", { industry: 'Other' }, "Please specify 'Other' for Industry"],
    ['a list for a single-choice dropdown', { industry: ['Retail'] }, 'Choose one of the listed options for Industry'],
    [
      "'Other' where the dropdown has none",
      { addOns: ['GST', 'Other: Payroll'] },
      'Choose one of the listed options for Add-ons',
    ],
  ])('refuses %s with 422, leaving nothing behind', async (_case, change, message) => {
    const before = await snapshot();
    const answer = await shop.asha.submit(shop.slug, { ...VALID, ...change }, [PAN]);
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual([{ field: Object.keys(change)[0], message }]);
    await expectNothingLeft(before);
  });

  it('refuses a missing required file and a second file for a single-file field', async () => {
    const missing = await shop.asha.submit(shop.slug, VALID);
    expect(missing.body.errors).toEqual([{ field: 'panCard', message: 'PAN card is required' }]);
    const before = await snapshot();
    const two = await shop.asha.submit(shop.slug, VALID, [PAN, { ...PAN, name: 'pan-2.pdf' }]);
    expect(two.status).toBe(422);
    expect(two.body.errors).toEqual([{ field: 'panCard', message: 'Only one file is allowed' }]);
    await expectNothingLeft(before);
  });

  it('refuses an extension outside the field’s types and a renamed executable', async () => {
    const before = await snapshot();
    const wrongType = await shop.asha.submit(shop.slug, VALID, [
      { field: 'panCard', name: 'pan.docx', content: PDF_BYTES },
    ]);
    expect(wrongType.body.errors).toEqual([{ field: 'panCard', message: 'Only pdf, png files are allowed' }]);
    const renamed = await shop.asha.submit(shop.slug, VALID, [
      { field: 'panCard', name: 'pan.pdf', content: EXE_BYTES },
    ]);
    expect(renamed.status).toBe(422);
    expect(renamed.body.errors).toEqual([{ field: 'panCard', message: 'Only pdf, png files are allowed' }]);
    const disguised = await shop.asha.submit(shop.slug, VALID, [
      { field: 'panCard', name: 'pan.pdf', content: PNG_BYTES },
    ]);
    expect(disguised.status).toBe(422);
    await expectNothingLeft(before);
    const png = await shop.asha.submit(shop.slug, VALID, [{ field: 'panCard', name: 'pan.PNG', content: PNG_BYTES }]);
    expect(png.status).toBe(201);
  });

  it('refuses an oversize upload with 413 and leaves no file and no row', async () => {
    const before = await snapshot();
    const big = Buffer.concat([PDF_BYTES, Buffer.alloc(2 * 1024 * 1024, 0x20)]);
    const answer = await shop.asha.submit(shop.slug, VALID, [
      { field: 'addressProof', name: 'ok.pdf', content: PDF_BYTES },
      { field: 'panCard', name: 'pan.pdf', content: big },
    ]);
    expect(answer.status).toBe(413);
    expect(answer.body.message).toBe('File size must not exceed 64 KB');
    expect(answer.body.errors).toEqual([{ field: 'panCard', message: 'File size must not exceed 64 KB' }]);
    await expectNothingLeft(before);
  });

  it('answers 404 for an unknown service and 400 for a formData that is not a JSON object', async () => {
    expect((await shop.asha.submit('no-such-service', VALID, [PAN])).status).toBe(404);
    const before = await snapshot();
    const form = new FormData();
    form.append('formData', '[1,2]');
    const answer = await fetch(`${shop.server.baseUrl}/api/public/services/${shop.slug}/submit`, {
      method: 'POST',
      headers: { authorization: `Bearer ${shop.asha.token}` },
      body: form,
    });
    expect(answer.status).toBe(400);
    await expectNothingLeft(before);
  });

  it('limits how many applications one customer can send in an hour, storing nothing once refused', async () => {
    const busy = await signIn(shop.server);
    for (let i = 0; i < 30; i += 1) expect((await busy.submit(shop.slug, VALID, [PAN])).status).toBe(201);
    const before = await snapshot();
    const refused = await busy.submit(shop.slug, VALID, [PAN]);
    expect(refused.status).toBe(429);
    expect(refused.body.retryAfter).toBeGreaterThan(0);
    await expectNothingLeft(before);
  });

  it('keeps the submitted price when the catalog price changes later', async () => {
    const id = (await shop.asha.submit(shop.slug, VALID, [PAN])).body.data.submissionId;
    await shop.server.database.db.execute(`update services set price_paise = 999900 where slug = '${shop.slug}'`);
    const order = (await shop.asha.post('/payment/create-order', { submissionId: id })).body.data;
    expect(order.order.amount).toBe(249_900);
    expect(
      (await shop.server.database.db.select().from(submissions).where(eq(submissions.id, id)))[0]?.pricePaise,
    ).toBe(249_900);
    await shop.server.database.db.execute(`update services set price_paise = 249900 where slug = '${shop.slug}'`);
  });
});
