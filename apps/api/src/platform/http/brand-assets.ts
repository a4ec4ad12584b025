import { existsSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * The brand's icons, web manifest and link-preview card at the site root (/favicon.ico, /favicon.svg,
 * /apple-touch-icon.png, /icon-192.png, /icon-512.png, /manifest.webmanifest, /og-image.png), drawn by
 * packages/ui/scripts/brand-assets.ts. Their names are fixed (browsers and crawlers ask for them by name), so
 * they are cached for a week, not forever like the storefront's hashed assets.
 */
export async function useBrandAssets(app: FastifyInstance, brandAssetsDir: string) {
  if (!existsSync(brandAssetsDir)) throw new Error(`The brand's assets are missing: ${brandAssetsDir}`);
  await app.register(fastifyStatic, {
    root: brandAssetsDir,
    prefix: '/',
    wildcard: false,
    index: false,
    decorateReply: false,
    setHeaders(reply, path) {
      reply.header('cache-control', 'public, max-age=604800, stale-while-revalidate=86400');
      if (path.endsWith('.webmanifest')) reply.header('content-type', 'application/manifest+json; charset=utf-8');
    },
  });
}
