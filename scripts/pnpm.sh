#!/usr/bin/env bash
# Runs the pinned pnpm: the one on PATH when it is 10.x, else through npx (a fresh machine
# has only Node and npm). Native addons build against the machine's Node headers.
set -euo pipefail
export npm_config_nodedir="${npm_config_nodedir:-/usr}"
if command -v pnpm >/dev/null 2>&1 && [[ "$(pnpm --version 2>/dev/null)" == 10.* ]]; then
  exec pnpm "$@"
fi
exec npx --yes pnpm@10.34.9 "$@"
