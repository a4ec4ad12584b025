// npm run staff:create -- --email EMAIL --name "FULL NAME" --role operator|admin
// Adds a staff member to DATABASE_URL's PostgreSQL, or else to DATA_DIR's PGlite (stop the server first). The
// password is asked for on the terminal without echo, or read from a pipe; there is no default password.
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { Writable } from 'node:stream';
import { loadConfig } from '../src/platform/config.js';
import { exitWith } from './exit-with.js';
import { runStaffCreate } from './staff-create-command.js';

/** One line from stdin; on a terminal, after a prompt and without echoing what is typed. */
function readPassword(): Promise<string> {
  const terminal = process.stdin.isTTY === true;
  if (terminal) process.stdout.write('Password (at least 12 characters): ');
  const silent = new Writable({ write: (_chunk, _encoding, done) => done() });
  const lines = createInterface({ input: process.stdin, output: silent, terminal });
  return new Promise((resolve) => {
    lines.once('line', (line) => {
      // Before close(): closing emits 'close', which answers '' (no line at all).
      resolve(line);
      lines.close();
      if (terminal) process.stdout.write('\n');
    });
    lines.once('close', () => resolve(''));
  });
}

const config = loadConfig();
exitWith(
  runStaffCreate(process.argv.slice(2), {
    // Loaded once the password is read: the database driver must not touch stdin before readline does.
    management: async () => {
      const { openDatabase } = await import('../src/platform/db/database.js');
      const { staffServiceDeps } = await import('../src/modules/staff/index.js');
      const { unhurriedHashingLimits } = await import('../src/modules/accounts/passwords.js');
      const { staffManagement } = await import('../src/modules/staff/staff-management.js');
      const { recordAudit } = await import('../src/modules/audit/index.js');
      const database = await openDatabase({ url: config.databaseUrl, pgliteDir: join(config.dataDir, 'db') });
      const deps = staffServiceDeps(
        { db: database.db, config, nudgeMail: () => {} },
        { hashingLimits: unhurriedHashingLimits() },
      );
      return { staff: staffManagement(deps, recordAudit), close: () => database.close() };
    },
    readPassword,
    print: (line) => console.log(line),
    printError: (line) => console.error(line),
  }),
);
