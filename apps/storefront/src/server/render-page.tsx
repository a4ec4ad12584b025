import { dehydrate, QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, matchRoutes, StaticRouterProvider } from 'react-router-dom';
import { type PageState, pageStateScript } from '../app/page-state';
import { createRoutes } from '../app/routes';
import { StorefrontRoot } from '../app/StorefrontRoot';
import { AUTH_ROUTES_HANDLE } from '../guards/account-routes';
import { SiteOriginContext } from '../seo/site-origin';
import { type ApiTransport, setApiTransport } from './api-transport';

/** A public page rendered to HTML, in the pieces the server puts into the built index.html. */
export interface RenderedPage {
  /** 404 for an address no route knows (the not-found page), otherwise 200. */
  status: number;
  /** The page's title, description, canonical link and Open Graph tags: they go into <head>. */
  head: string;
  /** The page's markup: the content of <div id="root">. */
  root: string;
  /** The data block the browser hydrates from (app/page-state.ts): it goes after the root element. */
  state: string;
}

export type PageRenderer = (url: URL) => Promise<RenderedPage | null>;

/** The same page's data, from the API that answers in the same process. */
const newRequestCache = () =>
  new QueryClient({
    // A page is rendered from one answer per call: a failure is left to the browser, which retries and shows
    // the page's own error state.
    defaultOptions: { queries: { retry: false, staleTime: 30_000 } },
  });

/** Waits for the calls the loaders started without waiting (the category's first page). */
async function settle(queryClient: QueryClient) {
  while (queryClient.isFetching() > 0) {
    await new Promise<void>((resolve) => {
      const unsubscribe = queryClient.getQueryCache().subscribe(() => {
        if (queryClient.isFetching() > 0) return;
        unsubscribe();
        resolve();
      });
    });
  }
}

async function streamToString(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return Buffer.concat(chunks).toString('utf8');
}

/** Fizz's placeholder for a part sent out of document order, to be moved into place by an inline script. */
const OUT_OF_ORDER_PART = '<template id="B:';

/**
 * Renders to HTML in document order. By default React sends large parts of a page (the footer) after the rest, put
 * in place by inline scripts: the Content-Security-Policy forbids those, and the browser's first render must find
 * the page whole.
 */
async function renderInOrder(document: ReactNode): Promise<string> {
  const { prelude } = await prerenderToNodeStream(document, { progressiveChunkSize: Number.POSITIVE_INFINITY });
  const html = await streamToString(prelude);
  if (html.includes(OUT_OF_ORDER_PART)) throw new Error('React sent a part of the page out of order');
  return html;
}

function between(html: string, start: string, end: string, fromEnd = false): string {
  const from = html.indexOf(start) + start.length;
  const to = fromEnd ? html.lastIndexOf(end) : html.indexOf(end, from);
  return html.slice(from, to);
}

/**
 * Renders the public pages (spec 2's pages for everyone) on the server, so a visitor sees the page as soon as the
 * HTML arrives, before any script has run; the browser then hydrates it (main.tsx). Pages under the auth routes
 * read the session the browser keeps, and a page whose data failed to load shows its error state best in the
 * browser (which retries): for those the renderer answers null and the browser renders by itself.
 */
export function createPageRenderer({ fetch }: { fetch: ApiTransport }): PageRenderer {
  setApiTransport(fetch);
  return async (url) => {
    const queryClient = newRequestCache();
    const routes = createRoutes(queryClient);
    const matches = matchRoutes(routes, url.pathname);
    if (!matches || matches.some(({ route }) => route.handle === AUTH_ROUTES_HANDLE)) return null;

    const handler = createStaticHandler(routes);
    const context = await handler.query(new Request(url));
    if (context instanceof Response || context.errors) return null;
    await settle(queryClient);
    if (
      queryClient.getQueryCache().findAll({ type: 'all', predicate: (query) => query.state.status === 'error' }).length
    )
      return null;

    const router = createStaticRouter(handler.dataRoutes, context);
    // The whole document is rendered so React places the page's <title> and <meta> tags into <head>; only the root
    // element's content is kept, which is exactly what the browser's first render produces.
    const html = await renderInOrder(
      <html lang="en-IN">
        <body>
          <div id="root">
            <SiteOriginContext.Provider value={url.origin}>
              <StorefrontRoot queryClient={queryClient}>
                <StaticRouterProvider router={router} context={context} hydrate={false} />
              </StorefrontRoot>
            </SiteOriginContext.Provider>
          </div>
        </body>
      </html>,
    );
    const state: PageState = {
      router: { loaderData: context.loaderData, actionData: context.actionData, errors: context.errors },
      queries: dehydrate(queryClient),
    };
    const leaf = matches[matches.length - 1]?.route;
    return {
      status: leaf?.path === '*' ? 404 : context.statusCode,
      head: between(html, '<head>', '</head>'),
      root: between(html, '<div id="root">', '</div></body></html>', true),
      state: pageStateScript(state),
    };
  };
}
