import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config.js';
import type { Database } from '../db/database.js';
import { startScheduledJob } from '../jobs/scheduled-job.js';
import { type ReferenceLookup, sweepOrphanUploads } from './orphan-sweep.js';
import { openObjectStorage } from './storage-from-config.js';
import { createUploadBatch } from './upload-batch.js';

/** How often the orphan sweep runs (once across every instance). */
export const ORPHAN_SWEEP_INTERVAL_MS = 60 * 60_000;

/**
 * Customer uploads: the configured storage, upload batches for the modules that take files, and the orphan
 * sweep, which asks those modules which stored objects their rows still name.
 */
export function useUploads(app: FastifyInstance, deps: { db: Database; config: AppConfig }) {
  const { storage, close } = openObjectStorage(deps.config.storage);
  // Files are checked here before they reach the storage; one private folder per process.
  const spoolDir = mkdtempSync(join(tmpdir(), 'startwise-spool-'));
  const references: ReferenceLookup[] = [];
  const sweep = (now?: Date) =>
    sweepOrphanUploads({ storage, references, graceMs: deps.config.storage.orphanGraceMs, log: app.log }, now);
  const uploads = {
    storage,
    newBatch: () => createUploadBatch(storage, spoolDir),
    /** A module whose rows name stored objects registers how to find them, or the sweep would remove them. */
    addReferences: (lookup: ReferenceLookup) => void references.push(lookup),
    /** One sweep now (tests pass a later `now` instead of waiting out the grace period). */
    sweep,
    /** Starts the periodic sweep; returns its stop function. */
    startOrphanSweep: (intervalMs = ORPHAN_SWEEP_INTERVAL_MS) =>
      startScheduledJob(deps.db, { name: 'orphan-upload-sweep', intervalMs, run: () => sweep() }, app.log),
  };
  app.decorate('uploads', uploads);
  app.addHook('onClose', async () => {
    close();
    rmSync(spoolDir, { recursive: true, force: true });
  });
  return uploads;
}

export type UploadsModule = ReturnType<typeof useUploads>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Upload storage and the orphan sweep. */
    uploads: UploadsModule;
  }
}
