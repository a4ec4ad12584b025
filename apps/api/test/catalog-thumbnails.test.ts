import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../src/modules/audit/tables.js';
import { submissionFiles } from '../src/modules/submissions/tables.js';
import { catalogEditors, publishedService, serviceInput } from './support/catalog-editor-fixtures.js';
import {
  type Browser,
  type Customer,
  PDF_BYTES,
  PNG_BYTES,
  signIn,
  startPaymentsServer,
} from './support/payments-fixtures.js';
import { drivers, type Storage, storageEnv, storages, type TestServer } from './support/test-server.js';

/** A JPEG's first bytes: enough for content sniffing. */
const JPEG_BYTES = Buffer.from('ffd8ffe000104a46494600010100000100010000ffdb004300', 'hex');
const SVG_BYTES = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');

const cases = drivers.flatMap((driver) => storages.map((storage) => [driver, storage] as [string, Storage]));

describe.each(cases)('service thumbnails on %s with %s storage', (driver, storage) => {
  let server: TestServer;
  let admin: Browser;
  let category: { _id: string; slug: string };
  let customer: Customer;

  beforeAll(async () => {
    server = await startPaymentsServer(driver as 'pglite', await storageEnv(storage));
    ({ admin, category } = await catalogEditors(server));
    customer = await signIn(server);
  });
  afterAll(() => server.close());

  async function upload(serviceId: string, name: string, bytes: Uint8Array, token = admin.token) {
    const form = new FormData();
    form.append('thumbnail', new Blob([new Uint8Array(bytes)]), name);
    const response = await fetch(`${server.baseUrl}/api/admin/catalog/services/${serviceId}/thumbnail`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    return { status: response.status, body: await response.json() };
  }
  const storedKeys = async () => {
    const keys: string[] = [];
    for await (const object of server.app.uploads.storage.list()) keys.push(object.key);
    return keys.sort();
  };
  const media = (thumbnail: string) => fetch(`${server.baseUrl}/media/${thumbnail}`);

  it('stores an image checked by its content and serves it publicly, cached for good', async () => {
    const service = await publishedService(admin, serviceInput(category._id));
    const answer = await upload(service._id, 'logo.PNG', PNG_BYTES);
    expect(answer.status).toBe(200);
    const { thumbnail } = answer.body.data.service;
    expect(thumbnail).toMatch(/^thumbnails\/[0-9a-f-]{36}\.png$/);
    const served = await media(thumbnail);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(Buffer.from(await served.arrayBuffer())).toEqual(PNG_BYTES);
    const detail = await (await fetch(`${server.baseUrl}/api/public/services/${service.slug}`)).json();
    expect(detail.data.service.thumbnail).toBe(thumbnail);

    const [event] = await server.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'service.thumbnail'));
    expect(event).toMatchObject({ entityId: service._id, before: { thumbnail: '' }, after: { thumbnail } });
    // The same key under another extension is not the image.
    expect((await media(thumbnail.replace('.png', '.jpg'))).status).toBe(404);
  });

  it('refuses other kinds of file and larger ones, keeping nothing of them', async () => {
    const service = await publishedService(admin, serviceInput(category._id));
    const before = await storedKeys();
    for (const [name, bytes] of [
      ['icon.svg', SVG_BYTES],
      ['scan.pdf', PDF_BYTES],
      ['fake.png', PDF_BYTES],
      ['photo.jpg', PNG_BYTES],
    ] as const) {
      const answer = await upload(service._id, name, bytes);
      expect(answer.status, name).toBe(422);
      expect(answer.body).toEqual({
        success: false,
        message: 'Choose a JPEG, PNG or WebP image',
        errors: [{ field: 'thumbnail', message: 'Choose a JPEG, PNG or WebP image' }],
      });
    }
    const huge = Buffer.concat([JPEG_BYTES, Buffer.alloc(5 * 1024 * 1024)]);
    const tooLarge = await upload(service._id, 'huge.jpg', huge);
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body.message).toBe('The image must not exceed 5.00 MB');
    const missing = await upload('00000000-0000-4000-8000-000000000000', 'logo.jpg', JPEG_BYTES);
    expect(missing.status).toBe(404);
    expect(await storedKeys()).toEqual(before);
    const unchanged = await admin.get(`/admin/catalog/services/${service._id}`);
    expect(unchanged.body.data.service.thumbnail).toBe('');
  });

  it('leaves a replaced image to the orphan sweep, which keeps what a submission still shows', async () => {
    const service = await publishedService(admin, serviceInput(category._id));
    const first = (await upload(service._id, 'one.png', PNG_BYTES)).body.data.service.thumbnail;
    const second = (await upload(service._id, 'two.jpg', JPEG_BYTES)).body.data.service.thumbnail;
    expect((await media(first)).status).toBe(200); // still stored until the sweep
    const submitted = await customer.submit(service.slug, { companyName: 'Verma Foods' });
    const third = (await upload(service._id, 'three.png', PNG_BYTES)).body.data.service.thumbnail;

    const later = new Date(Date.now() + 24 * 60 * 60_000);
    const { removed } = await server.app.uploads.sweep(later);
    const keyOf = (path: string) => path.slice('thumbnails/'.length).replace(/\.\w+$/, '');
    expect(removed).toContain(keyOf(first));
    expect(removed).not.toContain(keyOf(second));
    expect(removed).not.toContain(keyOf(third));
    expect((await media(first)).status).toBe(404);
    expect((await media(second)).status).toBe(200);
    expect((await media(third)).status).toBe(200);
    const mine = await customer.get(`/public/services/submissions/${submitted.body.data.submissionId}`);
    expect(mine.body.data.submission.service.thumbnail).toBe(second);
  });

  it('never serves a stored object the catalog did not upload (a customer document)', async () => {
    const fields = [{ name: 'pan', label: 'PAN card', type: 'file', required: true }];
    const service = await publishedService(admin, serviceInput(category._id, { fields }));
    const submitted = await customer.submit(service.slug, {}, [{ field: 'pan', name: 'pan.pdf', content: PDF_BYTES }]);
    expect(submitted.status).toBe(201);
    const [document] = await server.database.db
      .select()
      .from(submissionFiles)
      .where(eq(submissionFiles.submissionId, submitted.body.data.submissionId));
    const key = document?.storedName as string;
    expect(await storedKeys()).toContain(key);
    for (const extension of ['png', 'jpg', 'jpeg', 'webp', 'pdf']) {
      expect((await media(`thumbnails/${key}.${extension}`)).status).toBe(404);
    }
    expect((await media('thumbnails/not-a-key.png')).status).toBe(404);
  });
});
