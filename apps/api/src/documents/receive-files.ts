import type { Multipart } from '@fastify/multipart';
import { type FormField, validateApplicationForm } from '@startwise/flows/rules';
import { badRequest, validationFailed } from '../http/http-error.js';
import { assertStorableText } from '../http/storable-text.js';
import { type ReceivedFile, receiveApplicationParts } from '../uploads/application-parts.js';
import type { UploadBatch } from '../uploads/upload-batch.js';

/** The multipart part the files of an answer or a delivery come in. */
export const FILES_PART = 'files';

export interface FileRules {
  /** What the files are, for the "… is required" message. */
  label: string;
  fileTypes: readonly string[];
  maxSize: number;
}

/**
 * Reads one or more `files` parts with the application form's own receiving code (extension allowlist, size
 * limit, content sniffing, spec wording) through a synthetic file field built from `rules`. Any file error is a
 * 422 on `files` (the application form answers 413 for an oversize file; these operations' contracts say 422).
 * The caller discards `batch` when this throws or when it refuses the request later.
 */
export async function receiveDocumentFiles(
  parts: AsyncIterable<Multipart>,
  rules: FileRules,
  batch: UploadBatch,
): Promise<{ files: ReceivedFile[]; textFields: Map<string, string> }> {
  const field: FormField = {
    name: FILES_PART,
    label: rules.label,
    type: 'file',
    required: true,
    validations: { fileTypes: [...rules.fileTypes], maxSize: rules.maxSize, multiple: true },
  };
  const received = await receiveApplicationParts(parts, [field], batch);
  if (received.unexpectedFields.length > 0) {
    throw badRequest(`Unexpected file part: ${received.unexpectedFields.join(', ')}`);
  }
  assertStorableText(received.files.map((file) => ({ field: FILES_PART, value: file.originalName })));
  const sent = received.files.map((file) => ({ name: file.originalName, size: file.size }));
  const message =
    received.fileErrors[FILES_PART] ?? validateApplicationForm([field], {}, { [FILES_PART]: sent })[FILES_PART];
  if (message) throw validationFailed([{ field: FILES_PART, message }]);
  return { files: received.files, textFields: received.textFields };
}
