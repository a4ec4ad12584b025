import type { Multipart } from '@fastify/multipart';
import { type FormField, validateApplicationForm } from '@startwise/flows/rules';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.js';
import { type Keyset, keysetOrder, keysetValues } from '../../platform/db/keyset.js';
import { pageRows, pageStart } from '../../platform/db/list-page.js';
import { badRequest, HttpError, notFound, validationFailed } from '../../platform/http/http-error.js';
import { assertStorableText } from '../../platform/http/storable-text.js';
import type { RateLimiter, RateLimitRule } from '../../platform/rate-limit/rate-limiter.js';
import {
  DEFAULT_MAX_FILE_BYTES,
  discardParts,
  type ReceivedApplication,
  type ReceivedFile,
  readStagedUploadIds,
  receiveApplicationParts,
  withStagedFiles,
} from '../../platform/uploads/application-parts.js';
import type { UploadsModule } from '../../platform/uploads/index.js';
import { findServiceToApplyFor } from '../catalog/index.js';
import { claimStagedUploads, findStagedUploads, STAGED_UPLOAD_GONE } from '../uploads/index.js';
import { type LatestPayments, submissionViews } from './submission-view.js';
import { submissionFiles, submissions } from './tables.js';

export const SUBMISSION_MESSAGES = {
  submitted: 'Form submitted successfully!',
  serviceNotFound: 'Service not found',
  submissionNotFound: 'Submission not found',
  fileNotFound: 'File not found',
  validationFailed: 'Validation failed',
} as const;

/** Every application stores documents: plenty for a customer, a wall for a script filling the disk. */
const SUBMIT_LIMIT: RateLimitRule = {
  name: 'submit-user',
  limit: 30,
  windowSeconds: 60 * 60,
  message: 'You have submitted many applications in a short time. Please try again later.',
};

function readFormData(text: string | undefined): Record<string, unknown> {
  if (text === undefined) throw badRequest('The formData part is required');
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw badRequest('formData must be JSON text');
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw badRequest('formData must be a JSON object');
  return value as Record<string, unknown>;
}

/** The spec-5 errors, one per field in form order; upload errors (found while streaming) win for their field. */
function fieldErrors(fields: readonly FormField[], values: Record<string, unknown>, received: ReceivedApplication) {
  const files: Record<string, { name: string; size: number }[]> = {};
  for (const file of received.files) {
    files[file.fieldName] = [...(files[file.fieldName] ?? []), { name: file.originalName, size: file.size }];
  }
  const ruleErrors = validateApplicationForm(fields, values, files);
  return fields.flatMap((field) => {
    const message = received.fileErrors[field.name] ?? ruleErrors[field.name];
    return message ? [{ field: field.name, message }] : [];
  });
}

/** A customer's submissions, newest first; the index submissions_user_idx serves it. */
const CUSTOMER_NEWEST_FIRST: Keyset = {
  name: 'submissions-newest',
  keys: [
    { expression: submissions.submittedAt, type: 'timestamptz' },
    { expression: submissions.id, type: 'uuid' },
  ],
  direction: 'desc',
};

/** Files of a submission other modules keep (request answers, deliveries), looked up once ownership is checked. */
export type MoreFiles = (
  submissionId: string,
  fileId: string,
) => Promise<{ originalName: string; storedName: string } | undefined>;

