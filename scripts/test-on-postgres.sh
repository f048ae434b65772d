#!/usr/bin/env bash
# Part of `npm test` (scripts/test.sh), run by scripts/with-postgres.sh: the suites that start real APIs,
# each API in a new database on the server at TEST_DATABASE_URL.
set -euo pipefail
cd "$(dirname "$0")/.."

step "API suite on a real PostgreSQL server"
# The restart test stops and starts the server, so it runs alone, after the files that share it.
(cd api && npx vitest run --exclude src/db/restart.test.ts && npx vitest run src/db/restart.test.ts)

if [ -f bff/vitest.config.ts ]; then
  step "BFF suite against a real API (on PostgreSQL)"
  (cd bff && npx vitest run)
fi

step "Security suites (their APIs on PostgreSQL)"
(cd tests && npx vitest run security)

step "LTI suites against the platform emulator (tests/fakes/ltiPlatform.ts; their APIs on PostgreSQL)"
(cd tests && npx vitest run lti)
