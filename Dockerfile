# syntax=docker/dockerfile:1
# The production image: the standalone server (`npm run build` → .next/standalone, started by its server.js, the
# same start `npm start` and CI's fleet test run). docs/operations.md explains how to run it.
ARG NODE_IMAGE=node:20-bookworm-slim

# Dependencies exactly as the lock file has them (install scripts run later, with the sources).
FROM ${NODE_IMAGE} AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund --ignore-scripts

# The build: the font subset, then next build and the scripts that finish .next/standalone.
FROM ${NODE_IMAGE} AS build
WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1
COPY --from=deps /app/node_modules ./node_modules
COPY . .
RUN node scripts/build-font.mjs && npm run build

# What runs: the standalone output alone (server, traced node_modules, static files, migrations), as a plain user.
FROM ${NODE_IMAGE} AS runtime
WORKDIR /app
ENV NODE_ENV=production \
    NEXT_TELEMETRY_DISABLED=1 \
    PORT=3000 \
    HOSTNAME=0.0.0.0
RUN groupadd --system --gid 1001 vitrin \
 && useradd --system --uid 1001 --gid vitrin --home-dir /app --no-create-home vitrin \
 && mkdir -p /app/.data \
 && chown vitrin:vitrin /app/.data
COPY --from=build --chown=vitrin:vitrin /app/.next/standalone ./
USER vitrin
EXPOSE 3000
# Alive (not ready): an outage of the database must not make the orchestrator restart every instance.
HEALTHCHECK --interval=15s --timeout=3s --start-period=90s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
STOPSIGNAL SIGTERM
CMD ["node", "server.js"]
