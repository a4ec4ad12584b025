import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { users } from '../src/modules/accounts/tables.js';
import { paymentTransactions } from '../src/modules/payments/tables.js';
import { loadConfig } from '../src/platform/config.js';
import type { DatabaseHandle } from '../src/platform/db/database.js';
import { mailOutbox } from '../src/platform/mail/tables.js';
import { type ApiProcess, shareSandboxKeys, startApiProcess } from './support/api-process.js';
import { codeIn, type MailSink, startMailSink } from './support/mail-sink.js';
import { browser, createService, PDF_BYTES } from './support/payments-fixtures.js';
import { type Driver, drivers, openScratchPostgres, openTestDatabase, storageEnv } from './support/test-server.js';

const SANDBOX_KEYS = {
  keyId: 'rzp_test_SEVERALINSTANC',
  keySecret: 'several-instances-sandbox-secret',
  webhookSecret: 'whsec_several-instances-0123',
};

interface Cluster {
  database: DatabaseHandle;
  sink: MailSink;
  instances: { baseUrl: string }[];
  close(): Promise<void>;
}

/** What every instance shares: the database, the bucket, the JWT secret, the SMTP server, the sandbox keys. */
async function sharedEnv(sink: MailSink) {
  return {
    NODE_ENV: 'test',
    // Sign-ups wait for their hash however busy the runner is: the production deadline (2.5 s, then 429) is the
    // subject of accounts-passwords.test.ts, and a run whose stories fill the CPU missed it five times in a row.
    HASHING_MAX_WAIT_MS: '120000',
    JWT_SECRET: 'several-instances-share-this-secret-0123456789',
    SMTP_URL: sink.url,
    TRUST_PROXY: 'loopback',
    ...(await storageEnv('s3')),
  };
}

function dataDirWithSandboxKeys() {
  const dir = mkdtempSync(join(tmpdir(), 'startwise-instance-'));
  shareSandboxKeys(dir, SANDBOX_KEYS);
  return dir;
}

/** Two `npm start` processes on one scratch PostgreSQL database, started one after the other (the first seeds). */
async function startProcesses(): Promise<Cluster> {
  const name = `startwise_instances_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const database = await openScratchPostgres(process.env.TEST_DATABASE_URL as string, name);
  const sink = await startMailSink();
  const url = new URL(process.env.TEST_DATABASE_URL as string);
  url.pathname = `/${name}`;
  const env = { ...(await sharedEnv(sink)), DATABASE_URL: url.toString(), LOG_LEVEL: 'warn' };
  const dirs = [dataDirWithSandboxKeys(), dataDirWithSandboxKeys()];
  const processes: ApiProcess[] = [];
  try {
    for (const dir of dirs) processes.push(await startApiProcess({ ...env, DATA_DIR: dir }));
  } catch (error) {
    await Promise.all(processes.map((child) => child.stop()));
    throw error;
  }
  return {
    database,
    sink,
    instances: processes,
    async close() {
      await Promise.all(processes.map((child) => child.stop()));
      await database.close();
      await sink.close();
      for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * Without a PostgreSQL server: two servers in this process on one PGlite database (which only one process can
 * open), each with its own DATA_DIR, sharing the bucket like the processes do.
 */
async function startInProcess(): Promise<Cluster> {
  const database = await openTestDatabase('pglite');
  const sink = await startMailSink();
  const env = await sharedEnv(sink);
  const dirs = [dataDirWithSandboxKeys(), dataDirWithSandboxKeys()];
  const apps = await Promise.all(
    dirs.map((dir) => buildApp({ config: loadConfig({ ...env, DATA_DIR: dir }), db: database.db })),
  );
  const instances = [];
  for (const app of apps) {
    await app.listen({ port: 0, host: '127.0.0.1' });
    instances.push({ baseUrl: `http://127.0.0.1:${(app.server.address() as { port: number }).port}` });
  }
  return {
    database,
    sink,
    instances,
    async close() {
      await Promise.all(apps.map((app) => app.close()));
      await database.close();
      await sink.close();
      for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
    },
  };
}

