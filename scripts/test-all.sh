#!/usr/bin/env bash
# The whole suite, as CI runs it: static checks, unit + integration tests (PGlite and a real
# PostgreSQL server started by the setup), a production build, then the browser journeys
# with JavaScript on and off.
set -euo pipefail
cd "$(dirname "$0")/.."
started=$(date +%s)
# The type check (one core, ~20 s) runs beside vitest, whose workers leave part of the second core
# idle; its output is shown once it is done.
typecheck_log=$(mktemp)
npm run -s typecheck > "$typecheck_log" 2>&1 &
typecheck=$!
trap 'kill "$typecheck" 2>/dev/null || true; rm -f "$typecheck_log"' EXIT
echo "== lint"; npm run -s lint
echo "== vitest"; npx vitest run
echo "== typecheck"
if ! wait "$typecheck"; then cat "$typecheck_log"; echo "typecheck failed"; exit 1; fi
cat "$typecheck_log"
echo "== build"; npm run -s build
echo "== playwright"; npx playwright test
echo "== all tests passed in $(( $(date +%s) - started )) s"
