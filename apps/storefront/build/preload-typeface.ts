import type { Plugin } from 'vite';

/**
 * Adds `<link rel="preload" as="font">` for the body typeface's latin file to index.html, so the browser fetches it
 * beside the stylesheet instead of after it (the page's text would otherwise swap late). The file's hashed name is
 * only known once the bundle is written, hence a plugin rather than a tag in index.html.
 */
export function preloadTypeface(fileStart: string): Plugin {
  return {
    name: 'startwise:preload-typeface',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const font = Object.keys(context.bundle ?? {}).find((fileName) =>
          fileName.split('/').pop()?.startsWith(fileStart),
        );
        if (!font) throw new Error(`preload-typeface: no built file starts with ${fileStart}`);
        return [
          {
            tag: 'link',
            attrs: { rel: 'preload', as: 'font', type: 'font/woff2', href: `/${font}`, crossorigin: '' },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}
