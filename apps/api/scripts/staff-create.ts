// npm run staff:create -- --email EMAIL --name "FULL NAME" --role operator|admin
// Adds a staff member to DATABASE_URL's PostgreSQL, or else to DATA_DIR's PGlite (stop the server first). The
// password is asked for on the terminal without echo, or read from a pipe; there is no default password.
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { Writable } from 'node:stream';
import { loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/database.js';
import { staffServiceDeps } from '../src/staff/index.js';
import { staffManagement } from '../src/staff/staff-management.js';
import { runStaffCreate } from './staff-create-command.js';

/** One line from stdin; on a terminal, after a prompt and without echoing what is typed. */
function readPassword(): Promise<string> {
  const terminal = process.stdin.isTTY === true;
  if (terminal) process.stdout.write('Password (at least 12 characters): ');
  const silent = new Writable({ write: (_chunk, _encoding, done) => done() });
  const lines = createInterface({ input: process.stdin, output: silent, terminal });
  return new Promise((resolve) => {
    lines.once('line', (line) => {
      lines.close();
      if (terminal) process.stdout.write('\n');
      resolve(line);
    });
    lines.once('close', () => resolve(''));
  });
}

const config = loadConfig();
runStaffCreate(process.argv.slice(2), {
  management: async () => {
    const database = await openDatabase({ url: config.databaseUrl, pgliteDir: join(config.dataDir, 'db') });
    const deps = staffServiceDeps({ db: database.db, config, nudgeMail: () => {} });
    return { staff: staffManagement(deps), close: () => database.close() };
  },
  readPassword,
  print: (line) => console.log(line),
  printError: (line) => console.error(line),
}).then(
  (code) => process.exit(code),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
