// npm run lint:packages — checks each packed tarball (npm run release:dry) as a registry would serve it: publint
// (exports, files, module format) and Are the Types Wrong (every subpath's types resolve for Node 16+ ESM and
// bundlers; the packages are ESM-only, so CommonJS `require` is out of scope; the kit's stylesheets are not modules,
// publint checks that they are packed). Any problem fails the run.
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { publishedPackages, repoRoot } from './packages';

let failed = false;
const run = (command: string, args: string[]) => {
  const result = spawnSync('npx', [command, ...args], { cwd: repoRoot, stdio: 'inherit' });
  if (result.status !== 0) failed = true;
};
for (const { name, dir, tarball } of publishedPackages()) {
  console.log(`\n${name}`);
  run('publint', ['run', tarball, '--strict']);
  const { exports } = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as {
    exports: Record<string, unknown>;
  };
  const stylesheets = Object.keys(exports).filter((subpath) => subpath.endsWith('.css'));
  const exclude = stylesheets.length > 0 ? ['--exclude-entrypoints', ...stylesheets] : [];
  run('attw', [tarball, '--profile', 'esm-only', '--format', 'table-flipped', ...exclude]);
}
// The built dist/ folders go once packed: vanilla-extract compiles the apps' `.css.ts` files with a Vite of its own
// that resolves `@startwise/ui/theming` to dist/ when it exists, and the built module's file-scope calls then drop
// the importing stylesheet's own styles (the Storybook run's flow diagrams and dashboard cards lost theirs).
for (const { dir } of publishedPackages()) rmSync(join(dir, 'dist'), { recursive: true, force: true });
if (failed) process.exit(1);
