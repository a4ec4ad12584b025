import type { Schemas } from '@startwise/api-client';
import { and, asc, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.js';
import { documentDeliveries, documentFiles, documentRequests } from './tables.js';

export type DocumentRequestView = Schemas['DocumentRequest'];
export type DeliveryView = Schemas['Delivery'];

/** Where a file is downloaded: the customer's path or the back office's (the same file id works on both). */
export type FilePathOf = (submissionId: string, fileId: string) => string;

/** The back office's download path of any file of a submission (application, answered request, delivery). */
export const adminFilePath: FilePathOf = (submissionId, fileId) =>
  `/api/admin/submissions/${submissionId}/files/${fileId}`;

type FileRow = typeof documentFiles.$inferSelect;
type RequestRow = typeof documentRequests.$inferSelect;
type DeliveryRow = typeof documentDeliveries.$inferSelect;

const fileView = (row: FileRow, pathOf: FilePathOf): Schemas['FileUpload'] => ({
  _id: row.id,
  fieldName: 'files',
  originalName: row.originalName,
  size: row.size,
  mimeType: row.mimeType,
  filePath: pathOf(row.submissionId, row.id),
});

export function requestView(row: RequestRow, files: FileRow[], pathOf: FilePathOf): DocumentRequestView {
  return {
    id: row.id,
    label: row.label,
    description: row.description,
    fileTypes: row.fileTypes as DocumentRequestView['fileTypes'],
    maxSize: row.maxSize,
    status: row.answeredAt ? 'answered' : 'open',
    requestedAt: row.requestedAt.toISOString(),
    answeredAt: row.answeredAt?.toISOString() ?? null,
    files: files.map((file) => fileView(file, pathOf)),
  };
}

export function deliveryView(row: DeliveryRow, files: FileRow[], pathOf: FilePathOf): DeliveryView {
  return {
    id: row.id,
    title: row.title,
    final: row.final,
    deliveredAt: row.deliveredAt.toISOString(),
    files: files.map((file) => fileView(file, pathOf)),
  };
}

async function filesOf(db: Database, submissionId: string) {
  return db
    .select()
    .from(documentFiles)
    .where(eq(documentFiles.submissionId, submissionId))
    .orderBy(asc(documentFiles.position), asc(documentFiles.id));
}

/** A submission's document requests: open ones first, then answered ones, newest first within each. */
export async function documentRequestsOf(db: Database, submissionId: string, pathOf: FilePathOf) {
  const [rows, files] = await Promise.all([
    db
      .select()
      .from(documentRequests)
      .where(eq(documentRequests.submissionId, submissionId))
      .orderBy(
        sql`${documentRequests.answeredAt} is not null`,
        desc(documentRequests.requestedAt),
        desc(documentRequests.id),
      ),
    filesOf(db, submissionId),
  ]);
  return rows.map((row) =>
    requestView(
      row,
      files.filter((file) => file.requestId === row.id),
      pathOf,
    ),
  );
}

/** A submission's deliveries, newest first. */
export async function deliveriesOf(db: Database, submissionId: string, pathOf: FilePathOf) {
  const [rows, files] = await Promise.all([
    db
      .select()
      .from(documentDeliveries)
      .where(eq(documentDeliveries.submissionId, submissionId))
      .orderBy(desc(documentDeliveries.deliveredAt), desc(documentDeliveries.id)),
    filesOf(db, submissionId),
  ]);
  return rows.map((row) =>
    deliveryView(
      row,
      files.filter((file) => file.deliveryId === row.id),
      pathOf,
    ),
  );
}

/** How many requests of each of `submissionIds` the customer has not answered yet (absent: none). */
export async function openRequestCounts(db: Database, submissionIds: string[]): Promise<Map<string, number>> {
  if (submissionIds.length === 0) return new Map();
  const rows = await db
    .select({ submissionId: documentRequests.submissionId, open: count() })
    .from(documentRequests)
    .where(and(inArray(documentRequests.submissionId, submissionIds), isNull(documentRequests.answeredAt)))
    .groupBy(documentRequests.submissionId);
  return new Map(rows.map((row) => [row.submissionId, row.open]));
}

/** A file of a request's answer or of a delivery of `submissionId`; undefined when it has no such file. */
export async function findDocumentFile(db: Database, submissionId: string, fileId: string) {
  const [row] = await db
    .select()
    .from(documentFiles)
    .where(and(eq(documentFiles.id, fileId), eq(documentFiles.submissionId, submissionId)));
  return row;
}

/** Which of these stored objects a document file names (for the orphan sweep). */
export async function storedDocumentNames(db: Database, keys: readonly string[]) {
  const rows = await db
    .select({ storedName: documentFiles.storedName })
    .from(documentFiles)
    .where(inArray(documentFiles.storedName, [...keys]));
  return rows.map((row) => row.storedName);
}
