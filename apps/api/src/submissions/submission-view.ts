import type { TransactionView } from '../payments/transaction-view.js';
import type { submissionFiles, submissions } from './tables.js';

type SubmissionRow = typeof submissions.$inferSelect;
type FileRow = typeof submissionFiles.$inferSelect;

export const fileDownloadPath = (submissionId: string, fileId: string) =>
  `/api/public/services/submissions/${submissionId}/files/${fileId}`;

/** The contract's Submission: the service as it was when submitted, files with their download paths. */
export function submissionView(row: SubmissionRow, files: FileRow[], latest: TransactionView | undefined) {
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
    transaction: latest ?? null,
  };
}
