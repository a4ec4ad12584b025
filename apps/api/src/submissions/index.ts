import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config.js';
import type { Database } from '../db/database.js';
import { createRateLimiter } from '../rate-limit/rate-limiter.js';
import { createUploadStore } from '../uploads/upload-store.js';
import { registerSubmissionRoutes } from './routes.js';
import { createSubmissionService } from './submission-service.js';

/** Application forms with their documents (stored under DATA_DIR/uploads). */
export function registerSubmissions(app: FastifyInstance, deps: { db: Database; config: AppConfig }) {
  const service = createSubmissionService({
    db: deps.db,
    uploads: createUploadStore(deps.config.dataDir),
    limiter: createRateLimiter(deps.db, () => new Date()),
  });
  registerSubmissionRoutes(app, service);
}
