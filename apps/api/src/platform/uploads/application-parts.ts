import type { Multipart } from '@fastify/multipart';
import {
  type FormField,
  fileSizeExceeds,
  formatFileSize,
  ONLY_ONE_FILE,
  onlyFileTypesAllowed,
} from '@startwise/flows/rules';
import type { UploadBatch } from './upload-batch.js';
import { acceptedExtensions, extensionOf, mimeTypeFor } from './upload-types.js';

/** Per file, when a field sets no maxSize. */
export const DEFAULT_MAX_FILE_BYTES = 10 * 1024 * 1024;

export interface ReceivedFile {
  fieldName: string;
  originalName: string;
  size: number;
  mimeType: string;
  storedName: string;
}

export interface ReceivedApplication {
  /** The `formData` part: JSON text of the non-file values. */
  formDataText: string | undefined;
  /** Every text part by name (the first of each name), `formData` included. */
  textFields: Map<string, string>;
  files: ReceivedFile[];
  /** The first upload rule each field broke, in spec wording. */
  fileErrors: Record<string, string>;
  /** Some file was larger than allowed (answered 413). */
  oversize: boolean;
  /** File parts under names that are no file field of the form. */
  unexpectedFields: string[];
}

const drain = async (stream: NodeJS.ReadableStream) => {
  stream.resume();
  await new Promise((resolve) => stream.once('end', resolve));
};

/** Reads a refused request to its end without keeping anything, so the client gets the answer cleanly. */
export async function discardParts(parts: AsyncIterable<Multipart>): Promise<void> {
  for await (const part of parts) if (part.type === 'file') await drain(part.file);
}

/**
 * Reads the multipart stream part by part: the single-file rule, the extension allowlist and the size limit are
 * enforced while streaming (a refused file is drained, never stored), and a stored file's content must match its
 * extension (magic bytes via file-type). Stored files go through `batch`: the caller discards it when this throws
 * (parts limit, dropped connection, storage error) or when it refuses the request after all.
 */
export async function receiveApplicationParts(
  parts: AsyncIterable<Multipart>,
  fileFields: readonly FormField[],
  batch: UploadBatch,
): Promise<ReceivedApplication> {
  const received: ReceivedApplication = {
    formDataText: undefined,
    textFields: new Map(),
    files: [],
    fileErrors: {},
    oversize: false,
    unexpectedFields: [],
  };
  const counts = new Map<string, number>();
  for await (const part of parts) {
    if (part.type === 'field') {
      if (part.fieldname === 'formData') received.formDataText = String(part.value);
      if (!received.textFields.has(part.fieldname)) received.textFields.set(part.fieldname, String(part.value));
      continue;
    }
    const field = fileFields.find((candidate) => candidate.name === part.fieldname);
    if (!field) {
      received.unexpectedFields.push(part.fieldname);
      await drain(part.file);
      continue;
    }
    if (!part.filename) {
      await drain(part.file); // an empty file input
      continue;
    }
    const refuse = async (message: string) => {
      received.fileErrors[field.name] ??= message;
      await drain(part.file);
    };
    const count = (counts.get(field.name) ?? 0) + 1;
    counts.set(field.name, count);
    const fileTypes = field.validations?.fileTypes;
    const accepted = acceptedExtensions(fileTypes);
    const typesMessage = onlyFileTypesAllowed(fileTypes?.length ? fileTypes : accepted);
    const extension = extensionOf(part.filename);
    if (!field.validations?.multiple && count > 1) {
      await refuse(ONLY_ONE_FILE);
      continue;
    }
    if (!accepted.includes(extension)) {
      await refuse(typesMessage);
      continue;
    }
    const maxBytes = field.validations?.maxSize ?? DEFAULT_MAX_FILE_BYTES;
    const outcome = await batch.store(part.file, { maxBytes, expectedMime: mimeTypeFor(extension) as string });
    if ('refused' in outcome) {
      if (outcome.refused === 'oversize') received.oversize = true;
      received.fileErrors[field.name] ??=
        outcome.refused === 'oversize' ? fileSizeExceeds(formatFileSize(maxBytes)) : typesMessage;
      continue;
    }
    received.files.push({
      fieldName: field.name,
      originalName: part.filename,
      ...outcome.stored,
    });
  }
  return received;
}
