// Keeps package-lock.json usable by `npm ci` on this project's registry mirror.
//
// The mirror does not serve some platform-specific optional packages (e.g. @biomejs/cli-android-arm64), so
// `npm install` leaves them out of the lockfile, and `npm ci` then refuses the lockfile as out of sync. Listing them
// as optional entries for their own OS/CPU restores what the public registry would have written; npm never
// downloads them on a machine they do not fit. Runs after every `npm install` (root postinstall).
import { readFileSync, writeFileSync } from 'node:fs';

const file = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(file, 'utf8'));
const platform =
  /-(android|darwin|linux|win32|freebsd|openbsd|sunos|aix)-(arm64|x64|ia32|arm|ppc64|s390x|riscv64|loong64)(?:-(musl|gnu|gnueabihf|msvc))?$/;

let added = 0;
for (const [path, entry] of Object.entries(lock.packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const key = `${path ? `${path}/` : ''}node_modules/${name}`;
    const hoisted = `node_modules/${name}`;
    const match = name.match(platform);
    if (lock.packages[key] || lock.packages[hoisted] || !match) continue;
    const [, os, cpu, abi] = match;
    lock.packages[hoisted] = {
      version,
      cpu: [cpu],
      ...(entry.dev && { dev: true }),
      ...(abi === 'musl' || abi === 'gnu' ? { libc: [abi === 'gnu' ? 'glibc' : 'musl'] } : {}),
      optional: true,
      os: [os],
    };
    added += 1;
  }
}

if (added > 0) {
  lock.packages = Object.fromEntries(
    Object.entries(lock.packages).sort(([a], [b]) => (a === '' ? -1 : a.localeCompare(b))),
  );
  writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
  console.log(`complete-lockfile: listed ${added} platform package(s) the registry mirror does not serve`);
}
