import type { Multipart } from '@fastify/multipart';
import {
  type FormField,
  fileSizeExceeds,
  formatFileSize,
  ONLY_ONE_FILE,
  onlyFileTypesAllowed,
} from '@startwise/flows/rules';
import { badRequest } from '../http/http-error.js';
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

/** A file stored earlier (a staged upload), as a submit or an answer that uses it sees it. */
export type StoredFile = Omit<ReceivedFile, 'fieldName'>;

/**
 * The first rule of `field` a file stored earlier breaks, in spec wording, or undefined: the same extension,
 * signature and size checks `receiveApplicationParts` makes while streaming (the file was only checked against the
 * whole allowlist and the largest size when it was staged). The count (`multiple`) and `required` rules are the
 * caller's, over all the field's files.
 */
export function storedFileError(field: FormField, file: StoredFile): string | undefined {
  const fileTypes = field.validations?.fileTypes;
  const accepted = acceptedExtensions(fileTypes);
  const extension = extensionOf(file.originalName);
  if (!accepted.includes(extension) || mimeTypeFor(extension) !== file.mimeType) {
    return onlyFileTypesAllowed(fileTypes?.length ? fileTypes : accepted);
  }
  const maxBytes = field.validations?.maxSize ?? DEFAULT_MAX_FILE_BYTES;
  if (file.size > maxBytes) return fileSizeExceeds(formatFileSize(maxBytes));
  return undefined;
}

/** At most this many staged uploads in one request: as many as the file parts one request may carry. */
export const MAX_STAGED_IDS = 50;

/**
 * The optional `stagedUploads` text part: JSON text of an object from file field name to staged upload ids. Refuses
 * (400) what is not that shape, a name that is no file field, an id named twice, and more than MAX_STAGED_IDS ids.
 */
export function readStagedUploadIds(text: string | undefined, fileFields: readonly FormField[]): Map<string, string[]> {
  const named = new Map<string, string[]>();
  if (text === undefined) return named;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw badRequest('stagedUploads must be JSON text');
  }
  if (!value || typeof value !== 'object' || Array.isArray(value))
    throw badRequest('stagedUploads must be a JSON object');
  const seen = new Set<string>();
  for (const [fieldName, ids] of Object.entries(value)) {
    if (!fileFields.some((field) => field.name === fieldName))
      throw badRequest(`Unexpected staged uploads: ${fieldName}`);
    if (!Array.isArray(ids) || ids.some((id) => typeof id !== 'string' || !UUID.test(id))) {
      throw badRequest(`stagedUploads.${fieldName} must be an array of upload ids`);
    }
    for (const id of ids as string[]) {
      if (seen.has(id.toLowerCase())) throw badRequest('Each staged upload may be named once');
      seen.add(id.toLowerCase());
    }
    if (ids.length > 0)
      named.set(
        fieldName,
        (ids as string[]).map((id) => id.toLowerCase()),
      );
  }
  if (seen.size > MAX_STAGED_IDS) throw badRequest(`At most ${MAX_STAGED_IDS} staged uploads per request`);
  return named;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Adds the staged files named for each field (`named`, read with readStagedUploadIds) to what the request's parts
 * brought: a file that is gone (unknown, another customer's, used, expired) or breaks its field's rules becomes that
 * field's error (a part's own error wins), the others count with the field's parts for `multiple` and `required`.
 */
export function withStagedFiles(
  received: ReceivedApplication,
  fileFields: readonly FormField[],
  named: ReadonlyMap<string, readonly string[]>,
  found: ReadonlyMap<string, StoredFile>,
  goneMessage: string,
): ReceivedApplication {
  const files = [...received.files];
  const fileErrors = { ...received.fileErrors };
  for (const field of fileFields) {
    for (const id of named.get(field.name) ?? []) {
      const file = found.get(id);
      const error = file ? storedFileError(field, file) : goneMessage;
      if (error) fileErrors[field.name] ??= error;
      else if (file) files.push({ fieldName: field.name, ...file });
    }
  }
  return { ...received, files, fileErrors };
}
