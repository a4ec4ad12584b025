// npm run release:dry — packs every published package (already built by `npm run build:packages`) into
// dist-packages/<scope>-<name>.tgz, exactly as `npm publish` would upload it. Nothing is published.
import { execFileSync } from 'node:child_process';
import { mkdirSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { packDir, publishedPackages } from './packages';

rmSync(packDir, { recursive: true, force: true });
mkdirSync(packDir);
for (const { name, dir, tarball } of publishedPackages()) {
  const [packed] = JSON.parse(
    execFileSync('npm', ['pack', '--json', '--pack-destination', packDir], { cwd: dir, encoding: 'utf8' }),
  ) as Array<{ filename: string; version: string; entryCount: number }>;
  if (!packed) throw new Error(`npm pack gave no tarball for ${name}`);
  renameSync(join(packDir, packed.filename), tarball);
  console.log(`${name}@${packed.version}: ${packed.entryCount} files → ${tarball}`);
}
