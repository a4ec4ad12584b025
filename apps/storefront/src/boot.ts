// The storefront's first script. A public page arrives rendered by the server and is readable before any script
// runs, so its code (about 120 KB) is fetched only once the browser has painted it: the network and the main thread
// serve the page's own content first. A page the browser renders itself (account pages) starts at once.
// It imports nothing of the app the bundler can see, so it stays a few hundred bytes: the build writes the app's
// address into index.html (build/route-preloads.ts).

import { APP_ENTRY_META } from './boot-meta';

const renderedByServer = document.getElementById('root')?.hasChildNodes() ?? false;
const appEntry = document.querySelector<HTMLMetaElement>(`meta[name="${APP_ENTRY_META}"]`)?.content ?? '/src/main.tsx';

/** Resolves after the browser has painted the next frame (a task queued from the frame's animation callback). */
const afterNextPaint = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

if (renderedByServer) await afterNextPaint();
await import(/* @vite-ignore */ appEntry);
