/// <reference types="node" />
import { join } from 'node:path';
import { calculate, type Specificity } from '@bramus/specificity';
import { createCompiler } from '@vanilla-extract/compiler';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const packageRoot = join(import.meta.dirname, '..');
const compiler = createCompiler({ root: packageRoot, enableFileWatcher: false });

/** The selector list of each rule in a stylesheet without nesting other than at-rules. */
function ruleSelectors(css: string): string[] {
  return [...css.matchAll(/([^{}]+)\{[^{}]*\}/g)].map(([, selectorList = '']) => selectorList.trim());
}

/** A lone class is what `style()` emits: a class a component applies on purpose, not a reset rule. */
const isStyleClass = (selector: string) => /^\.[\w-]+$/.test(selector);

describe('the scoped reset never outweighs a component class', () => {
  let resetSelectors: Specificity[] = [];

  beforeAll(async () => {
    // The CSS the kit ships, compiled by the same compiler the Vite plugin uses.
    await compiler.processVanillaFile(join(packageRoot, 'src/css/reset.css.ts'));
    resetSelectors = ruleSelectors(compiler.getAllCss())
      .flatMap((selectorList) => calculate(selectorList))
      .filter((specificity) => !isStyleClass(specificity.selectorString()));
  }, 60_000);

  afterAll(() => compiler.close());

  it('finds the reset rules', () => {
    expect(resetSelectors.length).toBeGreaterThan(4);
  });

  it('gives every reset selector zero specificity (a pseudo-element keeps only its own weight)', () => {
    const weighted = resetSelectors.flatMap((specificity) => {
      const { value } = specificity;
      const selector = specificity.selectorString();
      const pseudoElements = selector.match(/::[\w-]+/g)?.length ?? 0;
      return value.a === 0 && value.b === 0 && value.c === pseudoElements
        ? []
        : [`${selector} (${value.a},${value.b},${value.c})`];
    });
    expect(weighted).toEqual([]);
  });
});

describe('the rule reader', () => {
  it('reads selector lists, including rules inside at-rules', () => {
    expect(ruleSelectors('.a, .b *::before { x: 1 }\n@media (min-width: 1px) {\n  :where(.c) p { y: 2 }\n}')).toEqual([
      '.a, .b *::before',
      ':where(.c) p',
    ]);
  });
});
