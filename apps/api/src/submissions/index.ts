import { inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database.js';
import { createRateLimiter } from '../rate-limit/rate-limiter.js';
import type { UploadsModule } from '../uploads/index.js';
import { registerSubmissionRoutes } from './routes.js';
import { createSubmissionService, type MoreFiles } from './submission-service.js';
import { submissionFiles } from './tables.js';

/** Application forms with their documents (kept in the upload storage). */
export function registerSubmissions(
  app: FastifyInstance,
  deps: { db: Database; uploads: UploadsModule; moreFiles?: MoreFiles },
) {
  const service = createSubmissionService({
    db: deps.db,
    uploads: deps.uploads,
    moreFiles: deps.moreFiles,
    limiter: createRateLimiter(deps.db, () => new Date()),
  });
  deps.uploads.addReferences(async (keys) => {
    const rows = await deps.db
      .select({ storedName: submissionFiles.storedName })
      .from(submissionFiles)
      .where(inArray(submissionFiles.storedName, [...keys]));
    return rows.map((row) => row.storedName);
  });
  registerSubmissionRoutes(app, service);
}
