import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
/** Where `npm run release:dry` leaves one tarball per package (gitignored); the example app installs them. */
export const packDir = join(repoRoot, 'dist-packages');

interface Manifest {
  name: string;
  version: string;
  private?: boolean;
}

/** The published packages: every workspace under packages/ that is not private. */
export function publishedPackages(): Array<{ name: string; dir: string; tarball: string }> {
  const root = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')) as { workspaces: string[] };
  return root.workspaces
    .filter((workspace) => workspace.startsWith('packages/'))
    .map((workspace) => {
      const dir = join(repoRoot, workspace);
      const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as Manifest;
      return { manifest, dir };
    })
    .filter(({ manifest }) => !manifest.private)
    .map(({ manifest, dir }) => ({
      name: manifest.name,
      dir,
      // One name per package whatever its version, so the example app's file: dependencies stay put.
      tarball: join(packDir, `${manifest.name.replace('@', '').replace('/', '-')}.tgz`),
    }));
}