/** Applications: validated again on the server with the storefront's rules, stored with their documents. */
export function createSubmissionService(deps: {
  db: Database;
  uploads: Pick<UploadsModule, 'newBatch' | 'storage'>;
  limiter: RateLimiter;
  latestPayments: LatestPayments;
  moreFiles?: MoreFiles;
}) {
  const { db, uploads } = deps;

  async function ownSubmission(userId: string, id: string) {
    const [row] = await db
      .select()
      .from(submissions)
      .where(and(eq(submissions.id, id), eq(submissions.userId, userId)));
    if (!row) throw notFound(SUBMISSION_MESSAGES.submissionNotFound);
    return row;
  }

  const views = (rows: (typeof submissions.$inferSelect)[]) => submissionViews(db, rows, deps.latestPayments);

  return {
    async submit(userId: string, slug: string, parts: (limits: { fileSize: number }) => AsyncIterable<Multipart>) {
      const service = await findServiceToApplyFor(db, slug);
      if (!service) throw notFound(SUBMISSION_MESSAGES.serviceNotFound);
      const fields = service.fields as FormField[];
      const fileFields = fields.filter((field) => field.type === 'file');
      const largest = Math.max(0, ...fileFields.map((field) => field.validations?.maxSize ?? DEFAULT_MAX_FILE_BYTES));
      // The parser's own cap: one byte over the largest allowance, so an oversize file is noticed, not stored.
      const stream = parts({ fileSize: largest + 1 });
      try {
        await deps.limiter.consume(SUBMIT_LIMIT, userId);
      } catch (error) {
        await discardParts(stream);
        throw error;
      }
      const batch = uploads.newBatch();
      try {
        const parts = await receiveApplicationParts(stream, fileFields, batch);
        if (parts.unexpectedFields.length > 0) {
          throw badRequest(`Unexpected file part: ${parts.unexpectedFields.join(', ')}`);
        }
        const sent = readFormData(parts.formDataText);
        // Files uploaded one by one beforehand (stageUpload), checked with their field's rules like the parts.
        const named = readStagedUploadIds(parts.textFields.get('stagedUploads'), fileFields);
        const found = await findStagedUploads(db, userId, [...named.values()].flat());
        const received = withStagedFiles(
          parts,
          fileFields,
          named,
          new Map(found.map((file) => [file.id, file])),
          STAGED_UPLOAD_GONE,
        );
        assertStorableText([
          { field: 'formData', value: sent },
          ...received.files.map((file) => ({ field: file.fieldName, value: file.originalName })),
        ]);
        const values = Object.fromEntries(
          fields
            .filter((field) => field.type !== 'file' && field.name in sent)
            .map((field) => [field.name, sent[field.name]]),
        );
        const errors = fieldErrors(fields, values, received);
        if (received.oversize) {
          throw new HttpError(
            413,
            errors.find((error) => received.fileErrors[error.field])?.message ?? 'File too large',
            errors,
          );
        }
        if (errors.length > 0) throw validationFailed(errors, SUBMISSION_MESSAGES.validationFailed);
        return await db.transaction(async (tx) => {
          const [row] = await tx
            .insert(submissions)
            .values({
              userId,
              serviceId: service.id,
              serviceTitle: service.title,
              serviceSlug: service.slug,
              serviceThumbnail: service.thumbnail,
              sacCode: service.sacCode,
              pricePaise: service.pricePaise,
              formData: values,
            })
            .returning({ id: submissions.id });
          const id = (row as { id: string }).id;
          // Used up here, under the same transaction: a second submit naming them (even a concurrent one) fails.
          await claimStagedUploads(
            tx,
            userId,
            [...named].map(([field, ids]) => ({ field, ids })),
          );
          if (received.files.length > 0) {
            await tx.insert(submissionFiles).values(
              received.files.map((file: ReceivedFile, position) => ({
                fieldName: file.fieldName,
                originalName: file.originalName,
                size: file.size,
                mimeType: file.mimeType,
                storedName: file.storedName,
                submissionId: id,
                position,
              })),
            );
          }
          return id;
        });
      } catch (error) {
        // Whatever failed, nothing this request stored stays; if even that fails, the orphan sweep removes it.
        await batch.discard().catch(() => undefined);
        throw error;
      }
    },

    /** One page of the customer's submissions, newest first, and the cursor of the next (null after the last). */
    async list(userId: string, request: { limit: number; cursor?: string }) {
      const start = pageStart(CUSTOMER_NEWEST_FIRST, { page: 1, ...request });
      const fetched = await db
        .select({ submission: submissions, cursorKeys: keysetValues(CUSTOMER_NEWEST_FIRST) })
        .from(submissions)
        .where(and(eq(submissions.userId, userId), start.after))
        .orderBy(...keysetOrder(CUSTOMER_NEWEST_FIRST))
        .limit(start.fetch);
      const { rows, nextCursor } = pageRows(CUSTOMER_NEWEST_FIRST, start, fetched);
      return { submissions: await views(rows.map((row) => row.submission)), nextCursor };
    },

    async get(userId: string, id: string) {
      const [view] = await views([await ownSubmission(userId, id)]);
      return view;
    },

    /**
     * Owner only: another customer's file is "not found", like a file that does not exist. Application files,
     * then the files other modules keep for the submission (`moreFiles`).
     */
    async file(userId: string, submissionId: string, fileId: string) {
      const [owned] = await db
        .select({ id: submissions.id })
        .from(submissions)
        .where(and(eq(submissions.id, submissionId), eq(submissions.userId, userId)));
      const [row] = owned
        ? await db
            .select()
            .from(submissionFiles)
            .where(and(eq(submissionFiles.id, fileId), eq(submissionFiles.submissionId, submissionId)))
        : [];
      const file = row ?? (owned && (await deps.moreFiles?.(submissionId, fileId)));
      if (!file) throw notFound(SUBMISSION_MESSAGES.fileNotFound);
      const stored = await uploads.storage.get(file.storedName);
      return { originalName: file.originalName, ...stored };
    },
  };
}

export type SubmissionService = ReturnType<typeof createSubmissionService>;
