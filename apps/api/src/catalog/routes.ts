import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Database } from '../db/database.js';
import { ok } from '../http/envelope.js';
import { notFound } from '../http/http-error.js';
import { bindOperation, sendSerialized } from '../http/operations.js';
import { searchServices } from '../search/search-services.js';
import { searchTerms } from '../search/search-terms.js';
import { categoryPage, topCategories } from './category-queries.js';
import { catalogCacheFor } from './read-cache.js';
import { relatedServices } from './related-services.js';
import { findActiveService, listActiveServices, summariesByIds } from './service-queries.js';

/** Top categories list at most this many services each (`count` is still the full number). */
export const TOP_CATEGORY_SERVICES = 24;
/** Spec 9: related services are at most 15 (the contract refuses a larger limit); also the default limit. */
const RELATED_MAX = 15;

/** The public catalog: lists, detail, categories, related services and search. Every answer is cacheable. */
export function registerCatalogRoutes(app: FastifyInstance, { db }: { db: Database }) {
  const cache = catalogCacheFor(db);

  /** Answers with the cached JSON envelope for `key`, building it with `load` on a miss. */
  async function sendCached<Data>(reply: FastifyReply, key: string, load: () => Promise<Data>) {
    const body = await cache.getOrLoad(key, async () => JSON.stringify(ok(await load())));
    return sendSerialized<ReturnType<typeof ok<Data>>>(reply, body);
  }

  bindOperation(app, 'getActiveServices', (_request, reply) =>
    sendCached(reply, 'active', async () => ({ services: await listActiveServices(db) })),
  );

  bindOperation(app, 'getServiceBySlug', (request, reply) => {
    const { slug } = request.params;
    return sendCached(reply, `service:${slug}`, async () => {
      const service = await findActiveService(db, slug);
      if (!service) throw notFound('Service not found');
      return { service };
    });
  });

  bindOperation(app, 'getTopCategories', (request, reply) => {
    const { limit } = request.query;
    return sendCached(reply, `top:${limit}`, async () => ({
      categoriesWithServices: await topCategories(db, { limit, servicesPerCategory: TOP_CATEGORY_SERVICES }),
    }));
  });

  bindOperation(app, 'getCategoryServices', (request, reply) => {
    const { slug } = request.params;
    const { page, limit } = request.query;
    return sendCached(reply, `category:${slug}:${page}:${limit}`, async () => {
      const result = await categoryPage(db, slug, { page, limit });
      if (!result) throw notFound('Category not found');
      return result;
    });
  });

  bindOperation(app, 'getRelatedServices', (request, reply) => {
    const { body } = request;
    const related = { ...body, limit: body.limit ?? RELATED_MAX };
    return sendCached(reply, `related:${JSON.stringify(related)}`, async () => ({
      services: await relatedServices(db, related),
    }));
  });

  bindOperation(app, 'searchServices', (request, reply) => {
    const { query, page, limit } = request.query;
    const terms = searchTerms(query);
    const key = `search:${page}:${limit}:${terms.text.toLowerCase().replace(/\s+/g, ' ')}`;
    return sendCached(reply, key, async () => {
      const { ids, pagination } = await searchServices(db, terms, { page, limit });
      return { services: await summariesByIds(db, ids), totalResults: pagination.total, pagination };
    });
  });
}
