import type { ComponentType } from 'react';
import { sitePage } from './site-map';

// Every page module is its own lazily loaded chunk (Vite splits each match of the glob). Which module a path
// loads is written once, in site-map.ts, so the build can also tell the server what each path needs first
// (build/route-preloads.ts).
const pageModules = import.meta.glob<Record<string, ComponentType>>('../pages/*/*Page.tsx');

/** Loads a page module and returns the component it exports under the module's own name. */
function pageComponent(page: string): () => Promise<ComponentType> {
  const load = pageModules[`../pages/${page}.tsx`];
  if (!load) throw new Error(`site-map.ts names ${page}, but src/pages/${page}.tsx does not exist`);
  const exportName = page.slice(page.lastIndexOf('/') + 1);
  return async () => {
    const component = (await load())[exportName];
    if (!component) throw new Error(`src/pages/${page}.tsx does not export ${exportName}`);
    return component;
  };
}

/** The route's `lazy` for a path of site-map.ts: its page component, loaded on the first visit. */
export const lazyPage = (path: string) => ({ Component: pageComponent(sitePage(path).page) });
