// npm run catalog:import -- FILE
// Validates a catalog file and upserts it by slug into DATABASE_URL's PostgreSQL, or else into DATA_DIR's PGlite
// (stop the server first: PGlite files belong to one process at a time). Exits 1, writing nothing, on any error.
import { join } from 'node:path';
import { loadConfig } from '../src/platform/config.js';
import { openDatabase } from '../src/platform/db/database.js';
import { runCatalogImport } from './catalog-import-command.js';
import { exitWith } from './exit-with.js';

const config = loadConfig();
exitWith(
  runCatalogImport(process.argv.slice(2), {
    openDatabase: () => openDatabase({ url: config.databaseUrl, pgliteDir: join(config.dataDir, 'db') }),
    mediaDir: config.mediaDir,
    // npm runs scripts from the repository root; INIT_CWD is where the command was typed.
    cwd: process.env.INIT_CWD ?? process.cwd(),
    print: (line) => console.log(line),
    printError: (line) => console.error(line),
  }),
);
