import type { RequestHandler } from 'msw';
import { initialize, mswLoader } from 'msw-storybook-addon';
import { defaultHandlers } from './default-handlers';

/**
 * Starts the mock API for the whole Storybook (.storybook/preview.tsx; `moreHandlers`: the back office's defaults),
 * served by the service worker in
 * .storybook/public (kept current by `msw.workerDirectory` in the root package.json). The default handlers answer
 * every story; a story's `parameters.msw.handlers` come first. A call to /api/ that no handler answers fails loudly (console error, network error in
 * the page) instead of silently reaching a server; Vite's modules and other assets pass through.
 */
export function startMockApi(moreHandlers: RequestHandler[] = []) {
  initialize(
    {
      quiet: true,
      // Beside the page: '/' in Storybook's dev server and Vitest, '/storybook/' where the API serves the built one.
      serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
      onUnhandledRequest: (request, print) => {
        if (new URL(request.url).pathname.startsWith('/api/')) print.error();
      },
    },
    [...Object.values(defaultHandlers), ...moreHandlers],
  );
}

export { mswLoader };
