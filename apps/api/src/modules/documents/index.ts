import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../platform/config.js';
import type { Database } from '../../platform/db/database.js';
import { modulePlugin } from '../../platform/http/module-plugin.js';
import { createRateLimiter } from '../../platform/rate-limit/rate-limiter.js';
import type { UploadsModule } from '../../platform/uploads/index.js';
import { documentAnswers } from './answer-request.js';
import { documentDeliverer, type FinalDelivery } from './deliver-documents.js';
import { storedDocumentNames } from './document-views.js';
import { documentRequester } from './request-document.js';
import { registerDocumentRoutes } from './routes.js';

export type { FinalDelivery } from './deliver-documents.js';
export {
  adminFilePath,
  type DeliveryView,
  type DocumentRequestView,
  deliveriesOf,
  documentRequestsOf,
  findDocumentFile,
  openRequestCounts,
} from './document-views.js';

/**
 * Documents between staff and customer (docs/backoffice.md): requests the customer answers with files, and
 * deliveries staff upload. Owns their tables; their files live in the upload storage like the application's.
 */
function registerDocuments(
  app: FastifyInstance,
  deps: {
    db: Database;
    config: AppConfig;
    uploads: UploadsModule;
    nudgeMail: () => void;
    onFinalDelivery?: (tx: Database, delivery: FinalDelivery) => Promise<void>;
  },
) {
  // The orphan sweep keeps every stored object a document file names.
  deps.uploads.addReferences((keys) => storedDocumentNames(deps.db, keys));
  registerDocumentRoutes(app, deps, {
    requestDocument: documentRequester(deps),
    answer: documentAnswers({ ...deps, limiter: createRateLimiter(deps.db, () => new Date()) }),
    deliver: documentDeliverer(deps),
  });
}

/** The documents module as a Fastify plugin (see platform/http/module-plugin.ts). */
export const documentsModule = modulePlugin('documents', ['accounts', 'staff', 'uploads'], registerDocuments);
