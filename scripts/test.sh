#!/usr/bin/env bash
# `npm test`: lint, type check, generated-file drift, then every suite. Stops at the first failure.
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/system-deps.sh
node scripts/ensure-deps.mjs --node24

# Each step says when it started, so a slow CI run shows where its time went.
export TEST_STARTED_AT=${TEST_STARTED_AT:-$(date +%s)}
step() { printf '\n\033[1m== %s\033[0m (at %d s)\n' "$*" "$(($(date +%s) - TEST_STARTED_AT))"; }

step "Biome: format and lint"
npx biome check .

step "Unused exports (knip): no unused file, export, type or dependency"
npm run -s knip

step "Document citations: every docs/ file and section the code cites exists"
node scripts/check-doc-links.mjs

step "TypeScript: type check"
npm run -s typecheck

step "OpenAPI: the REST API's document passes redocly lint (redocly.yaml)"
npm run -s openapi:lint -w api

if npm run | grep -q 'schema:check'; then
  step "Generated files: schema.graphql and Relay artifacts"
  npm run -s schema:check
fi

step "Deployment: docker-compose accepts docker-compose.yml"
if command -v docker-compose >/dev/null; then
  docker-compose --env-file .env.example config -q
else
  echo "docker-compose is not installed (Debian package docker-compose): skipped" >&2
fi

step "Case-fact model and the interview suite (packages/clinical)"
(cd packages/clinical && npx vitest run)

step "Shared domain rules (packages/rules)"
(cd packages/rules && npx vitest run)

step "Web unit and component tests"
(cd web && npx vitest run)

# The whole API suite runs on PostgreSQL (scripts/test-on-postgres.sh); on the embedded PGlite that
# `npm start` uses, the files that exercise the database layer itself and the core flows over it: its
# worker, migrations and restarts, sign-in, the assignments with their conversation store, and marking.
# CI has 15 minutes, and each file here costs an embedded database's start (README, "Node versions").
step "API suite on embedded PGlite (database layer and core flows), on Node $(node -p 'process.versions.node')"
(cd api && npx vitest run src/db src/auth src/assignments src/marking)

# One PostgreSQL server for the suites that start APIs of their own: each API gets a new database on it,
# which starts in about half the time an embedded PGlite does (the BFF and security suites start dozens),
# and the end-to-end suite's API keeps its data there.
export -f step
bash scripts/with-postgres.sh bash scripts/test-on-postgres.sh

printf '\nAll suites passed in %d s.\n' "$(($(date +%s) - TEST_STARTED_AT))"
