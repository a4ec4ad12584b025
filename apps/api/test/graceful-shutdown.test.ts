import { request } from 'node:http';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { HASHING_BUSY_MESSAGE } from '../src/modules/accounts/passwords.js';
import { type DatabaseHandle, openDatabase } from '../src/platform/db/database.js';
import { mailOutbox } from '../src/platform/mail/tables.js';
import { type MailSink, startMailSink } from './support/mail-sink.js';
import { type MainProcess, startMainProcess } from './support/main-process.js';
import { drivers, openScratchPostgres } from './support/test-server.js';

/** A scratch PostgreSQL database for the process, or nothing (the process then keeps PGlite in its DATA_DIR). */
async function databaseFor(driver: string): Promise<{ env: Record<string, string>; database?: DatabaseHandle }> {
  if (driver !== 'postgres') return { env: {} };
  const admin = process.env.TEST_DATABASE_URL as string;
  const name = `startwise_shutdown_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const database = await openScratchPostgres(admin, name);
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return { env: { DATABASE_URL: url.toString() }, database };
}

/**
 * A login whose body arrives in two halves: the request is in flight from the first byte until `finish()` sends the
 * rest. Resolves with the status and the parsed body.
 */
function slowLogin(baseUrl: string) {
  const body = JSON.stringify({ email: 'nobody@example.in', password: 'not the password' });
  const half = Math.floor(body.length / 2);
  let finish = () => {};
  const answer = new Promise<{ status: number; body: unknown }>((resolve, reject) => {
    const call = request(
      `${baseUrl}/api/users/login`,
      { method: 'POST', headers: { 'content-type': 'application/json', 'content-length': body.length } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) }),
        );
      },
    );
    call.on('error', reject);
    call.write(body.slice(0, half));
    call.flushHeaders();
    finish = () => call.end(body.slice(half));
  });
  return { answer, finish: () => finish() };
}

describe.each(drivers)('graceful shutdown of main.ts on %s', (driver) => {
  let main: MainProcess | undefined;
  let database: DatabaseHandle | undefined;
  let sink: MailSink | undefined;
  afterEach(async () => {
    await main?.cleanUp();
    await database?.close();
    await sink?.close();
    main = database = sink = undefined;
  });

  it('on SIGTERM stops accepting, finishes the request in flight, then exits 0', async () => {
    const setup = await databaseFor(driver);
    database = setup.database;
    main = await startMainProcess(setup.env);
    expect((await fetch(`${main.baseUrl}/api/health/ready`)).status).toBe(200);

    const login = slowLogin(main.baseUrl);
    // The server has the request once its headers are parsed; give it a moment to get there.
    await new Promise((resolve) => setTimeout(resolve, 300));
    main.child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 500));

    await expect(fetch(`${main.baseUrl}/api/health`)).rejects.toThrow();
    login.finish();
    // Answered, not dropped: the wrong password's 401 or, on a runner too busy to hash within the 2.5 s production
    // allows, the sign-in shedding's 429 (production's deadline cannot be changed).
    const answered = await login.answer;
    expect([
      { status: 401, body: { success: false, message: 'Invalid email or password' } },
      {
        status: 429,
        body: {
          success: false,
          message: HASHING_BUSY_MESSAGE,
          retryAfter: 1,
        },
      },
    ]).toContainEqual(answered);
    expect(await main.exited).toBe(0);
    expect(main.logs.join('\n')).toContain('"msg":"stopped"');
  }, 180_000);

  it('on SIGTERM lets the mail being delivered finish and records it as sent', async () => {
    const setup = await databaseFor(driver);
    database = setup.database;
    sink = await startMailSink(0, { acceptDelayMs: 1500 });
    main = await startMainProcess({ ...setup.env, SMTP_URL: sink.url });
    // A newsletter sign-up mails its confirmation and hashes nothing: a sign-up's password hash could be shed with a
    // 429 on a busy runner, and production's deadline cannot be lengthened.
    const email = `shutdown-${Date.now()}@example.in`;
    const subscribed = await fetch(`${main.baseUrl}/api/newsletter/subscribe`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email }),
    });
    expect(subscribed.status).toBe(200);

    await sink.firstDelivery;
    main.child.kill('SIGTERM');
    expect((await sink.nextMailTo(email)).subject).toMatch(/newsletter$/);
    expect(await main.exited).toBe(0);

    // Marked sent before the process ended, so the next start does not send it again.
    database ??= await openDatabase({ pgliteDir: join(main.dataDir, 'db') });
    const rows = await database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email));
    expect(rows.map((row) => row.status)).toEqual(['sent']);
  }, 180_000);
});
