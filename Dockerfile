# syntax=docker/dockerfile:1
# FairFare's image (decision 030): multi-stage, the built site inside, runs as a non-root user,
# checked by Docker on /api/health (liveness; the balancer checks /api/ready). Not built on the
# project's own machine (no Docker engine there): apps/server/test/deploy-files.test.ts keeps it
# in step with the code. Build: `docker build -t fairfare .`

# 1. Every workspace's dependencies, from the lock file only (a cached layer while it is unchanged).
FROM node:24-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/contracts/package.json packages/contracts/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY tests/e2e/package.json tests/e2e/
COPY bench/package.json bench/
RUN npm ci --no-audit --no-fund

# 2. The site (apps/web/dist, with the server bundle that renders public pages).
FROM deps AS build
COPY . .
RUN npm run build

# 3. What runs: the service's sources (Node runs TypeScript natively, decision 001), its
#    production dependencies and the built site; nothing of the build tools.
FROM node:24-bookworm-slim AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    WEB_DIST_DIR=/app/apps/web/dist
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/contracts/package.json packages/contracts/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY tests/e2e/package.json tests/e2e/
COPY bench/package.json bench/
RUN npm ci --omit=dev --no-audit --no-fund --workspace @fairfare/server --workspace @fairfare/contracts \
    && npm cache clean --force
COPY packages/contracts/src packages/contracts/src
COPY apps/server/src apps/server/src
COPY --from=build /app/apps/web/dist apps/web/dist
USER node
EXPOSE 3000
STOPSIGNAL SIGTERM
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "apps/server/src/main.ts"]
