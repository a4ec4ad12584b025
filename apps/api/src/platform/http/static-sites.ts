import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { apiNotFound } from './framework-errors.js';
import { injectTransport } from './inject-transport.js';

const PLACEHOLDER = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Startwise</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body><main><h1>Startwise</h1><p>The storefront has not been built yet. Run <code>npm run build</code>.</p></main></body></html>`;

/** The storefront build's list of the chunks each public page needs first (apps/storefront/build/route-preloads.ts). */
interface RoutePreload {
  path: string;
  modules: string[];
}

/** What the storefront's server renderer gives for a page (apps/storefront/src/server/render-page.tsx). */
export interface RenderedPage {
  status: number;
  /** Tags for <head>: title, description, canonical link, Open Graph. */
  head: string;
  /** The content of <div id="root">. */
  root: string;
  /** The data block the browser hydrates from, placed after the root element. */
  state: string;
}

/** Renders a public page, or answers null for a page the browser renders by itself. */
export type PageRenderer = (url: URL) => Promise<RenderedPage | null>;

export interface StorefrontPage {
  status: number;
  html: string;
}

/**
 * index.html's preloads of the root loader's calls and the app's code. A rendered page carries that data and shows
 * without code, which its boot script fetches once the page is painted; so it drops them.
 */
const CLIENT_RENDER_HINTS = /<link [^>]*data-client-render[^>]*>/g;
const EMPTY_ROOT = '<div id="root"></div>';

/**
 * The HTML for an address of the storefront. When a renderer is given and renders the page: the page itself, ready
 * before any script runs. Otherwise index.html for the browser to render, with modulepreload links for the page's
 * chunks (when the build listed them), so the browser fetches the page's code beside the app's instead of after it.
 */
export function storefrontPages(
  storefrontDir: string,
  renderer?: { renderPage: PageRenderer; onError: (error: unknown) => void },
): (url: URL) => Promise<StorefrontPage> {
  const indexHtml = readFileSync(join(storefrontDir, 'index.html'), 'utf8');
  const preloadsFile = join(storefrontDir, 'route-preloads.json');
  const routes: RoutePreload[] = existsSync(preloadsFile) ? JSON.parse(readFileSync(preloadsFile, 'utf8')) : [];
  const pages = routes.map(({ path, modules }) => {
    const escaped = path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:\w+/g, '[^/]+');
    const links = modules.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`).join('');
    return { pattern: new RegExp(`^${escaped}/?$`), html: indexHtml.replace('</head>', `${links}</head>`) };
  });
  const shellFor = (pathname: string) => pages.find(({ pattern }) => pattern.test(pathname))?.html ?? indexHtml;

  return async (url) => {
    // A page that fails to render is still served: the browser renders it by itself.
    const rendered = renderer ? await renderer.renderPage(url).catch(renderer.onError) : null;
    if (!rendered) return { status: 200, html: shellFor(url.pathname) };
    const html = indexHtml
      .replace(CLIENT_RENDER_HINTS, '')
      .replace('</head>', () => `${rendered.head}</head>`)
      .replace(EMPTY_ROOT, () => `<div id="root">${rendered.root}</div>${rendered.state}`);
    return { status: rendered.status, html };
  };
}

/** The storefront's server renderer, when the build made one; pages are then sent rendered. */
async function loadPageRenderer(app: FastifyInstance, file: string) {
  if (!existsSync(file)) return undefined;
  const { createPageRenderer } = (await import(pathToFileURL(file).href)) as {
    createPageRenderer: (options: { fetch: ReturnType<typeof injectTransport> }) => PageRenderer;
  };
  return {
    renderPage: createPageRenderer({ fetch: injectTransport(app) }),
    onError: (error: unknown) => {
      app.log.error({ err: error }, 'server rendering failed; the browser renders the page');
      return null;
    },
  };
}

/**
 * The built storefront (hashed assets cached for a year, index.html never cached, unknown paths answered by the
 * SPA) and the shipped catalog media. Customer uploads are never served from here.
 */
export async function useStaticSites(
  app: FastifyInstance,
  dirs: { storefrontDir: string; storefrontRenderer: string; mediaDir: string },
  options: {
    /** Where a page has moved (a renamed catalog slug), answered with a 301 before anything is rendered. */
    redirectPage?: (url: URL) => Promise<string | undefined>;
  },
) {
  await app.register(fastifyStatic, {
    root: dirs.mediaDir,
    prefix: '/media/',
    decorateReply: false,
    maxAge: '7d',
  });

  const hasStorefront = existsSync(join(dirs.storefrontDir, 'index.html'));
  const pageFor = hasStorefront
    ? storefrontPages(dirs.storefrontDir, await loadPageRenderer(app, dirs.storefrontRenderer))
    : async () => ({ status: 200, html: PLACEHOLDER });
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

  const answerUnrouted = apiNotFound(app);
  app.setNotFoundHandler(async (request, reply) => {
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !request.url.startsWith('/api/');
    if (!wantsPage) return answerUnrouted(request, reply);
    reply.header('cache-control', 'no-cache');
    const url = new URL(request.url, `${request.protocol}://${request.host}`);
    const movedTo = await options.redirectPage?.(url);
    if (movedTo) return reply.redirect(movedTo, 301);
    const page = await pageFor(url);
    return reply.status(page.status).type('text/html; charset=utf-8').send(page.html);
  });
}
