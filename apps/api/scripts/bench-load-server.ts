// The server side of `npm run bench:load`, in its own process (bench-load.ts starts it in a session of its own, so
// the load generator's work is not taken from the server): a fresh database (PGlite, or a new one on DATABASE_URL's
// server), the seed catalog, verified customers, the real server with production settings. Prints one JSON line
// (address, customers' emails and password, a signed-in token) once ready; stops on SIGTERM.
import { randomBytes } from 'node:crypto';
import { createPasswordHasher } from '../src/modules/accounts/passwords.js';
import { users } from '../src/modules/accounts/tables.js';
import { seedCatalogOnFirstStart } from '../src/modules/catalog/seed.js';
import { onOneDatabase, startBenchServer } from './bench-server.js';

const BENCH_PASSWORD = 'bench password 1';
const CUSTOMERS = 20;

export interface LoadServerReady {
  label: string;
  baseUrl: string;
  emails: string[];
  password: string;
  token: string;
}

await onOneDatabase('load', async (label, database, dataDir) => {
  const seeded = await seedCatalogOnFirstStart(database.db);
  if (!seeded?.ok) throw new Error('the seed catalog did not load');
  // One hash at the production cost, shared by every bench customer.
  const passwordHash = await createPasswordHasher().hash(BENCH_PASSWORD);
  const emails = Array.from({ length: CUSTOMERS }, (_, i) => `bench.${i}.${randomBytes(3).toString('hex')}@example.in`);
  await database.db
    .insert(users)
    .values(emails.map((email) => ({ email, fullName: 'Bench Customer', passwordHash, emailVerifiedAt: new Date() })));

  const { app, baseUrl } = await startBenchServer(database, dataDir, { env: { TRUST_PROXY: 'loopback' } });
  const response = await fetch(`${baseUrl}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: emails[0], password: BENCH_PASSWORD }),
  });
  const token = ((await response.json()) as { data?: { token?: string } }).data?.token;
  if (!token) throw new Error(`the bench customer could not sign in (${response.status})`);

  const stopped = new Promise((resolve) => process.once('SIGTERM', resolve));
  const ready: LoadServerReady = { label, baseUrl, emails, password: BENCH_PASSWORD, token };
  console.log(JSON.stringify(ready));
  await stopped;
  await app.close();
});
process.exit(0);
