import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../platform/config.js';
import type { Database } from '../../platform/db/database.js';
import { listActiveServices, topCategories } from '../catalog/index.js';
import { PRIVATE_PREFIXES, PUBLIC_PAGES } from './public-pages.js';
import { robotsTxt, type SitemapEntry, sitemapXml } from './sitemap-xml.js';

/** Crawlers fetch these often; the catalog changes rarely, so an hour of caching is plenty. */
const CACHE_CONTROL = 'public, max-age=3600';
/** Large enough to list every category; the catalog has a handful. */
const ALL_CATEGORIES = 1000;

/** Catalog pages for the sitemap: every category with active services and every active service. */
async function catalogEntries(db: Database): Promise<SitemapEntry[]> {
  const [categories, services] = await Promise.all([
    topCategories(db, { limit: ALL_CATEGORIES, servicesPerCategory: 0 }),
    listActiveServices(db),
  ]);
  return [
    ...categories.map((category) => ({
      path: `/category/${encodeURIComponent(category.slug)}`,
      changefreq: 'weekly' as const,
      priority: 0.8,
    })),
    ...services.map((service) => ({
      path: `/service/${encodeURIComponent(service.slug)}`,
      changefreq: 'weekly' as const,
      priority: 0.7,
    })),
  ];
}

/** `/robots.txt` and `/sitemap.xml` for search engines: plain routes beside the storefront, outside the /api contract. */
export function registerSeoRoutes(app: FastifyInstance, { db, config }: { db: Database; config: AppConfig }) {
  app.get('/robots.txt', async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', CACHE_CONTROL)
      .send(robotsTxt(config.publicUrl, PRIVATE_PREFIXES)),
  );

  app.get('/sitemap.xml', async (_request, reply) => {
    const pages: SitemapEntry[] = PUBLIC_PAGES.map((path) => ({
      path,
      changefreq: path === '/' || path === '/services' ? 'daily' : 'monthly',
      priority: path === '/' ? 1 : 0.5,
    }));
    const xml = sitemapXml(config.publicUrl, [...pages, ...(await catalogEntries(db))]);
    return reply.type('application/xml; charset=utf-8').header('cache-control', CACHE_CONTROL).send(xml);
  });
}
