import { defaultClientConditions, defaultServerConditions, type UserConfig } from 'vite';

/**
 * The exports condition that points a workspace package at its TypeScript source. Published installs never set
 * it and get dist/; inside the repository tsc (customConditions), Node and tsx (.npmrc's node-options) and Vite
 * (the config below) set it, so nothing is built before a dev server, a test run or `npm start`.
 */
export const SOURCE_CONDITION = '@startwise/source';

/** Vite's resolver with the source condition, in the browser build and in SSR and Vitest's node environment. */
export const resolveFromSource = {
  resolve: { conditions: [SOURCE_CONDITION, ...defaultClientConditions] },
  ssr: {
    resolve: {
      conditions: [SOURCE_CONDITION, ...defaultServerConditions],
    },
  },
} satisfies UserConfig;

/**
 * The same for Vitest's node projects, which leave dependencies to Node: Node's conditions without Vite's `module`
 * (it would pick bundler-only builds such as @aws-sdk's dist-es). Vitest runs a project's globalSetup (the API's
 * database templates) in an environment of its own, `__vitest__`, which takes neither `resolve` nor `ssr.resolve`:
 * without its entry a setup importing a package found only dist/, and failed when no build had made one.
 */
const nodeConditions = [SOURCE_CONDITION, 'node', 'development|production'];
export const resolveFromSourceInNode = {
  resolve: { conditions: nodeConditions },
  ssr: { resolve: { conditions: nodeConditions } },
  environments: { __vitest__: { resolve: { conditions: nodeConditions } } },
} satisfies UserConfig;
