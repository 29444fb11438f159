#!/usr/bin/env bash
# `npm start`: install, build, and run `vigil serve` on the embedded SQLite default.
# Extra arguments go to `vigil serve` (npm start -- --port 0).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/pnpm.sh install --frozen-lockfile --reporter=silent
bash scripts/pnpm.sh run --silent build >/dev/null
exec node packages/cli/dist/cli.js serve "$@"
