import { hydrate } from '@tanstack/react-query';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, type RouteObject, RouterProvider } from 'react-router-dom';
import { readPageState } from './app/page-state';
import { queryClient } from './app/providers';
import { createRoutes } from './app/routes';
import { StorefrontRoot } from './app/StorefrontRoot';

/**
 * Loads the lazy parts of the routes that match `pathname` and puts them on the route objects: hydration must
 * render the page at once, as the server did, not a fallback while its code loads.
 */
async function loadMatchedRoutes(routes: RouteObject[], pathname: string) {
  const lazyRoutes = (matchRoutes(routes, pathname) ?? []).map(({ route }) => route);
  await Promise.all(
    lazyRoutes.map(async (route) => {
      if (!route.lazy || typeof route.lazy !== 'object') return;
      const parts = Object.entries(route.lazy as Record<string, () => Promise<unknown>>);
      const loaded = await Promise.all(parts.map(async ([key, load]) => [key, await load()] as const));
      Object.assign(route, Object.fromEntries(loaded), { lazy: undefined });
    }),
  );
}

/**
 * Ends the current task: the browser may paint or handle input before the next step. Each step of starting the app
 * (evaluating its code, loading the page's code, hydrating) is then a task of its own, none long enough to make a
 * tap wait on a slow phone.
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function start() {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html must contain <div id="root">');
  const routes = createRoutes(queryClient);
  const pageState = readPageState();
  if (!pageState) {
    createRoot(container).render(
      <StorefrontRoot queryClient={queryClient}>
        <RouterProvider router={createBrowserRouter(routes)} />
      </StorefrontRoot>,
    );
    return;
  }
  // A page the server rendered: take it over with the data it was rendered from (src/server/render-page.tsx).
  await nextTask();
  hydrate(queryClient, pageState.queries);
  await loadMatchedRoutes(routes, window.location.pathname);
  await nextTask();
  const router = createBrowserRouter(routes, { hydrationData: pageState.router });
  hydrateRoot(
    container,
    <StorefrontRoot queryClient={queryClient}>
      <RouterProvider router={router} />
    </StorefrontRoot>,
  );
}

void start();
