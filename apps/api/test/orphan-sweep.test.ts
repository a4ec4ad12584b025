import { randomUUID } from 'node:crypto';
import { Readable, Writable } from 'node:stream';
import type { FormField } from '@startwise/flows/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimRound, runIfDue } from '../src/platform/jobs/scheduled-job.js';
import { openForBlock } from './support/open-for-block.js';
import { createService, PDF_BYTES, signIn } from './support/payments-fixtures.js';
import {
  drivers,
  openTestDatabase,
  startTestServer,
  storageEnv,
  storages,
  type TestServer,
} from './support/test-server.js';

const FIELDS: FormField[] = [{ name: 'proof', label: 'Proof', type: 'file', required: true }];

describe.each(storages)('the orphan sweep (%s storage)', (storage) => {
  let server: TestServer;
  const logLines: { msg: string; count?: number; keys?: string[] }[] = [];

  beforeAll(async () => {
    const log = new Writable({
      write(chunk, _encoding, done) {
        logLines.push(JSON.parse(String(chunk)));
        done();
      },
    });
    server = await startTestServer(
      'pglite',
      { ...(await storageEnv(storage)), UPLOAD_ORPHAN_GRACE_MINUTES: '0.05' },
      {
        logger: { level: 'info', stream: log },
        accounts: { scryptCost: { N: 2 ** 10, r: 8, p: 1 } },
        mail: { pollMs: 50 },
      },
    );
  });
  afterAll(() => server.close());

  const storedKeys = async () => {
    const keys: string[] = [];
    for await (const object of server.app.uploads.storage.list()) keys.push(object.key);
    return keys.sort();
  };

  it('removes, after the grace period, stored objects no row names, logs them, and keeps the rest', async () => {
    const { slug } = await createService(server, { fields: FIELDS, price: 499 });
    const customer = await signIn(server);
    const submitted = await customer.submit(slug, {}, [{ field: 'proof', name: 'proof.pdf', content: PDF_BYTES }]);
    expect(submitted.status).toBe(201);
    const [kept] = await storedKeys();
    const orphan = randomUUID();
    await server.app.uploads.storage.put(orphan, Readable.from([PDF_BYTES]), PDF_BYTES.length);

    // Within the grace period (3 s here) an unreferenced object may still be on its way into a row.
    expect((await server.app.uploads.sweep()).removed).toEqual([]);
    expect(await storedKeys()).toEqual([kept, orphan].sort());

    const later = new Date(Date.now() + 5_000);
    expect((await server.app.uploads.sweep(later)).removed).toEqual([orphan]);
    expect(await storedKeys()).toEqual([kept]);
    expect(logLines).toContainEqual(
      expect.objectContaining({ msg: 'orphan uploads removed', count: 1, keys: [orphan] }),
    );
    const id = submitted.body.data.submissionId;
    const [file] = (await customer.get(`/public/services/submissions/${id}`)).body.data.submission.fileUploads;
    expect((await customer.get(file.filePath.replace(/^\/api/, ''))).body).toEqual(PDF_BYTES);
  });
});

describe.each(drivers)('scheduled jobs on %s', (driver) => {
  const database = openForBlock(() => openTestDatabase(driver));

  it('runs a round once however many instances ask at the same time, and the next round an interval later', async () => {
    let rounds = 0;
    const job = {
      name: `test-job-${randomUUID()}`,
      intervalMs: 1_000,
      run: async () => {
        rounds += 1;
      },
    };
    const ran = await Promise.all(Array.from({ length: 6 }, () => runIfDue(database.current.db, job)));
    expect(ran.filter(Boolean)).toHaveLength(1);
    expect(rounds).toBe(1);
    expect(await claimRound(database.current.db, job)).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect(
      (await Promise.all([runIfDue(database.current.db, job), runIfDue(database.current.db, job)])).filter(Boolean),
    ).toHaveLength(1);
    expect(rounds).toBe(2);
  });
});
