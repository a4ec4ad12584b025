import type { Meta } from '@storybook/react-vite';
import { getWorker } from 'msw-storybook-addon';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { queryClient } from '../app/query-client';
import { createRoutes } from '../app/routes';
import { BackofficeThemeContext } from '../app/theme';
import { clearStaffSession, seedStaffSession } from './session';
import { storyTheme } from './story-theme';

// The app's index.html names the brand it was built for (application-name, which the layout shows until /config
// answers); a story renders without that page, so it gets the same tag here.
if (!document.querySelector('meta[name="application-name"]')) {
  const builtFor = Object.assign(document.createElement('meta'), { name: 'application-name', content: 'Startwise' });
  document.head.append(builtFor);
}

/** `parameters.backofficePage` of a back-office screen's story. */
export interface BackofficePageParameters {
  /** Where the app opens, relative to /backoffice: '/submissions?status=pending'. */
  url: string;
  /** Start signed in (stored staff tokens; GET /admin/me answers the admin unless the story says otherwise). */
  signedIn?: boolean;
}

/** The real back office (route table, guards, layout, lazy pages) at `url`, in the toolbar's theme. */
function BackofficeAt({ url, theme }: { url: string; theme: string }) {
  const [router] = useState(() => createMemoryRouter(createRoutes(), { initialEntries: [url] }));
  return (
    <BackofficeThemeContext.Provider value={theme}>
      <RouterProvider router={router} />
    </BackofficeThemeContext.Provider>
  );
}

/**
 * Spread into the meta of a back-office screen's story file:
 * `{ title: 'Back office/Queue', ...backofficeStory, parameters: { backofficePage: { url: '/submissions',
 * signedIn: true } }, globals: desktopViewport }`. Write `parameters` and `globals` in the meta itself (Vitest drops
 * spread ones). Each story starts from an empty query cache and storage; the API answers with the default handlers
 * (./default-handlers.ts) unless the story says otherwise. Screenshots are taken in both brand themes.
 */
export const backofficeStory = {
  render: (_args, { parameters, globals }) => (
    <BackofficeAt url={(parameters.backofficePage as BackofficePageParameters).url} theme={storyTheme(globals.theme)} />
  ),
  beforeEach: ({ parameters }) => {
    getWorker().restoreHandlers();
    queryClient.clear();
    if ((parameters.backofficePage as BackofficePageParameters).signedIn) seedStaffSession();
    return () => {
      queryClient.clear();
      clearStaffSession();
    };
  },
} satisfies Partial<Meta>;

/** The wait for a screen's first content: lazy pages load slowly on a cold cache; 5xx stories wait for retries. */
export const PAGE_READY = { timeout: 10_000 };

/** `globals` of a screen's meta: the desktop viewport of .storybook/preview.tsx (1280 × 800). */
export const desktopViewport = { viewport: { value: 'desktop', isRotated: false } };
