// npx tsx packages/ui/scripts/subset-rupee.ts — writes src/typefaces/<family>-rupee.woff2.
// Fontsource's latin subset has no ₹ (U+20B9); it sits in latin-ext, 85 KB for Inter. Every price on the storefront
// shows ₹, so each typeface gets a one-glyph face instead (about 1 KB, inlined into the stylesheet by the build).
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';

const require = createRequire(import.meta.url);
const typefacesDir = join(dirname(fileURLToPath(import.meta.url)), '../src/typefaces');

const families = [
  { name: 'inter', source: '@fontsource-variable/inter/files/inter-latin-ext-wght-normal.woff2' },
  { name: 'fraunces', source: '@fontsource-variable/fraunces/files/fraunces-latin-ext-wght-normal.woff2' },
];

for (const { name, source } of families) {
  const subset = await subsetFont(readFileSync(require.resolve(source)), '₹', { targetFormat: 'woff2' });
  writeFileSync(join(typefacesDir, `${name}-rupee.woff2`), subset);
  console.log(`${name}-rupee.woff2: ${subset.length} bytes`);
}
