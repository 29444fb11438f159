#!/usr/bin/env bash
# `npm start`: install, build, and run `vigil serve` on the embedded SQLite default.
# Extra arguments go to `vigil serve` (npm start -- --port 0).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/pnpm.sh install --frozen-lockfile --reporter=silent
bash scripts/pnpm.sh run --silent build >/dev/null
# The root's `vigil` (node_modules/.bin, for `npx vigil`) links to the CLI's built entry: on a
# fresh clone the install above ran before the build made it, so link once more now.
if [ ! -e node_modules/.bin/vigil ]; then
  bash scripts/pnpm.sh install --frozen-lockfile --offline --reporter=silent
fi
# A young generation of 64 MB semi-spaces: under heavy trace ingestion a batch's objects
# outlive a scavenge at V8's default and cost a full collection later (pnpm bench:ingest:
# about 10-20% less server CPU per span). Set here, where it costs no second process.
exec node --max-semi-space-size=64 packages/cli/dist/cli.js serve "$@"
