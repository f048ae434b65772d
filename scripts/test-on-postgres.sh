#!/usr/bin/env bash
# Part of `npm test` (scripts/test.sh), run by scripts/with-postgres.sh: the suites that start real APIs,
# each API in a new database on the server at TEST_DATABASE_URL.
set -euo pipefail
cd "$(dirname "$0")/.."

# Node 24 LTS (the production image's, Dockerfile) beside this machine's Node 20, without running a suite
# twice (CI has 15 minutes): the API suite runs on Node 20 with PGlite (scripts/test.sh) and on Node 24
# here with PostgreSQL; the BFF suite, which starts its APIs in its own process, runs on Node 24; the
# security, LTI and end-to-end suites start their servers on Node 20. So each server runs on both Nodes.
node scripts/ensure-deps.mjs --node24-only
on_node24() { PATH="$PWD/.tmp/node24/node_modules/.bin:$PATH" "$@"; }

step "API suite on a real PostgreSQL server, on Node $(on_node24 node -p 'process.versions.node')"
# The restart test stops and starts the server, so it runs alone, after the files that share it
# (its own project in api/vitest.config.ts).
(cd api && on_node24 npx vitest run)

if [ -f bff/vitest.config.ts ]; then
  step "BFF suite against a real API (on PostgreSQL), on Node $(on_node24 node -p 'process.versions.node')"
  (cd bff && on_node24 npx vitest run)
fi

step "Security suites (their APIs on PostgreSQL), on Node $(node -p 'process.versions.node')"
(cd tests && npx vitest run security)

step "LTI suites against the platform emulator (tests/fakes/ltiPlatform.ts; their APIs on PostgreSQL), on Node $(node -p 'process.versions.node')"
(cd tests && npx vitest run lti)

if [ -f tests/playwright.config.ts ]; then
  # The API on the server's own database with the demo data (SEED_DEMO): a native PostgreSQL answers the
  # browser's flows in about two thirds of the time the embedded one takes on two cores, which the API
  # suite on PGlite covers (scripts/test.sh).
  step "End-to-end suite in Chromium (its API on PostgreSQL), on Node $(node -p 'process.versions.node')"
  # Three browsers at once on two cores: about a tenth quicker than two; a test slowed past its timeout
  # by the busy machine gets one retry (a real failure fails both times).
  (cd tests && E2E_DATABASE_URL="$TEST_DATABASE_URL" npx playwright test --workers=3 --retries=1)
fi
