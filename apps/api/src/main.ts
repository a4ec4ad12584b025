import { join } from 'node:path';
import { buildApp } from './app.js';
import { seedCatalogOnFirstStart } from './catalog/seed.js';
import { loadConfig } from './config.js';
import { openDatabase } from './db/database.js';
import { createDemoStaffOnFirstStart } from './staff/demo-staff.js';

/** Starts Startwise: database (migrated), then the HTTP server; stops cleanly on SIGINT/SIGTERM. */
async function main() {
  const config = loadConfig();
  const database = await openDatabase({ url: config.databaseUrl, pgliteDir: join(config.dataDir, 'db') });
  const app = await buildApp({ config, db: database.db, logger: { level: process.env.LOG_LEVEL ?? 'info' } });

  const seeded = await seedCatalogOnFirstStart(database.db, { mediaDir: config.mediaDir });
  if (seeded?.ok) app.log.info({ categories: seeded.categories, services: seeded.services }, 'seed catalog loaded');
  for (const member of await createDemoStaffOnFirstStart(database.db, config)) {
    app.log.info(member, 'demo staff member added (sign-in codes arrive in /dev/mailbox)');
  }

  // Payments left pending for 15 minutes are checked against Razorpay (a closed tab, a lost webhook).
  const stopReconciliation = app.payments.startReconciliation();
  // Stored uploads no row names, older than UPLOAD_ORPHAN_GRACE_MINUTES, are removed (and logged).
  const stopOrphanSweep = app.uploads.startOrphanSweep();

  const stop = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await stopReconciliation();
    await stopOrphanSweep();
    await app.close();
    await database.close();
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
