/**
 * The exports condition that points a workspace package at its TypeScript source. Published installs never set
 * it and get dist/; inside the repository tsc (customConditions), Node and tsx (.npmrc's node-options) and Vite
 * (the config below) set it, so nothing is built before a dev server, a test run or `npm start`.
 */
export declare const SOURCE_CONDITION = '@startwise/source';
/** Vite's resolver with the source condition, in the browser build and in SSR and Vitest's node environment. */
export declare const resolveFromSource: {
  resolve: {
    conditions: string[];
  };
  ssr: {
    resolve: {
      conditions: string[];
      externalConditions: string[];
    };
  };
};
