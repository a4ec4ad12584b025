import type { Plugin } from 'vite';

/**
 * Works around a cascade bug in @startwise/ui: its scoped reset (`.root :where(button) { color: inherit }`) has the
 * same specificity as a component's class, so whichever stylesheet loads later wins. With route-level code
 * splitting the reset loads after the Button styles and primary buttons lose their text colour (axe:
 * color-contrast). Wrapping the scope in :where() gives the reset zero specificity, which is what a reset means.
 * Remove once the kit's reset is written that way itself.
 */
export function kitResetSpecificity(): Plugin {
  return {
    name: 'startwise:kit-reset-specificity',
    enforce: 'pre',
    transform(code, id) {
      if (!/packages\/ui\/src\/css\/reset\.css\.ts\.vanilla\.css/.test(id)) return undefined;
      return { code: code.replace(/(^|[\n}])\s*(\.[\w-]+) :where\(/g, '$1:where($2) :where('), map: null };
    },
  };
}
