#!/usr/bin/env bash
# Packs the installable packages into tarballs (in ./.packs unless a directory is given) and
# prints their paths: @vigil/sdk and @vigil/guardrails-core with `npm pack` (no runtime
# dependencies), @vigil/server and @vigil/cli with `pnpm pack`, which writes the version of
# each `workspace:*` dependency into the packed package.json (npm pack would leave the
# `workspace:` protocol, which npm cannot install). Build first (`npm run build`).
set -euo pipefail
cd "$(dirname "$0")/.."
dest=$(realpath -m "${1:-.packs}")
mkdir -p "$dest"
npm pack --silent --pack-destination "$dest" ./packages/sdk ./packages/guardrails-core >/dev/null
bash scripts/pnpm.sh --filter @vigil/server --filter @vigil/cli pack --pack-destination "$dest" >/dev/null
ls "$dest"/vigil-*.tgz
