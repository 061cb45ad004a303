#!/usr/bin/env bash
# The one test command (`npm test`): format check, lint, type check and unused code (knip), then the browser tests against
# the real server in Debian's Chromium beside the unit + component + API tests on PGlite (followed by a quick run of the
# benchmark scripts) and the API suite again on PostgreSQL (when a server answers).
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

if [ -f playwright.config.ts ]; then
  phase "app build for the browser tests"
  npx vite build --logLevel warn
fi

# Two stages (docs/PERFORMANCE.md, "Test suite time"). First the browser tests alone: their three workers, servers and
# Chromium keep both cores busy by themselves (1,125 s of CPU in 607 s), and anything beside them only stretches
# them. Then two lines side by side: the unit, component and API tests on PGlite (about 1.4 cores), and the API files
# again on PostgreSQL (less the engine-free ones, ENGINE_FREE_API_TESTS in vitest.config.ts) followed by a quick run of
# the benchmark scripts, which must keep working (a small database, short loads: it prints figures and asserts no
# times; its figures are not kept). The second stage's output is printed when both lines have ended, and the failures
# of each part once more at the very end, where a reader of the last lines finds them.
PG_URL="${TEST_DATABASE_URL:-postgres://postgres@127.0.0.1:5432/test}"
PGLITE_LOG=$(mktemp)
PG_LOG=$(mktemp)
BENCH_LOG=$(mktemp)
BROWSER_LOG=$(mktemp)
STATUS_DIR=$(mktemp -d)
if node --input-type=module -e "import pg from 'pg'; const c = new pg.Client({connectionString: process.argv[1], connectionTimeoutMillis: 3000}); await c.connect(); await c.end();" "$PG_URL" 2>/dev/null; then
  RUN_PG=1
else
  RUN_PG=0
fi

BROWSER_STATUS=0
if [ -f playwright.config.ts ]; then
  phase "browser tests (Playwright + Chromium against the real server)"
  # Three workers, each with a server and database of its own (playwright.config.ts).
  npx playwright test 2>&1 | tee "$BROWSER_LOG" || BROWSER_STATUS=$?
fi

phase "unit, component and API tests on PGlite, beside the API tests on PostgreSQL followed by the quick benchmarks"
(
  if [ "$RUN_PG" -eq 1 ]; then
    started=$SECONDS
    status=0
    DATABASE_URL="$PG_URL" npx vitest run --project api >"$PG_LOG" 2>&1 || status=$?
    echo "-- API tests on PostgreSQL ($PG_URL): $((SECONDS - started)) s" >>"$PG_LOG"
    echo "$status" >"$STATUS_DIR/pg"
  else
    echo "SKIPPED: no PostgreSQL server answers at $PG_URL (start one, or set TEST_DATABASE_URL); the API suite ran on PGlite only." >"$PG_LOG"
    echo 0 >"$STATUS_DIR/pg"
  fi
  started=$SECONDS
  status=0
  npm run --silent bench -- --quick >"$BENCH_LOG" 2>&1 || status=$?
  echo "-- benchmarks, quick (npm run bench -- --quick): $((SECONDS - started)) s" >>"$BENCH_LOG"
  echo "$status" >"$STATUS_DIR/bench"
) &
PG_BENCH_PID=$!
started=$SECONDS
PGLITE_STATUS=0
npx vitest run >"$PGLITE_LOG" 2>&1 || PGLITE_STATUS=$?
echo "-- unit, component and API tests on PGlite: $((SECONDS - started)) s" >>"$PGLITE_LOG"
wait "$PG_BENCH_PID" || true
PG_STATUS=$(cat "$STATUS_DIR/pg" 2>/dev/null || echo 1)
BENCH_STATUS=$(cat "$STATUS_DIR/bench" 2>/dev/null || echo 1)
echo "== unit, component and API tests on PGlite: output"
cat "$PGLITE_LOG"
echo "== API tests on PostgreSQL: output"
cat "$PG_LOG"
echo "== benchmarks, quick: output"
cat "$BENCH_LOG"
FAILED=0
if [ "$PGLITE_STATUS" -ne 0 ]; then
  echo "== The tests on PGlite failed: their failures again"
  grep -E "FAIL|✗|×|AssertionError|Error:" "$PGLITE_LOG" | head -n 40 || true
  tail -n 15 "$PGLITE_LOG"
  FAILED=$PGLITE_STATUS
fi
if [ "$PG_STATUS" -ne 0 ]; then
  echo "== The API tests on PostgreSQL failed: their failures again"
  grep -E "FAIL|✗|×|AssertionError|Error:" "$PG_LOG" | head -n 40 || true
  tail -n 15 "$PG_LOG"
  FAILED=$PG_STATUS
fi
if [ "$BROWSER_STATUS" -ne 0 ]; then
  echo "== The browser tests failed: Playwright's summary again"
  # The list reporter ends with the failed, flaky and passed counts and the failed tests' titles.
  SUMMARY=$(sed -n '/^  [0-9]* failed/,$p' "$BROWSER_LOG" | head -n 60)
  if [ -n "$SUMMARY" ]; then echo "$SUMMARY"; else tail -n 30 "$BROWSER_LOG"; fi
  # Each failure's first lines (its title, the error and the expected and received values), the last retry's last.
  echo "== The browser tests' failures, first lines of each"
  awk '/^  [0-9]+\) /{n=16} n>0{print; n--}' "$BROWSER_LOG" | tail -n 150
  FAILED=$BROWSER_STATUS
fi
if [ "$BENCH_STATUS" -ne 0 ]; then
  echo "== The quick benchmarks failed: their last lines again"
  tail -n 40 "$BENCH_LOG"
  FAILED=$BENCH_STATUS
fi
rm -rf "$PGLITE_LOG" "$PG_LOG" "$BENCH_LOG" "$BROWSER_LOG" "$STATUS_DIR"
if [ "$FAILED" -ne 0 ]; then exit "$FAILED"; fi
