import type { Multipart } from '@fastify/multipart';
import {
  DOCUMENT_REQUEST_FILES_FIELD,
  type DocumentRequestFileRules,
  documentRequestField,
  validateApplicationForm,
} from '@startwise/flows/rules';
import type { Database } from '../../platform/db/database.js';
import { badRequest, validationFailed } from '../../platform/http/http-error.js';
import { assertStorableText } from '../../platform/http/storable-text.js';
import {
  type ReceivedFile,
  readStagedUploadIds,
  receiveApplicationParts,
  withStagedFiles,
} from '../../platform/uploads/application-parts.js';
import type { UploadBatch } from '../../platform/uploads/upload-batch.js';
import { findStagedUploads, STAGED_UPLOAD_GONE } from '../uploads/index.js';

/** The multipart part the files of an answer or a delivery come in (the storefront checks the same field). */
const FILES_PART = DOCUMENT_REQUEST_FILES_FIELD;

/**
 * Reads one or more `files` parts with the application form's own receiving code (extension allowlist, size
 * limit, content sniffing, spec wording) through the file field flows builds from `rules` (`documentRequestField`, the one the storefront checks before sending). Any file error is a
 * 422 on `files` (the application form answers 413 for an oversize file; these operations' contracts say 422).
 * The caller discards `batch` when this throws or when it refuses the request later.
 */
export async function receiveDocumentFiles(
  parts: AsyncIterable<Multipart>,
  rules: DocumentRequestFileRules,
  batch: UploadBatch,
  staged?: { db: Database; userId: string },
): Promise<{ files: ReceivedFile[]; textFields: Map<string, string>; stagedIds: string[] }> {
  const field = documentRequestField(rules);
  const streamed = await receiveApplicationParts(parts, [field], batch);
  if (streamed.unexpectedFields.length > 0) {
    throw badRequest(`Unexpected file part: ${streamed.unexpectedFields.join(', ')}`);
  }
  // The customer's answer may name files uploaded one by one beforehand (stageUpload); staff deliveries may not.
  const stagedText = streamed.textFields.get('stagedUploads');
  if (stagedText !== undefined && !staged) throw badRequest('Unexpected part: stagedUploads');
  const named = readStagedUploadIds(stagedText, [field]);
  const stagedIds = named.get(FILES_PART) ?? [];
  const found = staged ? await findStagedUploads(staged.db, staged.userId, stagedIds) : [];
  const received = withStagedFiles(
    streamed,
    [field],
    named,
    new Map(found.map((file) => [file.id, file])),
    STAGED_UPLOAD_GONE,
  );
  assertStorableText(received.files.map((file) => ({ field: FILES_PART, value: file.originalName })));
  const sent = received.files.map((file) => ({ name: file.originalName, size: file.size }));
  const message =
    received.fileErrors[FILES_PART] ?? validateApplicationForm([field], {}, { [FILES_PART]: sent })[FILES_PART];
  if (message) throw validationFailed([{ field: FILES_PART, message }]);
  return { files: received.files, textFields: received.textFields, stagedIds };
}
