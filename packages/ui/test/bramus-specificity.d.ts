// @bramus/specificity ships index.d.ts, but its package.json "exports" has no "types" condition, so TypeScript's
// "bundler" resolution cannot reach it. Declares the one call the tests use.
declare module '@bramus/specificity' {
  export interface Specificity {
    value: { a: number; b: number; c: number };
    selectorString(): string;
  }
  /** One result per selector of a selector list. */
  export function calculate(selectorList: string): Specificity[];
}
