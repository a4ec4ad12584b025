declare const process: { env: { NODE_ENV?: string } } | undefined;

/** True outside production builds (bundlers replace `process.env.NODE_ENV`). */
const isDevelopment = () => typeof process === 'undefined' || process.env.NODE_ENV !== 'production';

/** Throws a fix-it message for kit misuse in development; silent in production builds. */
export function assertUsage(condition: boolean, message: string): void {
  if (!condition && isDevelopment()) {
    throw new Error(`@startwise/ui: ${message}`);
  }
}
