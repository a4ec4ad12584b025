import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

const PLACEHOLDER = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Startwise</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body><main><h1>Startwise</h1><p>The storefront has not been built yet. Run <code>npm run build</code>.</p></main></body></html>`;

/** The storefront build's list of the chunks each public page needs first (apps/storefront/build/route-preloads.ts). */
interface RoutePreload {
  path: string;
  modules: string[];
}

/**
 * index.html for a path: with modulepreload links for the page's chunks when the build listed them, so the browser
 * fetches the page's code beside the entry script instead of after it has run.
 */
export function storefrontPages(storefrontDir: string): (pathname: string) => string {
  const indexHtml = readFileSync(join(storefrontDir, 'index.html'), 'utf8');
  const preloadsFile = join(storefrontDir, 'route-preloads.json');
  const routes: RoutePreload[] = existsSync(preloadsFile) ? JSON.parse(readFileSync(preloadsFile, 'utf8')) : [];
  const pages = routes.map(({ path, modules }) => {
    const escaped = path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:\w+/g, '[^/]+');
    const links = modules.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`).join('');
    return { pattern: new RegExp(`^${escaped}/?$`), html: indexHtml.replace('</head>', `${links}</head>`) };
  });
  return (pathname) => pages.find(({ pattern }) => pattern.test(pathname))?.html ?? indexHtml;
}

/**
 * The built storefront (hashed assets cached for a year, index.html never cached, unknown paths answered by the
 * SPA) and the shipped catalog media. Customer uploads are never served from here.
 */
export async function useStaticSites(app: FastifyInstance, dirs: { storefrontDir: string; mediaDir: string }) {
  await app.register(fastifyStatic, {
    root: dirs.mediaDir,
    prefix: '/media/',
    decorateReply: false,
    maxAge: '7d',
  });

  const hasStorefront = existsSync(join(dirs.storefrontDir, 'index.html'));
  const pageFor = hasStorefront ? storefrontPages(dirs.storefrontDir) : () => PLACEHOLDER;
  if (hasStorefront) {
    await app.register(fastifyStatic, {
      root: dirs.storefrontDir,
      prefix: '/',
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each asset (apps/storefront/build/precompress.ts).
      preCompressed: true,
      setHeaders(reply, path) {
        const hashed = path.includes(`${join(dirs.storefrontDir, 'assets')}`);
        reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !request.url.startsWith('/api/');
    if (!wantsPage)
      return reply
        .status(404)
        .send({ success: false, message: `No route for ${request.method} ${request.url.split('?')[0]}` });
    reply.header('cache-control', 'no-cache');
    return reply.type('text/html; charset=utf-8').send(pageFor(request.url.split('?')[0] ?? '/'));
  });
}
