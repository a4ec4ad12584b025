// The server side of `npm run bench:load`, in its own process (bench-load.ts starts it in a session of its own, so
// the load generator's work is not taken from the server): a fresh database (PGlite, or a new one on DATABASE_URL's
// server), the seed catalog, verified customers, the real server with production settings. Prints one JSON line
// (address, customers' emails and password, a signed-in token) once ready; stops on SIGTERM.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { accountServiceDeps } from '../src/modules/accounts/index.js';
import {
  createPasswordHasher,
  PRODUCTION_SCRYPT_COST,
  unhurriedHashingLimits,
} from '../src/modules/accounts/passwords.js';
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
  const passwordHash = await createPasswordHasher(PRODUCTION_SCRYPT_COST, unhurriedHashingLimits()).hash(
    BENCH_PASSWORD,
  );
  const emails = Array.from({ length: CUSTOMERS }, (_, i) => `bench.${i}.${randomBytes(3).toString('hex')}@example.in`);
  await database.db
    .insert(users)
    .values(emails.map((email) => ({ email, fullName: 'Bench Customer', passwordHash, emailVerifiedAt: new Date() })));

  const { app, baseUrl, config } = await startBenchServer(database, dataDir, { env: { TRUST_PROXY: 'loopback' } });
  // The signed-in traffic's session starts directly: on a loaded machine no sign-in may get a hash within its
  // deadline, and this is set-up, not the storm.
  const [customer] = await database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, emails[0] as string));
  const sessions = accountServiceDeps({ db: database.db, config, nudgeMail: () => {} }).sessions;
  const token = customer && (await sessions.start(database.db, customer.id)).token;
  if (!token) throw new Error('the bench customer has no session');

  const stopped = new Promise((resolve) => process.once('SIGTERM', resolve));
  const ready: LoadServerReady = { label, baseUrl, emails, password: BENCH_PASSWORD, token };
  console.log(JSON.stringify(ready));
  await stopped;
  await app.close();
});
process.exit(0);
