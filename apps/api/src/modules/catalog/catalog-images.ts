import type { Multipart } from '@fastify/multipart';
import { eq, like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../platform/db/database.js';
import { badRequest, HttpError, notFound, validationFailed } from '../../platform/http/http-error.js';
import { assertStorableText } from '../../platform/http/storable-text.js';
import type { UploadsModule } from '../../platform/uploads/index.js';
import { StoredObjectMissing } from '../../platform/uploads/object-storage.js';
import type { UploadBatch } from '../../platform/uploads/upload-batch.js';
import { extensionOf } from '../../platform/uploads/upload-types.js';
import { catalogImages, services } from './tables.js';
import { storedNameOfThumbnail, THUMBNAIL_FILE } from './thumbnail-path.js';

// Service thumbnails uploaded through the catalog editor. They live in the upload storage beside customer
// documents, under server-generated keys, and are served publicly only when `catalog_images` lists the key.

/** Image types a thumbnail may have: the extension must agree with the content (magic bytes). No SVG (script). */
const THUMBNAIL_TYPES: Readonly<Record<string, string>> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};
export const MAX_THUMBNAIL_BYTES = 5 * 1024 * 1024;
export const THUMBNAIL_TYPE_REFUSED = 'Choose a JPEG, PNG or WebP image';
export const THUMBNAIL_TOO_LARGE = 'The image must not exceed 5.00 MB';
const IMAGE_NOT_FOUND = 'Image not found';

export interface ReceivedThumbnail {
  storedName: string;
  extension: string;
  mimeType: string;
  size: number;
}

const drain = async (stream: NodeJS.ReadableStream) => {
  stream.resume();
  await new Promise((resolve) => stream.once('end', resolve));
};

/**
 * Reads the one `thumbnail` part into `batch` (checked while streaming: extension, size, then the content's
 * signature). Any other part is read and dropped, then refused (400). The caller discards the batch on failure.
 */
export async function receiveThumbnail(
  parts: AsyncIterable<Multipart>,
  batch: UploadBatch,
): Promise<ReceivedThumbnail> {
  let received: ReceivedThumbnail | undefined;
  let refusal: HttpError | undefined;
  const unexpected: string[] = [];
  for await (const part of parts) {
    if (part.type === 'field') {
      unexpected.push(part.fieldname);
      continue;
    }
    if (part.fieldname !== 'thumbnail' || received || refusal) {
      if (part.fieldname !== 'thumbnail') unexpected.push(part.fieldname);
      await drain(part.file);
      continue;
    }
    assertStorableText([{ field: 'thumbnail', value: part.filename }]);
    const extension = extensionOf(part.filename);
    const expectedMime = THUMBNAIL_TYPES[extension];
    if (!expectedMime) {
      refusal = validationFailed([{ field: 'thumbnail', message: THUMBNAIL_TYPE_REFUSED }], THUMBNAIL_TYPE_REFUSED);
      await drain(part.file);
      continue;
    }
    const outcome = await batch.store(part.file, { maxBytes: MAX_THUMBNAIL_BYTES, expectedMime });
    if ('refused' in outcome) {
      refusal =
        outcome.refused === 'oversize'
          ? new HttpError(413, THUMBNAIL_TOO_LARGE, [{ field: 'thumbnail', message: THUMBNAIL_TOO_LARGE }])
          : validationFailed([{ field: 'thumbnail', message: THUMBNAIL_TYPE_REFUSED }], THUMBNAIL_TYPE_REFUSED);
      continue;
    }
    received = { ...outcome.stored, extension };
  }
  if (unexpected.length > 0) throw badRequest(`Unexpected part: ${unexpected.join(', ')}`);
  if (refusal) throw refusal;
  if (!received) throw badRequest('Send the image as the thumbnail part');
  return received;
}

/** Lists an uploaded thumbnail as public, in the transaction that points the service at it. */
export async function recordCatalogImage(tx: Database, image: ReceivedThumbnail): Promise<void> {
  await tx.insert(catalogImages).values({ storedName: image.storedName, mimeType: image.mimeType, size: image.size });
}

/**
 * Serves listed thumbnails at /media/thumbnails/<key>.<ext> (beside the shipped media) and tells the orphan sweep
 * which stored images services still show. A key is new for every upload, so the answer never changes: cached
 * for a year.
 */
export function useCatalogImages(app: FastifyInstance, { db, uploads }: { db: Database; uploads: UploadsModule }) {
  app.get<{ Params: { file: string } }>('/media/thumbnails/:file', async (request, reply) => {
    const match = THUMBNAIL_FILE.exec(request.params.file);
    const storedName = match?.[1];
    const [image] = storedName
      ? await db.select().from(catalogImages).where(eq(catalogImages.storedName, storedName))
      : [];
    if (!image || THUMBNAIL_TYPES[match?.[2] ?? ''] !== image.mimeType) throw notFound(IMAGE_NOT_FOUND);
    try {
      const { stream, size } = await uploads.storage.get(image.storedName);
      return reply
        .type(image.mimeType)
        .header('content-length', String(size))
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(stream);
    } catch (error) {
      if (error instanceof StoredObjectMissing) throw notFound(IMAGE_NOT_FOUND);
      throw error;
    }
  });

  uploads.addReferences(async (keys) => {
    const wanted = new Set(keys);
    const rows = await db
      .select({ thumbnail: services.thumbnail })
      .from(services)
      .where(like(services.thumbnail, 'thumbnails/%'));
    return rows.flatMap((row) => {
      const key = storedNameOfThumbnail(row.thumbnail);
      return key && wanted.has(key) ? [key] : [];
    });
  });
}
