import type { UploadableFileType } from '@startwise/flows/rules';

/**
 * Extensions a customer may upload, and the content type their bytes must have (OWASP: an allowlist, and the
 * extension must agree with the file's signature). A field's `fileTypes` narrows this list, never widens it. The
 * extensions are `UPLOADABLE_FILE_TYPES` of `@startwise/flows/rules` (the catalog editor checks definitions with it).
 */
export const UPLOAD_TYPES: Readonly<Record<UploadableFileType, string>> = {
  pdf: 'application/pdf',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** The content type an allowlisted extension's bytes must have; undefined for any other extension. */
export const mimeTypeFor = (extension: string): string | undefined =>
  Object.hasOwn(UPLOAD_TYPES, extension) ? UPLOAD_TYPES[extension as UploadableFileType] : undefined;

export const extensionOf = (fileName: string) => {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? '' : fileName.slice(dot + 1).toLowerCase();
};

/** The extensions a field accepts: its own list within the allowlist, or the whole allowlist. */
export function acceptedExtensions(fileTypes: readonly string[] | undefined): string[] {
  const allowed = Object.keys(UPLOAD_TYPES);
  return fileTypes?.length
    ? fileTypes.map((type) => type.toLowerCase()).filter((type) => allowed.includes(type))
    : allowed;
}
