import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from '../../platform/config.js';
import type { Database } from '../../platform/db/database.js';
import { catalogIsEmpty, type ImportResult, importCatalog } from './import.js';

/** The catalog shipped in the repository, loaded on the first start. */
export const SEED_CATALOG_FILE = join(repoRoot, 'apps/api/catalog/seed-catalog.json');

/**
 * Loads the shipped catalog into an empty database (first start); leaves a catalog that exists alone, so edits
 * made with `npm run catalog:import` survive restarts. A broken seed file stops the start with every problem.
 */
export async function seedCatalogOnFirstStart(
  db: Database,
  { file = SEED_CATALOG_FILE, mediaDir }: { file?: string; mediaDir?: string } = {},
): Promise<ImportResult | undefined> {
  if (!(await catalogIsEmpty(db))) return undefined;
  const result = await importCatalog(db, JSON.parse(readFileSync(file, 'utf8')), { mediaDir });
  if (!result.ok) throw new Error(`The seed catalog ${file} is invalid:\n${result.errors.join('\n')}`);
  return result;
}
