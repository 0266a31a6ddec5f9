# syntax=docker/dockerfile:1
# Build: npm ci from the lockfile, build, prune to production dependencies.
FROM node:24-bookworm-slim AS build
WORKDIR /app
ENV NODE_ENV=development
# Build-time only, never in the image: a build behind a TLS-inspecting proxy passes that proxy's
# CA bundle here (scripts/container-smoke does, mounting the host's bundle for the RUN steps).
ARG NODE_EXTRA_CA_CERTS
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY tsconfig*.json ./
COPY scripts ./scripts
COPY shared ./shared
COPY server ./server
COPY client ./client
COPY content ./content
RUN npx tsx scripts/build.ts && npm prune --omit=dev --no-audit --no-fund

# Runtime: only what the server needs, plus geoip-lite's bundled database (in node_modules).
FROM node:24-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production PORT=3000 HOST=0.0.0.0
COPY --from=build --chown=root:root /app/package.json ./package.json
COPY --from=build --chown=root:root /app/node_modules ./node_modules
COPY --from=build --chown=root:root /app/dist ./dist
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=10s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# Exec form, node as PID 1's only process: SIGTERM reaches the server's graceful shutdown.
CMD ["node", "--enable-source-maps", "--max-semi-space-size=4", "dist/server/index.js"]
