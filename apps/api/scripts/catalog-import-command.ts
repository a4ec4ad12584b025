import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { importCatalog } from '../src/modules/catalog/import.js';
import type { DatabaseHandle } from '../src/platform/db/database.js';

export interface ImportCommandEnvironment {
  /** Opens the target database (DATABASE_URL's PostgreSQL or DATA_DIR's PGlite). */
  openDatabase(): Promise<DatabaseHandle>;
  mediaDir: string;
  /** The caller's directory: relative file paths are resolved from it. */
  cwd: string;
  print(line: string): void;
  printError(line: string): void;
}

/** `catalog:import FILE`: validates, then upserts; returns the exit code (1 on any problem, nothing written). */
export async function runCatalogImport(args: string[], env: ImportCommandEnvironment): Promise<number> {
  const [file] = args;
  if (!file) {
    env.printError('Usage: npm run catalog:import -- <catalog.json>');
    return 2;
  }
  const path = resolve(env.cwd, file);
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    env.printError(`Cannot read ${path}: ${(error as Error).message}`);
    return 1;
  }

  const database = await env.openDatabase();
  try {
    const result = await importCatalog(database.db, data, { mediaDir: env.mediaDir });
    if (!result.ok) {
      env.printError(`${path} was not imported (nothing was written); ${result.errors.length} problem(s):`);
      for (const error of result.errors) env.printError(`  ${error}`);
      return 1;
    }
    const { categories, services } = result;
    env.print(
      `Imported ${path} into ${database.driver}: categories ${categories.created} created, ${categories.updated} updated; ` +
        `services ${services.created} created, ${services.updated} updated.`,
    );
    return 0;
  } finally {
    await database.close();
  }
}
