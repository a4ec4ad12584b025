import type { FastifyInstance } from 'fastify';
import type { Database } from '../../platform/db/database.js';
import { modulePlugin } from '../../platform/http/module-plugin.js';
import { createRateLimiter } from '../../platform/rate-limit/rate-limiter.js';
import type { UploadsModule } from '../../platform/uploads/index.js';
import { registerUploadRoutes } from './routes.js';
import { stagedUploadService } from './staged-uploads.js';

export {
  claimStagedUploads,
  findStagedUploads,
  STAGED_UPLOAD_GONE,
  STAGED_UPLOAD_LIFETIME_MS,
} from './staged-uploads.js';

/**
 * Staged uploads (docs/api.md): files a customer uploads one request each, with progress, before the application
 * form or document request answer that uses them claims them. Stale ones are forgotten by the orphan sweep.
 */
function registerUploads(app: FastifyInstance, deps: { db: Database; uploads: UploadsModule }) {
  const service = stagedUploadService({ ...deps, limiter: createRateLimiter(deps.db, () => new Date()) });
  deps.uploads.addReferences((keys) => service.storedNamesStillStaged(keys));
  registerUploadRoutes(app, service);
}

/** The uploads module as a Fastify plugin (see platform/http/module-plugin.ts). */
export const uploadsModule = modulePlugin('uploads', ['accounts'], registerUploads);
