import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import type { Plugin } from 'esbuild';
import { defineConfig, type Options } from 'tsup';
import { SOURCE_CONDITION } from './source-condition';

/**
 * The one build of every publishable package (`npm run build` in packages/<name> runs tsup with this config).
 * The entries come from the package's `exports`: each subpath's `@startwise/source` file builds to the `import`
 * file beside its `types`, so the map in package.json is the only list of entry points.
 */
type ExportTarget = string | Record<string, string>;

function entriesOf(packageDir: string): Record<string, string> {
  const manifest = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as {
    exports: Record<string, ExportTarget>;
  };
  const entries: Record<string, string> = {};
  for (const target of Object.values(manifest.exports)) {
    if (typeof target === 'string' || !target[SOURCE_CONDITION] || !target.import) continue;
    entries[target.import.replace(/^\.\/dist\//, '').replace(/\.js$/, '')] = target[SOURCE_CONDITION];
  }
  return entries;
}

/** `import url from './file.svg?url'` (Vite's syntax the kit uses): the file is copied beside the bundle. */
const assetUrl: Plugin = {
  name: 'asset-url',
  setup(build) {
    build.onResolve({ filter: /\?url$/ }, (args) => ({
      path: join(args.resolveDir, args.path.replace(/\?url$/, '')),
      namespace: 'asset-url',
    }));
    build.onLoad({ filter: /.*/, namespace: 'asset-url' }, (args) => ({
      contents: readFileSync(args.path),
      loader: 'file',
      resolveDir: dirname(args.path),
    }));
  },
};

export function libraryConfig(packageDir: string, options: { css?: boolean } = {}) {
  return defineConfig({
    entry: entriesOf(packageDir),
    format: 'esm',
    target: 'es2022',
    platform: 'neutral',
    dts: { compilerOptions: { composite: false, incremental: false, emitDeclarationOnly: false } },
    sourcemap: true,
    clean: true,
    // One file per entry: the kit's lazily loaded parts (the toast list) keep their styles in the entry's CSS.
    splitting: false,
    treeshake: false,
    // tsup leaves dependencies and peers as imports: the consumer's bundler resolves them once. The typefaces'
    // files are copied beside the CSS that names them.
    noExternal: [/^@fontsource/],
    tsconfig: join(packageDir, 'tsconfig.json'),
    loader: { '.woff2': 'file' },
    // The kit's vanilla-extract styles are compiled here, so a consumer imports plain CSS and needs no plugin.
    esbuildPlugins: options.css ? [vanillaExtractPlugin({ identifiers: 'short' }), assetUrl] : [],
    esbuildOptions(esbuild) {
      esbuild.conditions = [SOURCE_CONDITION];
      esbuild.assetNames = 'assets/[name]-[hash]';
      esbuild.jsx = 'automatic';
    },
  } satisfies Options);
}
