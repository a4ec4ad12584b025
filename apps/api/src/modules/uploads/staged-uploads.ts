import type { Multipart } from '@fastify/multipart';
import { type FormField, MAX_UPLOAD_BYTES, validateApplicationForm } from '@startwise/flows/rules';
import { and, eq, gt, inArray, lte } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.js';
import { badRequest, HttpError, notFound, validationFailed } from '../../platform/http/http-error.js';
import { assertStorableText } from '../../platform/http/storable-text.js';
import type { RateLimiter, RateLimitRule } from '../../platform/rate-limit/rate-limiter.js';
import { discardParts, receiveApplicationParts, type StoredFile } from '../../platform/uploads/application-parts.js';
import type { UploadsModule } from '../../platform/uploads/index.js';
import { stagedUploads } from './tables.js';

/** How long a staged upload waits to be used by a submit or an answer; then it is refused, and swept. */
export const STAGED_UPLOAD_LIFETIME_MS = 24 * 60 * 60_000;

/** The message for a staged upload that is unknown, another customer's, used or expired. */
export const STAGED_UPLOAD_GONE = 'This upload has expired or was already used. Please upload the file again.';

/** The one part a staging request carries. */
const FILE_PART = 'file';

/**
 * A file staged for later: every file of a 30-application hour, with room for retries; a wall for a script filling
 * the disk (each file may be 25 MB).
 */
const STAGE_LIMIT: RateLimitRule = {
  name: 'stage-upload-user',
  limit: 300,
  windowSeconds: 60 * 60,
  message: 'You have uploaded many files in a short time. Please try again later.',
};

/**
 * The field a staged file is checked against on arrival: the whole allowlist and the largest size any field may
 * allow. The field that uses it later narrows both (`storedFileError`).
 */
const STAGING_FIELD: FormField = {
  name: FILE_PART,
  label: 'File',
  type: 'file',
  required: true,
  validations: { maxSize: MAX_UPLOAD_BYTES },
};

export interface StagedUploadView {
  id: string;
  name: string;
  size: number;
  expiresAt: string;
}

const fresh = (now: Date) => gt(stagedUploads.createdAt, new Date(now.getTime() - STAGED_UPLOAD_LIFETIME_MS));

export const viewOf = (row: typeof stagedUploads.$inferSelect): StagedUploadView => ({
  id: row.id,
  name: row.originalName,
  size: row.size,
  expiresAt: new Date(row.createdAt.getTime() + STAGED_UPLOAD_LIFETIME_MS).toISOString(),
});

const storedFileOf = (row: typeof stagedUploads.$inferSelect): StoredFile & { id: string } => ({
  id: row.id,
  originalName: row.originalName,
  size: row.size,
  mimeType: row.mimeType,
  storedName: row.storedName,
});

/**
 * The customer's own, unused, unexpired staged uploads among `ids` (read without locks, to check them with the
 * field's rules before the transaction that claims them).
 */
export async function findStagedUploads(db: Database, userId: string, ids: readonly string[], now = new Date()) {
  if (ids.length === 0) return [];
  const rows = await db
    .select()
    .from(stagedUploads)
    .where(and(inArray(stagedUploads.id, [...ids]), eq(stagedUploads.userId, userId), fresh(now)));
  return rows.map(storedFileOf);
}

/**
 * Uses up the staged uploads `ids` inside the caller's transaction (which records their files elsewhere): the rows
 * are deleted, so a second claim, even a concurrent one, finds none and fails with 422 on `field`.
 */
export async function claimStagedUploads(
  tx: Database,
  userId: string,
  claims: readonly { field: string; ids: readonly string[] }[],
  now = new Date(),
) {
  const ids = claims.flatMap((claim) => claim.ids);
  if (ids.length === 0) return new Map<string, StoredFile>();
  const rows = await tx
    .delete(stagedUploads)
    .where(and(inArray(stagedUploads.id, ids), eq(stagedUploads.userId, userId), fresh(now)))
    .returning();
  const claimed = new Map(rows.map((row) => [row.id, storedFileOf(row)]));
  const missing = claims.filter((claim) => claim.ids.some((id) => !claimed.has(id)));
  if (missing.length > 0) {
    throw validationFailed(missing.map((claim) => ({ field: claim.field, message: STAGED_UPLOAD_GONE })));
  }
  return claimed;
}

/** Staging one file, and removing one the customer no longer wants. */
export function stagedUploadService(deps: {
  db: Database;
  uploads: Pick<UploadsModule, 'newBatch' | 'storage'>;
  limiter: RateLimiter;
}) {
  const { db } = deps;
  return {
    async stage(userId: string, parts: (limits: { fileSize: number }) => AsyncIterable<Multipart>) {
      // The parser's own cap: one byte over the allowance, so an oversize file is noticed, not stored.
      const stream = parts({ fileSize: MAX_UPLOAD_BYTES + 1 });
      try {
        await deps.limiter.consume(STAGE_LIMIT, userId);
      } catch (error) {
        await discardParts(stream);
        throw error;
      }
      const batch = deps.uploads.newBatch();
      try {
        const received = await receiveApplicationParts(stream, [STAGING_FIELD], batch);
        if (received.unexpectedFields.length > 0) {
          throw badRequest(`Unexpected file part: ${received.unexpectedFields.join(', ')}`);
        }
        const sent = received.files.map((file) => ({ name: file.originalName, size: file.size }));
        const message =
          received.fileErrors[FILE_PART] ??
          validateApplicationForm([STAGING_FIELD], {}, { [FILE_PART]: sent })[FILE_PART];
        if (message) {
          const errors = [{ field: FILE_PART, message }];
          throw received.oversize ? new HttpError(413, message, errors) : validationFailed(errors);
        }
        const file = received.files[0] as StoredFile;
        assertStorableText([{ field: FILE_PART, value: file.originalName }]);
        const [row] = await db
          .insert(stagedUploads)
          .values({
            userId,
            originalName: file.originalName,
            size: file.size,
            mimeType: file.mimeType,
            storedName: file.storedName,
          })
          .returning();
        return viewOf(row as typeof stagedUploads.$inferSelect);
      } catch (error) {
        // Whatever failed, nothing this request stored stays; if even that fails, the orphan sweep removes it.
        await batch.discard().catch(() => undefined);
        throw error;
      }
    },

    /** The customer's own unused upload, removed with its file; anything else is "not found". */
    async discard(userId: string, id: string) {
      const [row] = await db
        .delete(stagedUploads)
        .where(and(eq(stagedUploads.id, id), eq(stagedUploads.userId, userId)))
        .returning();
      if (!row) throw notFound('Upload not found');
      await deps.uploads.storage.delete([row.storedName]).catch(() => undefined); // else the orphan sweep's
    },

    /**
     * Forgets staged uploads older than their lifetime (the orphan sweep then removes their files), and answers
     * which of `keys` the remaining ones still name.
     */
    async storedNamesStillStaged(keys: readonly string[], now = new Date()) {
      await db
        .delete(stagedUploads)
        .where(lte(stagedUploads.createdAt, new Date(now.getTime() - STAGED_UPLOAD_LIFETIME_MS)));
      const rows = await db
        .select({ storedName: stagedUploads.storedName })
        .from(stagedUploads)
        .where(inArray(stagedUploads.storedName, [...keys]));
      return rows.map((row) => row.storedName);
    },
  };
}
