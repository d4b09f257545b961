#!/usr/bin/env bash
# `pnpm test`: type check, lint, every unit suite (the content checks among them), then the end-to-end suite
# against the production build. Ends with one line "N passed, N failed" summing all suites.
set -uo pipefail
cd "$(dirname "$0")/.."
reports=.tmp/test-reports
rm -rf "$reports" && mkdir -p "$reports"
# The logs of steps run side by side (below), kept apart from the reports summarize-tests.mjs reads.
step_logs=.tmp/step-logs
rm -rf "$step_logs" && mkdir -p "$step_logs"
failed_steps=()
# Every suite but the PostgreSQL pass runs on its embedded default (SQLite).
pg_url=${TEST_DATABASE_URL:-}
unset TEST_DATABASE_URL

step() { # name, command... (prints how long each step took: CI has 90 minutes in all)
  local name=$1 start=$SECONDS; shift
  echo "=== $name"
  if ! "$@"; then failed_steps+=("$name"); fi
  echo "=== $name: $((SECONDS - start)) s"
}

# Steps that each keep one core busy run side by side (CI's machine has 2), each into its own log,
# printed in turn once all are done, so the output reads as if they had run one after another.
side_names=() side_pids=() side_logs=()
side_step() { # name, command...
  local name=$1 log="$step_logs/side-${#side_pids[@]}.log"; shift
  (
    start=$SECONDS
    "$@" >"$log" 2>&1
    status=$?
    echo "$((SECONDS - start))" >"$log.seconds"
    exit "$status"
  ) &
  side_names+=("$name") side_pids+=($!) side_logs+=("$log")
}
side_wait() {
  local i
  for i in "${!side_pids[@]}"; do
    echo "=== ${side_names[$i]}"
    if ! wait "${side_pids[$i]}"; then failed_steps+=("${side_names[$i]}"); fi
    cat "${side_logs[$i]}"
    echo "=== ${side_names[$i]}: $(cat "${side_logs[$i]}.seconds") s (side by side)"
  done
  side_names=() side_pids=() side_logs=()
}

# The type check beside lint and format (which run one after the other): two lines of work for two
# cores. Three at once took longer (152 s), each getting two thirds of a core.
lint_then_format() {
  local status=0
  pnpm exec eslint . --max-warnings 0 || status=1
  # One format for the whole repository (issue 35): Prettier, line width 120, `pnpm format` fixes it.
  pnpm exec prettier --check . --log-level warn || status=1
  return "$status"
}
checks_start=$SECONDS
side_step "typecheck (tsc -b)" pnpm exec tsc -b
side_step "lint (eslint) and format (prettier --check)" lint_then_format
side_wait
echo "=== type check, lint and format side by side: $((SECONDS - checks_start)) s"
# The content checks (`pnpm --filter @civics/seed-data validate`) run once, inside the seed-data unit
# suite (load.test.ts: every bank and all translations, fully covered), not a second time as a step.
for pkg in sync-protocol seed-data api web; do
  step "unit: $pkg" pnpm --filter "@civics/$pkg" exec vitest run --passWithNoTests \
    --reporter=default --reporter=json --outputFile.json="../$reports/vitest-$pkg.json"
done
# The API suite again on PostgreSQL (issue 15) when a server is reachable: TEST_DATABASE_URL, or a
# throwaway cluster started here when PostgreSQL's binaries are installed. Skipped with a visible line.
if [ -z "$pg_url" ] && [ "${SKIP_POSTGRES:-}" != true ]; then pg_url=$(bash scripts/pg-test-server.sh start 2>/dev/null) || pg_url=""; fi
if [ -n "$pg_url" ]; then
  step "unit: api-postgres" env TEST_DATABASE_URL="$pg_url" pnpm --filter @civics/api exec vitest run \
    --reporter=default --reporter=json --outputFile.json="../$reports/vitest-api-postgres.json"
else
  echo "=== unit: api-postgres: SKIPPED (no PostgreSQL server: set TEST_DATABASE_URL or install postgresql)"
fi
step "build web" pnpm --filter @civics/web build
step "end-to-end (playwright)" env PLAYWRIGHT_JSON_OUTPUT_FILE="$PWD/$reports/playwright.json" \
  pnpm --filter @civics/tests exec playwright test --reporter=list,json

node scripts/summarize-tests.mjs "$reports" "${failed_steps[@]+"${failed_steps[@]}"}"
