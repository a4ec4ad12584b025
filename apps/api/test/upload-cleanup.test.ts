import { request } from 'node:http';
import type { FormField } from '@startwise/flows/rules';
import { describe, expect, it } from 'vitest';
import { submissions } from '../src/modules/submissions/tables.js';
import { PDF_BYTES, setUpShop } from './support/payments-fixtures.js';
import { storages } from './support/test-server.js';

const FIELDS: FormField[] = [
  { name: 'companyName', label: 'Company name', type: 'text', required: true },
  {
    name: 'documents',
    label: 'Documents',
    type: 'file',
    required: true,
    validations: { fileTypes: ['pdf'], multiple: true, maxSize: 64 * 1024 },
  },
];
const VALID = { companyName: 'Acme Labs' };
const doc = (name: string) => ({ field: 'documents', name, content: PDF_BYTES });

const waitFor = async (check: () => Promise<boolean>, what: string) => {
  for (let waited = 0; waited < 10_000; waited += 25) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`Timed out waiting for ${what}`);
};

/** Whatever makes a submission fail, the files it had already stored are gone and no row is left. */
describe.each(storages)('a failed upload leaves nothing behind (%s storage)', (storage) => {
  const shop = setUpShop('pglite', { fields: FIELDS, price: 999 }, { storage });

  const storedUploads = async () => {
    const keys: string[] = [];
    for await (const object of shop.server.app.uploads.storage.list()) keys.push(object.key);
    return keys.length;
  };
  const rows = async () => (await shop.server.database.db.select({ id: submissions.id }).from(submissions)).length;

  it('removes the 49 files stored before a form with 60 file parts hit the parts limit', async () => {
    const before = { files: await storedUploads(), rows: await rows() };
    const files = Array.from({ length: 60 }, (_, i) => doc(`page-${i + 1}.pdf`));
    const answer = await shop.asha.submit(shop.slug, VALID, files);
    expect(answer.status).toBe(413);
    expect(await storedUploads()).toBe(before.files);
    expect(await rows()).toBe(before.rows);
  });

  it('removes the files of an upload whose connection drops in the middle of the body', async () => {
    const before = { files: await storedUploads(), rows: await rows() };
    const boundary = 'startwise-aborted-upload';
    const part = (headers: string, body: Buffer | string) =>
      Buffer.concat([Buffer.from(`--${boundary}\r\n${headers}\r\n\r\n`), Buffer.from(body), Buffer.from('\r\n')]);
    const filePart = (name: string) =>
      `Content-Disposition: form-data; name="documents"; filename="${name}"\r\nContent-Type: application/pdf`;
    const complete = Buffer.concat([
      part('Content-Disposition: form-data; name="formData"', JSON.stringify(VALID)),
      part(filePart('first.pdf'), PDF_BYTES),
      Buffer.from(`--${boundary}\r\n${filePart('second.pdf')}\r\n\r\n`),
      PDF_BYTES.subarray(0, 20),
    ]);
    const { port } = new URL(shop.server.baseUrl);
    const upload = request({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: `/api/public/services/${shop.slug}/submit`,
      headers: {
        authorization: `Bearer ${shop.asha.token}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': String(complete.length + 100_000),
      },
    });
    upload.on('error', () => undefined); // the socket is destroyed on purpose
    upload.write(complete);
    await waitFor(async () => (await storedUploads()) > before.files, 'the first file to be stored');
    upload.destroy();
    await waitFor(async () => (await storedUploads()) === before.files, 'the stored file to be removed');
    expect(await rows()).toBe(before.rows);
  });

  it('removes the stored files when the database refuses the submission', async () => {
    const { db } = shop.server.database;
    await db.execute('alter table submission_files add constraint refuse_all check (false) not valid');
    try {
      const before = { files: await storedUploads(), rows: await rows() };
      const answer = await shop.asha.submit(shop.slug, VALID, [doc('a.pdf'), doc('b.pdf')]);
      expect(answer.status).toBe(500);
      expect(await storedUploads()).toBe(before.files);
      expect(await rows()).toBe(before.rows);
    } finally {
      await db.execute('alter table submission_files drop constraint refuse_all');
    }
  });
});
