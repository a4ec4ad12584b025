import { readFile } from 'node:fs/promises';
import { expect, it } from 'vitest';
import { parse } from 'yaml';
import { SERVICE_ICONS } from '../src/service-icons';

it("SERVICE_ICONS lists the contract's ServiceIcon names, in its order", async () => {
  const contract = parse(await readFile(new URL('../../../openapi.yaml', import.meta.url), 'utf8'));
  expect(SERVICE_ICONS).toEqual(contract.components.schemas.ServiceIcon.enum);
});