const FIELDS = [
  { name: 'companyName', label: 'Company name', type: 'text' as const, required: true },
  { name: 'panCard', label: 'PAN card', type: 'file' as const, required: true, validations: { fileTypes: ['pdf'] } },
];

const setting = (driver: Driver) =>
  driver === 'postgres'
    ? 'two API processes on one PostgreSQL database and one S3 bucket'
    : 'two API servers in one process on one PGlite database and one S3 bucket';

describe.each(drivers)('a whole purchase alternating between instances (%s)', (driver) => {
  let cluster: Cluster;
  beforeAll(async () => {
    cluster = driver === 'postgres' ? await startProcesses() : await startInProcess();
  }, 120_000);
  afterAll(() => cluster?.close());

  it(`${setting(driver)}: one transaction, one invoice, each mail once`, async () => {
    const [a, b] = cluster.instances as [{ baseUrl: string }, { baseUrl: string }];
    const { slug } = await createService(cluster, { fields: FIELDS, price: 4999 });
    const email = `two.instances.${Date.now()}@example.in`;

    const registered = await browser(a).post('/users/register', {
      fullName: 'Asha Verma',
      email,
      phone: '+91 98765 43210',
      password: 'correct horse',
    });
    expect(registered.status).toBe(201);
    const code = codeIn(await cluster.sink.nextMailTo(email));
    const verified = await browser(b).post('/users/verify-email', { email, otp: code });
    expect(verified.status).toBe(200);
    const token = verified.body.data.token as string;
    const [customerA, customerB] = [browser(a, token), browser(b, token)];

    const submitted = await customerA.submit(slug, { companyName: 'Acme Labs' }, [
      { field: 'panCard', name: 'pan.pdf', content: PDF_BYTES },
    ]);
    expect(submitted.status).toBe(201);
    const submissionId = submitted.body.data.submissionId as string;

    const order = await customerB.post('/payment/create-order', { submissionId });
    expect(order.status).toBe(200);
    const keyId = (await customerA.get('/config')).body.data.razorpayKeyId;
    const paid = await fetch(`${a.baseUrl}/razorpay-sandbox/checkout/pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        key_id: keyId,
        order_id: order.body.data.order.id,
        method: 'card',
        card_number: '4100280000001007',
      }),
    });
    expect(paid.status).toBe(200);
    const transactionId = order.body.data.transaction.id as string;
    const settled = await customerB.post('/payment/verify', { ...(await paid.json()), transactionId });
    expect(settled.status).toBe(200);
    expect(settled.body.data.transaction.status).toBe('successful');

    const invoice = await customerA.get(`/payment/invoice/${transactionId}?type=invoice`);
    expect(invoice.status).toBe(200);
    expect(invoice.body.subarray(0, 5).toString()).toBe('%PDF-');
    const submission = (await customerB.get(`/public/services/submissions/${submissionId}`)).body.data.submission;
    expect(submission.paymentStatus).toBe('paid');
    const download = await customerB.get(submission.fileUploads[0].filePath.replace(/^\/api/, ''));
    expect(Buffer.compare(download.body, PDF_BYTES)).toBe(0);

    // Both outbox workers and both reconciliation jobs had time to run twice.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    const { db } = cluster.database;
    const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
    const transactions = await db
      .select()
      .from(paymentTransactions)
      .where(eq(paymentTransactions.userId, user?.id as string));
    expect(transactions).toHaveLength(1);
    expect(transactions[0]).toMatchObject({
      status: 'successful',
      invoiceNumber: settled.body.data.transaction.invoiceNumber,
    });
    // The verification code, then the payment's confirmation: each sent once, by one of the two workers.
    const mails = await db
      .select({ subject: mailOutbox.subject, status: mailOutbox.status, attempts: mailOutbox.attempts })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.toAddress, email)))
      .orderBy(mailOutbox.createdAt);
    expect(mails.map(({ status, attempts }) => ({ status, attempts }))).toEqual([
      { status: 'sent', attempts: 1 },
      { status: 'sent', attempts: 1 },
    ]);
    expect(mails[1]?.subject).toMatch(/payment/i);
    const delivered = cluster.sink.inbox.filter((mail) => mail.to.includes(email));
    expect(delivered).toHaveLength(1);
  });
});
