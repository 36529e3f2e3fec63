#!/usr/bin/env bash
# The whole suite, as CI runs it: static checks, unit + integration tests (PGlite and a real
# PostgreSQL server started by the setup), a production build, then the browser journeys
# with JavaScript on and off.
set -euo pipefail
cd "$(dirname "$0")/.."
started=$(date +%s)
echo "== typecheck"; npm run -s typecheck
echo "== lint"; npm run -s lint
echo "== vitest"; npx vitest run
echo "== build"; npm run -s build
echo "== playwright"; npx playwright test
echo "== all tests passed in $(( $(date +%s) - started )) s"
