// The public catalog (categories, services, moved slugs) and its back-office editor, with the seed on first start.
export { topCategories } from './category-queries.js';
export { catalogPageRedirects } from './moved-slugs.js';
export { seedCatalogOnFirstStart } from './seed.js';
export { listActiveServices } from './service-queries.js';
export { serviceIdsWithSlug, serviceSlugsOf } from './service-slugs.js';
export { findServiceToApplyFor, milestonesOf, turnaroundDaysOf } from './service-to-apply-for.js';
export { serviceIdsInCategory } from './services-in-category.js';
export { storedNameOfThumbnail } from './thumbnail-path.js';

import type { FastifyInstance } from 'fastify';
import type { Database } from '../../platform/db/database.js';
import { modulePlugin } from '../../platform/http/module-plugin.js';
import type { UploadsModule } from '../../platform/uploads/index.js';
import { registerCatalogAdmin } from './admin-routes.js';
import { registerCatalogRoutes } from './routes.js';

/** The catalog module as a Fastify plugin (see platform/http/module-plugin.ts): public reads and the editor. */
export const catalogModule = modulePlugin(
  'catalog',
  ['staff'],
  (app: FastifyInstance, deps: { db: Database; uploads: UploadsModule }) => {
    registerCatalogRoutes(app, deps);
    registerCatalogAdmin(app, deps);
  },
);
