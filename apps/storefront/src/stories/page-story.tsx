import type { Meta } from '@storybook/react-vite';
import { QueryClientProvider } from '@tanstack/react-query';
import { getWorker } from 'msw-storybook-addon';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppThemeContext, queryClient } from '../app/providers';
import { createRoutes } from '../app/routes';
import { RenderBelowFoldNow } from '../app/WhenNearViewport';
import { clearSession, seedSignedInSession } from './session';
import { storyTheme } from './story-theme';

/** `parameters.appPage` of a page story. */
export interface PageStoryParameters {
  /** Where the app opens, e.g. '/' or '/search?q=gst'. */
  url: string;
  /** Start signed in as the `customer` fixture (stored tokens; GET /users/me answers with the customer). */
  signedIn?: boolean;
}

/** The real app (routes, loaders, layouts, guards, lazy pages) at `url`, in the toolbar's theme. */
function AppAt({ url, theme }: { url: string; theme: string }) {
  const [router] = useState(() => createMemoryRouter(createRoutes(queryClient), { initialEntries: [url] }));
  return (
    <AppThemeContext.Provider value={theme}>
      <RenderBelowFoldNow.Provider value={true}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </RenderBelowFoldNow.Provider>
    </AppThemeContext.Provider>
  );
}

/**
 * Spread into the meta of a story file for one storefront page (see ./README.md):
 * `{ title: 'Pages/Home', ...pageStory, parameters: { appPage: { url: '/' } }, globals: desktopViewport }`.
 * Write `parameters` and `globals` in the meta itself: in Vitest, Storybook drops those that come from a spread.
 * Each story starts from an empty query cache and an empty session; the API answers with the default handlers
 * (./default-handlers.ts) unless the story's `parameters.msw.handlers` say otherwise.
 */
export const pageStory = {
  render: (_args, { parameters, globals }) => (
    <AppAt url={(parameters.appPage as PageStoryParameters).url} theme={storyTheme(globals.theme)} />
  ),
  beforeEach: ({ parameters }) => {
    // `once` handlers (mockSlowRefresh) answer again when a story is shown a second time.
    getWorker().restoreHandlers();
    queryClient.clear();
    if ((parameters.appPage as PageStoryParameters).signedIn) seedSignedInSession();
    return () => {
      queryClient.clear();
      clearSession();
    };
  },
} satisfies Partial<Meta>;

/**
 * The wait for a page's first content in `findBy...` queries: a lazily loaded page and its calls take more than
 * testing-library's default second on a cold Vite cache; a 5xx story waits for the client's two retries (3 s).
 */
export const PAGE_READY = { timeout: 10_000 };

/** `globals` of a page story's meta: the desktop viewport of .storybook/preview.tsx (1280 × 800). */
export const desktopViewport = { viewport: { value: 'desktop', isRotated: false } };

/** `globals` of a page story at a phone's width (390 × 844). */
export const phoneViewport = { viewport: { value: 'phone', isRotated: false } };
