import { parseArgs } from 'node:util';
import type { staffManagement } from '../src/modules/staff/staff-management.js';
import { HttpError } from '../src/platform/http/http-error.js';
import { STAFF_ROLES, type StaffRole } from '../src/platform/http/staff-access.js';

const USAGE =
  'Usage: npm run staff:create -- --email EMAIL --name "FULL NAME" --role operator|admin  (password on stdin)';

export interface StaffCreateIo {
  management: () => Promise<{ staff: ReturnType<typeof staffManagement>; close: () => Promise<void> }>;
  /** The password, read from stdin (typed, or piped): never an argument (shell history) and never a default. */
  readPassword: () => Promise<string>;
  print: (line: string) => void;
  printError: (line: string) => void;
}

/** `npm run staff:create`: adds a staff member (the first admin, typically). Answers the exit code. */
export async function runStaffCreate(argv: string[], io: StaffCreateIo): Promise<number> {
  const { values } = parseArgs({
    args: argv,
    options: { email: { type: 'string' }, name: { type: 'string' }, role: { type: 'string' } },
    strict: true,
  });
  const role = values.role as StaffRole;
  if (!values.email || !values.name || !STAFF_ROLES.includes(role)) {
    io.printError(USAGE);
    return 1;
  }
  const password = await io.readPassword();
  const { staff, close } = await io.management();
  try {
    const member = await staff.create(
      { email: values.email, fullName: values.name, role, password },
      { staffId: null, requestId: null },
    );
    io.print(`Added ${member.role} ${member.fullName} <${member.email}>.`);
    return 0;
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    io.printError([error.message, ...(error.errors ?? []).map((e) => `${e.field ?? ''}: ${e.message}`)].join('\n'));
    return 1;
  } finally {
    await close();
  }
}
