import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../platform/db/database.js';
import { ok } from '../../platform/http/envelope.js';
import { badRequest, notFound } from '../../platform/http/http-error.js';
import { bindOperation } from '../../platform/http/operations.js';
import type { UploadsModule } from '../../platform/uploads/index.js';
import { actorOf } from '../staff/index.js';
import { catalogCategoryById, catalogServiceById, listCatalogCategories, listCatalogServices } from './admin-views.js';
import { MAX_THUMBNAIL_BYTES, receiveThumbnail, recordCatalogImage, useCatalogImages } from './catalog-images.js';
import { categoryEditor } from './category-editor.js';
import { serviceEditor } from './service-editor.js';
import { thumbnailPath } from './thumbnail-path.js';

/**
 * The back office's catalog editor (`/admin/catalog/...`, docs/backoffice.md): reads for operators and admins,
 * changes for admins (the contract's `x-roles`), each audited and shown by the storefront on the next request.
 */
export function registerCatalogAdmin(app: FastifyInstance, deps: { db: Database; uploads: UploadsModule }) {
  const { db } = deps;
  const services = serviceEditor({ db });
  const categories = categoryEditor({ db });
  useCatalogImages(app, deps);

  bindOperation(app, 'listCatalogCategories', async () => ok({ categories: await listCatalogCategories(db) }));

  bindOperation(app, 'getCatalogCategory', async (request) => {
    const category = await catalogCategoryById(db, request.params.categoryId);
    if (!category) throw notFound('Category not found');
    return ok({ category });
  });

  bindOperation(app, 'createCatalogCategory', async (request, reply) => {
    const category = await categories.create(request.body, actorOf(request));
    reply.status(201);
    return ok({ category }, 'Category added');
  });

  bindOperation(app, 'updateCatalogCategory', async (request) =>
    ok(
      { category: await categories.update(request.params.categoryId, request.body, actorOf(request)) },
      'Category saved',
    ),
  );

  bindOperation(app, 'hideCatalogCategory', async (request) =>
    ok({ category: await categories.setHidden(request.params.categoryId, true, actorOf(request)) }, 'Hidden'),
  );

  bindOperation(app, 'showCatalogCategory', async (request) =>
    ok({ category: await categories.setHidden(request.params.categoryId, false, actorOf(request)) }, 'Shown'),
  );

  bindOperation(app, 'orderCatalogCategories', async (request) =>
    ok({ categories: await categories.reorder(request.body.categoryIds, actorOf(request)) }, 'Order saved'),
  );

  bindOperation(app, 'listCatalogServices', async (request) => ok(await listCatalogServices(db, request.query)));

  bindOperation(app, 'getCatalogService', async (request) => {
    const service = await catalogServiceById(db, request.params.serviceId);
    if (!service) throw notFound('Service not found');
    return ok({ service });
  });

  bindOperation(app, 'createCatalogService', async (request, reply) => {
    const service = await services.create(request.body, actorOf(request));
    reply.status(201);
    return ok({ service }, 'Service added as a draft');
  });

  bindOperation(app, 'updateCatalogService', async (request) =>
    ok({ service: await services.update(request.params.serviceId, request.body, actorOf(request)) }, 'Service saved'),
  );

  bindOperation(app, 'publishCatalogService', async (request) =>
    ok({ service: await services.setPublished(request.params.serviceId, true, actorOf(request)) }, 'Published'),
  );

  bindOperation(app, 'unpublishCatalogService', async (request) =>
    ok({ service: await services.setPublished(request.params.serviceId, false, actorOf(request)) }, 'Unpublished'),
  );

  bindOperation(app, 'archiveCatalogService', async (request) =>
    ok({ service: await services.archive(request.params.serviceId, actorOf(request)) }, 'Archived'),
  );

  bindOperation(app, 'restoreCatalogService', async (request) =>
    ok({ service: await services.restore(request.params.serviceId, actorOf(request)) }, 'Restored as a draft'),
  );

  app.register(async (scope) => {
    await scope.register(multipart, { throwFileSizeLimit: false, limits: { parts: 5, files: 2, fields: 2 } });
    bindOperation(scope, 'uploadCatalogServiceThumbnail', async (request) => {
      if (!request.isMultipart()) throw badRequest('Send the image as multipart/form-data');
      const batch = deps.uploads.newBatch();
      try {
        // The parser's own cap: one byte over the allowance, so an oversize image is noticed, not stored.
        const image = await receiveThumbnail(
          request.parts({ limits: { parts: 5, files: 2, fields: 2, fileSize: MAX_THUMBNAIL_BYTES + 1 } }),
          batch,
        );
        const path = thumbnailPath(image.storedName, image.extension);
        const service = await services.setThumbnail(request.params.serviceId, path, actorOf(request), (tx) =>
          recordCatalogImage(tx, image),
        );
        return ok({ service }, 'Thumbnail replaced');
      } catch (error) {
        // Nothing this request stored stays (the service keeps its previous image); the sweep catches a crash.
        await batch.discard().catch(() => undefined);
        throw error;
      }
    });
  });
}
