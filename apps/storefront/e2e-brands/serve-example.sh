#!/usr/bin/env bash
# Serves examples/brand-storefront as another company would build it, for brand-storefront.spec.ts: the packages
# packed (npm run release:dry, when dist-packages/ is missing), the example copied out of the repository with its
# lockfile, `npm install` (the copy's lockfile takes the tarballs' new checksums; React, XState and Vite stay as
# locked), plain `vite build`, then `vite preview` on $1.
set -euo pipefail
repo="$(cd "$(dirname "$0")/../../.." && pwd)"
[ -f "$repo/dist-packages/startwise-ui.tgz" ] || npm run release:dry --prefix "$repo"
work="$(mktemp -d)"
mkdir -p "$work/examples"
tar -C "$repo/examples" --exclude=node_modules --exclude=dist -cf - brand-storefront | tar -C "$work/examples" -xf -
ln -s "$repo/dist-packages" "$work/dist-packages"
cd "$work/examples/brand-storefront"
# The packed packages are rebuilt from this checkout, so their checksums in the copy's lockfile are last release's:
# npm refuses a tarball whose checksum differs (EINTEGRITY). Drop those; every other package stays as locked.
node -e '
  const fs = require("node:fs");
  const lock = JSON.parse(fs.readFileSync("package-lock.json", "utf8"));
  for (const [path, entry] of Object.entries(lock.packages))
    if (path.startsWith("node_modules/@startwise/")) delete entry.integrity;
  fs.writeFileSync("package-lock.json", `${JSON.stringify(lock, null, 2)}\n`);
'
npm install --no-audit --no-fund
npm run build
exec npx vite preview --port "$1" --strictPort
