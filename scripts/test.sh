#!/usr/bin/env bash
# The one test command (`npm test`): format check, lint, type check and unused code (knip), unit + component + API tests on PGlite, the
# API suite again on PostgreSQL when a server answers, then the browser tests against the real server in Debian's
# Chromium, then a quick run of the benchmark scripts.
set -euo pipefail
cd "$(dirname "$0")/.."

# Each phase's wall time, printed when the next one starts and at the end (docs/PERFORMANCE.md, "Test suite time").
PHASE="" PHASE_START=$SECONDS
phase() {
  if [ -n "$PHASE" ]; then echo "-- $PHASE: $((SECONDS - PHASE_START)) s"; fi
  PHASE="$1" PHASE_START=$SECONDS
  if [ -n "$1" ]; then echo "== $1"; fi
}
trap 'phase ""' EXIT

phase "format check, lint, type check and unused code"
# ESLint (type-aware, the longest) runs beside the others: two cores, two lines of work; each one's output is
# printed as it ends, and the phase fails if either does.
ESLINT_LOG=$(mktemp)
npx eslint . >"$ESLINT_LOG" 2>&1 &
ESLINT_PID=$!
npx prettier --check . --log-level warn
npx tsc --noEmit -p tsconfig.json
# Unused files, exports and dependencies (knip.json): 0 expected.
npx knip
ESLINT_STATUS=0
wait "$ESLINT_PID" || ESLINT_STATUS=$?
cat "$ESLINT_LOG"
rm -f "$ESLINT_LOG"
if [ "$ESLINT_STATUS" -ne 0 ]; then
  echo "ESLint found problems (above)"
  exit "$ESLINT_STATUS"
fi

phase "unit, component and API tests (PGlite in memory)"
npx vitest run

# The browser tests' build runs beside the PostgreSQL pass, which mostly waits on the database.
BUILD_LOG=$(mktemp)
BUILD_PID=""
if [ -f playwright.config.ts ]; then
  npx vite build --logLevel warn >"$BUILD_LOG" 2>&1 &
  BUILD_PID=$!
fi

PG_URL="${TEST_DATABASE_URL:-postgres://postgres@127.0.0.1:5432/test}"
# The API files again on PostgreSQL, less the engine-free ones (ENGINE_FREE_API_TESTS in vitest.config.ts).
phase "API tests on PostgreSQL ($PG_URL)"
if node --input-type=module -e "import pg from 'pg'; const c = new pg.Client({connectionString: process.argv[1], connectionTimeoutMillis: 3000}); await c.connect(); await c.end();" "$PG_URL" 2>/dev/null; then
  DATABASE_URL="$PG_URL" npx vitest run --project api
else
  echo "SKIPPED: no PostgreSQL server answers at $PG_URL (start one, or set TEST_DATABASE_URL); the API suite ran on PGlite only."
fi

if [ -f playwright.config.ts ]; then
  phase "browser tests (Playwright + Chromium against the real server)"
  BUILD_STATUS=0
  wait "$BUILD_PID" || BUILD_STATUS=$?
  cat "$BUILD_LOG"
  if [ "$BUILD_STATUS" -ne 0 ]; then
    echo "The app's build failed (above)"
    exit "$BUILD_STATUS"
  fi
  npx playwright test
fi

# The benchmark scripts must keep working: a quick run (small database, short loads) prints figures and asserts no times.
phase "benchmarks, quick (npm run bench -- --quick)"
npm run --silent bench -- --quick
