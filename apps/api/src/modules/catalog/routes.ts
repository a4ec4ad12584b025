import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Database } from '../../platform/db/database.js';
import { ok } from '../../platform/http/envelope.js';
import { HttpError, notFound } from '../../platform/http/http-error.js';
import { bindOperation, sendMovedPermanently, sendSerialized } from '../../platform/http/operations.js';
import { searchServices, searchTerms } from '../search/index.js';
import { categoryPage, topCategories } from './category-queries.js';
import { movedSlugs } from './moved-slugs.js';
import { catalogCacheFor } from './read-cache.js';
import { relatedServices } from './related-services.js';
import { findActiveService, listActiveServices, summariesByIds } from './service-queries.js';
import type { SlugKind } from './tables.js';

/** Spec 9: related services are at most 15 (the contract refuses a larger limit); also the default limit. */
const RELATED_MAX = 15;

/** The query string of a request URL, with its `?` (or nothing). */
const queryOf = (url: string) => {
  const at = url.indexOf('?');
  return at < 0 ? '' : url.slice(at);
};

/** The public catalog: lists, detail, categories, related services and search. Every answer is cacheable. */
export function registerCatalogRoutes(app: FastifyInstance, { db }: { db: Database }) {
  const cache = catalogCacheFor(db);
  const movedTo = movedSlugs(db);

  /** Answers with the cached JSON envelope for `key`, building it with `load` on a miss. */
  async function sendCached<Data>(reply: FastifyReply, key: string, load: () => Promise<Data>) {
    const body = await cache.getOrLoad(key, async () => JSON.stringify(ok(await load())));
    return sendSerialized<ReturnType<typeof ok<Data>>>(reply, body);
  }

  /**
   * Sends the cached answer; a "not found" for a slug that was renamed becomes a 301 to `location` of its current
   * slug (misses only: a live slug never has a redirect).
   */
  async function sendCachedOrMoved<Data>(
    reply: FastifyReply,
    key: string,
    load: () => Promise<Data>,
    moved: { kind: SlugKind; slug: string; location: (current: string) => string },
  ) {
    try {
      return await sendCached(reply, key, load);
    } catch (error) {
      const current =
        error instanceof HttpError && error.statusCode === 404 ? await movedTo(moved.kind, moved.slug) : undefined;
      if (current === undefined) throw error;
      return sendMovedPermanently<ReturnType<typeof ok<Data>>>(reply, moved.location(current));
    }
  }

  bindOperation(app, 'getActiveServices', (_request, reply) =>
    sendCached(reply, 'active', async () => ({ services: await listActiveServices(db) })),
  );

  bindOperation(app, 'getServiceBySlug', (request, reply) => {
    const { slug } = request.params;
    const location = (current: string) => `/api/public/services/${current}`;
    return sendCachedOrMoved(
      reply,
      `service:${slug}`,
      async () => {
        const service = await findActiveService(db, slug);
        if (!service) throw notFound('Service not found');
        return { service };
      },
      { kind: 'service', slug, location },
    );
  });

  bindOperation(app, 'getTopCategories', (request, reply) => {
    const { limit, servicesPerCategory } = request.query;
    return sendCached(reply, `top:${limit}:${servicesPerCategory}`, async () => ({
      categoriesWithServices: await topCategories(db, { limit, servicesPerCategory }),
    }));
  });

  bindOperation(app, 'getCategoryServices', (request, reply) => {
    const { slug } = request.params;
    const { page, limit } = request.query;
    const location = (current: string) => `/api/public/services/category/${current}${queryOf(request.url)}`;
    return sendCachedOrMoved(
      reply,
      `category:${slug}:${page}:${limit}`,
      async () => {
        const result = await categoryPage(db, slug, { page, limit });
        if (!result) throw notFound('Category not found');
        return result;
      },
      { kind: 'category', slug, location },
    );
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
