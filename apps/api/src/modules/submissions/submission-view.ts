import type { Schemas } from '@startwise/api-client';
import { asc, inArray } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.js';
import { submissionFiles, type submissions } from './tables.js';

type SubmissionRow = typeof submissions.$inferSelect;
type FileRow = typeof submissionFiles.$inferSelect;

/**
 * The latest transaction of each of these submissions that has one, as the contract shows it. The payments module
 * (above this one) answers it; app.ts and the modules above hand it in.
 */
export type LatestPayments = (db: Database, submissionIds: string[]) => Promise<Map<string, Schemas['Transaction']>>;

export const fileDownloadPath = (submissionId: string, fileId: string) =>
  `/api/public/services/submissions/${submissionId}/files/${fileId}`;

/** The contract's Submission: the service as it was when submitted, files with their download paths. */
export function submissionView(row: SubmissionRow, files: FileRow[], latest: Schemas['Transaction'] | undefined) {
  return {
    _id: row.id,
    submissionId: row.id,
    service: {
      _id: row.serviceId,
      title: row.serviceTitle,
      slug: row.serviceSlug,
      thumbnail: row.serviceThumbnail,
      price: Math.round(row.pricePaise / 100),
    },
    status: row.status,
    paymentStatus: row.paymentStatus,
    submittedAt: row.submittedAt.toISOString(),
    formData: row.formData,
    fileUploads: files.map((file) => ({
      _id: file.id,
      fieldName: file.fieldName,
      originalName: file.originalName,
      size: file.size,
      mimeType: file.mimeType,
      filePath: fileDownloadPath(row.id, file.id),
    })),
    notes: row.notes,
    expectedBy: row.expectedBy,
    transaction: latest ?? null,
  };
}

/** The contract's Submission of each row, with its files and its latest transaction. */
export async function submissionViews(db: Database, rows: SubmissionRow[], latestPayments: LatestPayments) {
  const ids = rows.map((row) => row.id);
  if (ids.length === 0) return [];
  const files = await db
    .select()
    .from(submissionFiles)
    .where(inArray(submissionFiles.submissionId, ids))
    .orderBy(asc(submissionFiles.position));
  const transactions = await latestPayments(db, ids);
  return rows.map((row) =>
    submissionView(
      row,
      files.filter((file) => file.submissionId === row.id),
      transactions.get(row.id),
    ),
  );
}
