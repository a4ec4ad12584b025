import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { buildApp } from './app.js';
import { recordAudit } from './modules/audit/index.js';
import { seedCatalogOnFirstStart } from './modules/catalog/index.js';
import { supplierOf } from './modules/invoices/index.js';
import { createDemoStaffOnFirstStart } from './modules/staff/index.js';
import { loadConfig } from './platform/config.js';
import { openDatabase } from './platform/db/database.js';

/** A shutdown that has not finished by then (a request that never ends) gives up, so the process still exits. */
const SHUTDOWN_TIMEOUT_MS = 25_000;

/** Starts Startwise: database (migrated), then the HTTP server; stops gracefully on SIGINT/SIGTERM. */
async function main() {
  const config = loadConfig();
  let log: FastifyBaseLogger | undefined;
  const database = await openDatabase({
    url: config.databaseUrl,
    pgliteDir: join(config.dataDir, 'db'),
    onConnectionLost: (error) => log?.warn({ err: error }, 'database connection lost; the pool will reconnect'),
    migrationSettings: { document_supplier: JSON.stringify(supplierOf(config)) },
  });
  const app = await buildApp({ config, db: database.db, logger: { level: process.env.LOG_LEVEL ?? 'info' } });
  log = app.log;

  const seeded = await seedCatalogOnFirstStart(database.db, { mediaDir: config.mediaDir });
  if (seeded?.ok) app.log.info({ categories: seeded.categories, services: seeded.services }, 'seed catalog loaded');
  for (const member of await createDemoStaffOnFirstStart(database.db, config, recordAudit)) {
    app.log.info(member, 'demo staff member added (sign-in codes arrive in /dev/mailbox)');
  }

  // Payments left pending for 15 minutes are checked against Razorpay (a closed tab, a lost webhook).
  const stopReconciliation = app.payments.startReconciliation();
  // Stored uploads no row names, older than UPLOAD_ORPHAN_GRACE_MINUTES, are removed (and logged).
  const stopOrphanSweep = app.uploads.startOrphanSweep();
  const stopReminders = app.compliance.startReminders();

  // Stop accepting, let running requests and the mail outbox's current batch finish (app.close() and its onClose
  // hooks), then close the database.
  const stop = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    setTimeout(() => {
      app.log.error('shutdown did not finish in time; exiting');
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS).unref();
    await stopReconciliation();
    await stopOrphanSweep();
    await stopReminders();
    await app.close();
    await database.close();
    app.log.info('stopped');
    process.exit(0);
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(`Startwise is running at ${config.publicUrl} (database: ${database.driver})`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
