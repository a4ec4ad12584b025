// npx tsx packages/ui/scripts/service-icons.ts — writes src/components/ServiceIcon/service-icons.svg, the sprite of
// the service icons: one <symbol> per name of the contract's ServiceIcon list (openapi.yaml), drawn from Lucide
// (lucide-static). A sprite is fetched once and cached, and costs the pages' JavaScript nothing.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

const require = createRequire(import.meta.url);
const here = dirname(fileURLToPath(import.meta.url));
const contract = parse(readFileSync(join(here, '../../../openapi.yaml'), 'utf8'));
const names: string[] = contract.components.schemas.ServiceIcon.enum;

const symbols = names.map((name) => {
  const svg = readFileSync(require.resolve(`lucide-static/icons/${name}.svg`), 'utf8');
  const inner = svg
    .slice(svg.indexOf('>', svg.indexOf('<svg')) + 1, svg.lastIndexOf('</svg>'))
    .replace(/\s*\n\s*/g, '')
    .replace(/\s*\/>/g, '/>');
  return `<symbol id="${name}" viewBox="0 0 24 24">${inner}</symbol>`;
});

const sprite = `<svg xmlns="http://www.w3.org/2000/svg"><!-- Lucide icons (lucide.dev), ISC licence -->${symbols.join('')}</svg>\n`;
writeFileSync(join(here, '../src/components/ServiceIcon/service-icons.svg'), sprite);
console.log(`service-icons.svg: ${names.length} icons, ${sprite.length} bytes`);
