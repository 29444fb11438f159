#!/usr/bin/env bash
# `npm test`: install, build, typecheck, lint, start a throwaway PostgreSQL, run every test,
# and end with the plain line "N passed, N failed".
set -euo pipefail
cd "$(dirname "$0")/.."
export NO_COLOR=1 FORCE_COLOR=0

step() { printf '\n== %s\n' "$*"; }

step "install"
bash scripts/pnpm.sh install --frozen-lockfile --reporter=append-only
step "build"
bash scripts/pnpm.sh run build
# The root's `vigil` (node_modules/.bin, for `npx vigil`) links to the CLI's built entry: on a
# fresh clone the install above ran before the build made it, so link once more now.
if [ ! -e node_modules/.bin/vigil ]; then
  bash scripts/pnpm.sh install --frozen-lockfile --offline --reporter=silent
fi
step "typecheck"
bash scripts/pnpm.sh run typecheck
step "lint (biome)"
bash scripts/pnpm.sh exec biome check .

step "Chromium for the browser tests"
if [ ! -x /usr/bin/chromium ]; then
  if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
    (apt-get install -y chromium >/dev/null 2>&1 \
      || { apt-get update >/dev/null 2>&1 && apt-get install -y chromium >/dev/null 2>&1; }) || true
  fi
fi
if [ -x /usr/bin/chromium ]; then
  echo "chromium: $(/usr/bin/chromium --version 2>/dev/null || echo /usr/bin/chromium)"
elif [ "${CI:-}" = "true" ]; then
  echo "could not install chromium for the browser tests (apt-get install -y chromium)" >&2
  exit 1
else
  echo "chromium unavailable: the browser tests are skipped (install it with apt-get install -y chromium)" >&2
fi

step "throwaway PostgreSQL"
pg_dir=""
if [ -z "${VIGIL_TEST_PG_URL:-}" ]; then
  if pg_info=$(bash scripts/throwaway-postgres.sh start); then
    pg_dir=${pg_info%% *}
    export VIGIL_TEST_PG_URL=${pg_info#* }
    trap 'bash scripts/throwaway-postgres.sh stop "$pg_dir"' EXIT
  elif [ "${CI:-}" = "true" ]; then
    echo "could not start PostgreSQL for the data-layer tests" >&2
    exit 1
  else
    echo "PostgreSQL unavailable: data-layer tests run on SQLite and PGlite only" >&2
  fi
fi
echo "VIGIL_TEST_PG_URL=${VIGIL_TEST_PG_URL:-<unset>}"

step "tests (vitest)"
mkdir -p .test-results
rm -f .test-results/vitest.json
status=0
bash scripts/pnpm.sh exec vitest run --reporter=default --reporter=json \
  --outputFile.json=.test-results/vitest.json || status=$?
node -e '
  const fs = require("node:fs");
  const status = Number(process.argv[1]);
  const file = ".test-results/vitest.json";
  if (!fs.existsSync(file)) { console.log("0 passed, 1 failed"); process.exit(0); }
  const r = JSON.parse(fs.readFileSync(file, "utf8"));
  let failed = r.numFailedTests + (r.numFailedTests === 0 ? r.numFailedTestSuites : 0);
  if (status !== 0 && failed === 0) {
    console.log("vitest failed outside any test (for example an unhandled error): see above");
    failed = 1;
  }
  console.log(`${r.numPassedTests} passed, ${failed} failed`);
' "$status"
exit "$status"
