import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

const root = join(import.meta.dirname, '../../..');
const contractIcons: string[] = parse(readFileSync(join(root, 'openapi.yaml'), 'utf8')).components.schemas.ServiceIcon
  .enum;
const sprite = readFileSync(join(import.meta.dirname, '../src/components/ServiceIcon/service-icons.svg'), 'utf8');

describe('the service icon sprite', () => {
  it('draws every icon the contract allows, and no other (run scripts/service-icons.ts after changing the list)', () => {
    const symbols = [...sprite.matchAll(/<symbol id="([^"]+)"/g)].map((match) => match[1]);
    expect(symbols).toEqual(contractIcons);
  });

  it('gives each service of the seed catalog its own icon', () => {
    const seed = JSON.parse(readFileSync(join(root, 'apps/api/catalog/seed-catalog.json'), 'utf8')) as {
      services: { icon: string }[];
    };
    const icons = seed.services.map((service) => service.icon);
    expect(new Set(icons).size).toBe(icons.length);
  });
});
