import type { FormField } from '@startwise/flows/rules';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { submissions } from '../src/modules/submissions/tables.js';
import { stagedUploads } from '../src/modules/uploads/tables.js';
import { type FilePart, pdf, postMultipart, storedKeys } from './support/documents-fixtures.js';
import { browser, type Customer, EXE_BYTES, PDF_BYTES, PNG_BYTES, setUpShop } from './support/payments-fixtures.js';
import { staffTokenFor } from './support/staff-fixtures.js';
import { drivers } from './support/test-server.js';

const FIELDS: FormField[] = [
  { name: 'companyName', label: 'Company name', type: 'text', required: true },
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
const GONE = 'This upload has expired or was already used. Please upload the file again.';

/** A genuine PDF signature padded to `size` bytes. */
const pdfOfSize = (size: number) => Buffer.concat([PDF_BYTES, Buffer.alloc(size - PDF_BYTES.length, 0x20)]);

describe.each(drivers)('staged uploads (one request per file) on %s', (driver) => {
  const shop = setUpShop(driver, { fields: FIELDS, price: 2499 });

  const stage = (customer: { token?: string }, file: FilePart) =>
    postMultipart(shop.server, customer.token, '/uploads', { files: [{ field: 'file', ...file }] });
  const stagedId = async (customer: Customer, file: FilePart = pdf('pan.pdf')) => {
    const answer = await stage(customer, file);
    expect(answer.status).toBe(201);
    return answer.body.data.upload.id as string;
  };
  const submit = (customer: Customer, staged: Record<string, string[]>, files: FilePart[] = []) =>
    postMultipart(shop.server, customer.token, `/public/services/${shop.slug}/submit`, {
      fields: { formData: JSON.stringify({ companyName: 'Asha Foods' }), stagedUploads: JSON.stringify(staged) },
      files,
    });
  const stagedRows = () => shop.server.database.db.select().from(stagedUploads);
  const submissionCount = async () => (await shop.server.database.db.select().from(submissions)).length;

  it('stages one checked file and answers its id, name, size and expiry; the submit uses it up', async () => {
    const before = Date.now();
    const staged = await stage(shop.asha, pdf('pan card.pdf'));
    expect(staged.status).toBe(201);
    const { upload } = staged.body.data;
    expect(upload).toEqual({
      id: expect.any(String),
      name: 'pan card.pdf',
      size: PDF_BYTES.length,
      expiresAt: expect.any(String),
    });
    const lifetime = Date.parse(upload.expiresAt) - before;
    expect(lifetime).toBeGreaterThan(23.9 * 3600_000);
    expect(lifetime).toBeLessThan(24.1 * 3600_000);
    const [row] = (await stagedRows()).filter((candidate) => candidate.id === upload.id);
    expect(row).toMatchObject({ mimeType: 'application/pdf', size: PDF_BYTES.length });
    expect(await storedKeys(shop.server)).toContain(row?.storedName);

    // A staged file and a file part, for two fields of one application.
    const submitted = await submit(shop.asha, { panCard: [upload.id] }, [
      { field: 'addressProof', ...pdf('bill.pdf') },
    ]);
    expect(submitted.status).toBe(201);
    const id = submitted.body.data.submissionId;
    const { submission } = (await shop.asha.get(`/public/services/submissions/${id}`)).body.data;
    expect(
      submission.fileUploads.map((file: { fieldName: string; originalName: string }) => [
        file.fieldName,
        file.originalName,
      ]),
    ).toEqual([
      ['addressProof', 'bill.pdf'],
      ['panCard', 'pan card.pdf'],
    ]);
    const panCard = submission.fileUploads[1];
    const download = await shop.asha.get(panCard.filePath.replace(/^\/api/, ''));
    expect(Buffer.compare(download.body, PDF_BYTES)).toBe(0);
    expect((await stagedRows()).map((candidate) => candidate.id)).not.toContain(upload.id);
    // The object is the submission's now: still stored, under the same key.
    expect(await storedKeys(shop.server)).toContain(row?.storedName);

    // Used up: a second submit naming it is refused, and stores nothing.
    const count = await submissionCount();
    const again = await submit(shop.asha, { panCard: [upload.id] });
    expect(again.status).toBe(422);
    expect(again.body.errors).toEqual([{ field: 'panCard', message: GONE }]);
    expect(await submissionCount()).toBe(count);
  });

  it('refuses another customer’s staged upload like one that does not exist', async () => {
    const ashas = await stagedId(shop.asha);
    const count = await submissionCount();
    const answer = await submit(shop.ravi, { panCard: [ashas] });
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual([{ field: 'panCard', message: GONE }]);
    expect(await submissionCount()).toBe(count);
    // Still Asha's to use.
    expect((await submit(shop.asha, { panCard: [ashas] })).status).toBe(201);
  });

  it('checks the staged file again with its field’s types, size and count', async () => {
    const png = await stagedId(shop.asha, { name: 'scan.png', content: PNG_BYTES });
    const large = await stagedId(shop.asha, { name: 'large.pdf', content: pdfOfSize(64 * 1024 + 1) });
    const first = await stagedId(shop.asha);
    const second = await stagedId(shop.asha);
    const count = await submissionCount();

    const wrongType = await submit(shop.asha, { panCard: [first], addressProof: [png] });
    expect(wrongType.status).toBe(422);
    expect(wrongType.body.errors).toEqual([{ field: 'addressProof', message: 'Only pdf files are allowed' }]);

    const tooLarge = await submit(shop.asha, { panCard: [large] });
    expect(tooLarge.status).toBe(422);
    expect(tooLarge.body.errors).toEqual([{ field: 'panCard', message: 'File size must not exceed 64 KB' }]);

    const two = await submit(shop.asha, { panCard: [first, second] });
    expect(two.status).toBe(422);
    expect(two.body.errors).toEqual([{ field: 'panCard', message: 'Only one file is allowed' }]);

    // A staged file and a part for a single-file field are two files too.
    const mixed = await submit(shop.asha, { panCard: [first] }, [{ field: 'panCard', ...pdf('other.pdf') }]);
    expect(mixed.status).toBe(422);
    expect(mixed.body.errors).toEqual([{ field: 'panCard', message: 'Only one file is allowed' }]);

    expect(await submissionCount()).toBe(count);
    // Refused submits use nothing up: the PNG is fine for the PAN card, which takes PNG.
    expect((await submit(shop.asha, { panCard: [png], addressProof: [first, second] })).status).toBe(201);
  });

  it.each([
    ['not JSON', '{', 'stagedUploads must be JSON text'],
    ['an array', '[]', 'stagedUploads must be a JSON object'],
    ['a field that takes no files', '{"companyName":[]}', 'Unexpected staged uploads: companyName'],
    ['an id that is no uuid', '{"panCard":["x"]}', 'stagedUploads.panCard must be an array of upload ids'],
  ])('answers 400 to a stagedUploads part that is %s', async (_case, text, message) => {
    const answer = await postMultipart(shop.server, shop.asha.token, `/public/services/${shop.slug}/submit`, {
      fields: { formData: JSON.stringify({ companyName: 'Asha Foods' }), stagedUploads: text },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(message);
  });

  it('answers 400 to more staged uploads than one request may carry', async () => {
    const ids = Array.from({ length: 51 }, (_, index) => `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`);
    const answer = await submit(shop.asha, { addressProof: ids });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('At most 50 staged uploads per request');
  });

  it('answers 400 to an id named twice', async () => {
    const id = await stagedId(shop.asha);
    const answer = await submit(shop.asha, { panCard: [id], addressProof: [id] });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('Each staged upload may be named once');
  });

  it('lets exactly one of two concurrent submits use a staged upload', async () => {
    const id = await stagedId(shop.asha);
    const answers = await Promise.all([submit(shop.asha, { panCard: [id] }), submit(shop.asha, { panCard: [id] })]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 422]);
  });

  it.each([
    [
      'an extension outside the allowlist',
      { name: 'tool.exe', content: EXE_BYTES },
      'Only pdf, jpg, jpeg, png, webp, docx, xlsx files are allowed',
    ],
    [
      'content that is not what its name says',
      { name: 'tool.pdf', content: EXE_BYTES },
      'Only pdf, jpg, jpeg, png, webp, docx, xlsx files are allowed',
    ],
  ])('refuses %s, storing nothing', async (_case, file, message) => {
    const keys = await storedKeys(shop.server);
    const rows = (await stagedRows()).length;
    const answer = await stage(shop.asha, file);
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual([{ field: 'file', message }]);
    expect(await storedKeys(shop.server)).toEqual(keys);
    expect((await stagedRows()).length).toBe(rows);
  });

  it('refuses a file over 25 MB with 413, storing nothing', async () => {
    const keys = await storedKeys(shop.server);
    const answer = await stage(shop.asha, { name: 'scan.pdf', content: pdfOfSize(25 * 1024 * 1024 + 1) });
    expect(answer.status).toBe(413);
    expect(answer.body.errors).toEqual([{ field: 'file', message: 'File size must not exceed 25.00 MB' }]);
    expect(await storedKeys(shop.server)).toEqual(keys);
  });

  it('takes a file of exactly 25 MB', async () => {
    const answer = await stage(shop.asha, { name: 'scan.pdf', content: pdfOfSize(25 * 1024 * 1024) });
    expect(answer.status).toBe(201);
    expect(answer.body.data.upload.size).toBe(25 * 1024 * 1024);
  });

  it('answers 422 without a file, 400 to a second file part and 401 to guests', async () => {
    const none = await postMultipart(shop.server, shop.asha.token, '/uploads', { fields: { note: 'x' } });
    expect(none.status).toBe(422);
    expect(none.body.errors).toEqual([{ field: 'file', message: 'File is required' }]);
    const wrongPart = await postMultipart(shop.server, shop.asha.token, '/uploads', {
      files: [{ field: 'files', ...pdf('a.pdf') }],
    });
    expect(wrongPart.status).toBe(400);
    expect((await stage(browser(shop.server), pdf('a.pdf'))).status).toBe(401);
  });

  it('discards the customer’s own unused upload with its file; anyone else’s is not found', async () => {
    const id = await stagedId(shop.asha);
    const [row] = (await stagedRows()).filter((candidate) => candidate.id === id);
    expect((await shop.ravi.delete(`/uploads/${id}`)).status).toBe(404);
    const removed = await shop.asha.delete(`/uploads/${id}`);
    expect(removed.status).toBe(200);
    expect(await storedKeys(shop.server)).not.toContain(row?.storedName);
    expect((await shop.asha.delete(`/uploads/${id}`)).status).toBe(404);
    expect((await submit(shop.asha, { panCard: [id] })).status).toBe(422);
  });

  it('refuses an expired upload, and the sweep forgets it and removes its file', async () => {
    const id = await stagedId(shop.asha);
    const kept = await stagedId(shop.asha);
    const db = shop.server.database.db;
    await db
      .update(stagedUploads)
      .set({ createdAt: sql`now() - interval '24 hours 1 minute'` })
      .where(eq(stagedUploads.id, id));
    const [row] = await db.select().from(stagedUploads).where(eq(stagedUploads.id, id));
    const [keptRow] = await db.select().from(stagedUploads).where(eq(stagedUploads.id, kept));
    const expired = await submit(shop.asha, { panCard: [id] });
    expect(expired.status).toBe(422);
    expect(expired.body.errors).toEqual([{ field: 'panCard', message: GONE }]);

    // The sweep looks at objects older than its grace period: an hour from now, both files are that old.
    await shop.server.app.uploads.sweep(new Date(Date.now() + 2 * 3600_000));
    expect((await db.select().from(stagedUploads).where(eq(stagedUploads.id, id))).length).toBe(0);
    const keys = await storedKeys(shop.server);
    expect(keys).not.toContain(row?.storedName);
    expect(keys).toContain(keptRow?.storedName);
    expect((await submit(shop.asha, { panCard: [kept] })).status).toBe(201);
  });

  describe('in a document request answer', () => {
    const openRequest = async (fileTypes: string[] = ['pdf']) => {
      const submitted = await postMultipart(shop.server, shop.asha.token, `/public/services/${shop.slug}/submit`, {
        fields: { formData: JSON.stringify({ companyName: 'Asha Foods' }) },
        files: [{ field: 'panCard', ...pdf('pan.pdf') }],
      });
      const id = submitted.body.data.submissionId as string;
      const member = await staffTokenFor(shop.server, 'operator');
      const asked = await browser(shop.server, member.token).post(`/admin/submissions/${id}/document-requests`, {
        label: 'Address proof',
        fileTypes,
      });
      return { id, requestId: asked.body.data.request.id as string };
    };
    const answer = (
      customer: Customer,
      ids: { id: string; requestId: string },
      staged: string[],
      files: FilePart[] = [],
    ) =>
      postMultipart(
        shop.server,
        customer.token,
        `/public/services/submissions/${ids.id}/document-requests/${ids.requestId}`,
        {
          fields: { stagedUploads: JSON.stringify({ files: staged }) },
          files,
        },
      );

    it('answers with staged files and parts together, using the staged ones up', async () => {
      const ids = await openRequest();
      const first = await stagedId(shop.asha, pdf('bill.pdf'));
      const second = await stagedId(shop.asha, pdf('lease.pdf'));
      const answered = await answer(shop.asha, ids, [first, second], [pdf('deed.pdf')]);
      expect(answered.status).toBe(200);
      expect(answered.body.data.request.files.map((file: { originalName: string }) => file.originalName)).toEqual([
        'deed.pdf',
        'bill.pdf',
        'lease.pdf',
      ]);
      expect(answered.body.data.request.status).toBe('answered');
      const other = await openRequest();
      const again = await answer(shop.asha, other, [first]);
      expect(again.status).toBe(422);
      expect(again.body.errors).toEqual([{ field: 'files', message: GONE }]);
    });

    it('checks the request’s own file types on a staged file, and refuses another customer’s', async () => {
      const ids = await openRequest(['pdf']);
      const png = await stagedId(shop.asha, { name: 'scan.png', content: PNG_BYTES });
      const wrongType = await answer(shop.asha, ids, [png]);
      expect(wrongType.status).toBe(422);
      expect(wrongType.body.errors).toEqual([{ field: 'files', message: 'Only pdf files are allowed' }]);
      const ravis = await stagedId(shop.ravi);
      const foreign = await answer(shop.asha, ids, [ravis]);
      expect(foreign.status).toBe(422);
      expect(foreign.body.errors).toEqual([{ field: 'files', message: GONE }]);
      const none = await answer(shop.asha, ids, []);
      expect(none.status).toBe(422);
      // Nothing was answered: the request is still open for a good file.
      expect((await answer(shop.asha, ids, [await stagedId(shop.asha)])).status).toBe(200);
    });
  });
});
