import { inArray, like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../platform/db/database.js';
import { modulePlugin } from '../../platform/http/module-plugin.js';
import { createRateLimiter } from '../../platform/rate-limit/rate-limiter.js';
import type { UploadsModule } from '../../platform/uploads/index.js';
import { storedNameOfThumbnail } from '../catalog/index.js';
import { registerSubmissionRoutes } from './routes.js';
import { createSubmissionService, type MoreFiles } from './submission-service.js';
import type { LatestPayments } from './submission-view.js';
import { submissionFiles, submissions } from './tables.js';

export { attachmentDisposition } from './routes.js';
export {
  findApplicationFile,
  findOwnSubmissionProgress,
  findSubmissionForStaff,
  lockSubmission,
  moveSubmissionStatus,
  submissionStatusOf,
} from './submission-fulfilment.js';
export {
  expectedByOf,
  findSubmissionToPay,
  findSubmittedService,
  markSubmissionPaymentStatus,
  reopenSubmissionPayment,
  type SubmissionPaymentStatus,
  serviceIdsOfSubmissions,
  submissionIdsForServices,
} from './submission-payments.js';
export { type QueueSort, submissionQueuePage } from './submission-queue.js';
export {
  ordersByIndiaDateIn,
  ordersIn,
  overdueCount,
  paidAndDueOf,
  servicesRankedIn,
  submissionCountsByStatus,
} from './submission-stats.js';
export { fileDownloadPath, type LatestPayments } from './submission-view.js';

/** Application forms with their documents (kept in the upload storage). */
function registerSubmissions(
  app: FastifyInstance,
  deps: { db: Database; uploads: UploadsModule; latestPayments: LatestPayments; moreFiles?: MoreFiles },
) {
  const service = createSubmissionService({
    db: deps.db,
    uploads: deps.uploads,
    latestPayments: deps.latestPayments,
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
  // A submission shows the service's thumbnail as it was when submitted: an image the catalog replaced since stays.
  deps.uploads.addReferences(async (keys) => {
    const wanted = new Set(keys);
    const rows = await deps.db
      .selectDistinct({ thumbnail: submissions.serviceThumbnail })
      .from(submissions)
      .where(like(submissions.serviceThumbnail, 'thumbnails/%'));
    return rows.flatMap((row) => {
      const key = storedNameOfThumbnail(row.thumbnail);
      return key && wanted.has(key) ? [key] : [];
    });
  });
  registerSubmissionRoutes(app, service);
}

/** The submissions module as a Fastify plugin (see platform/http/module-plugin.ts). */
export const submissionsModule = modulePlugin('submissions', ['accounts', 'uploads'], registerSubmissions);
