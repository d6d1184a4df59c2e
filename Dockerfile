# syntax=docker/dockerfile:1
# Fiera's production image: the app's static build and the server's compiled JavaScript, run by
# an unprivileged user. Build from the repository root: docker build -t fiera .

FROM node:24-bookworm-slim AS build
WORKDIR /src
COPY package.json package-lock.json ./
COPY apps/fair/package.json apps/fair/
COPY apps/server/package.json apps/server/
COPY packages/api-client/package.json packages/api-client/
COPY packages/fair-config/package.json packages/fair-config/
COPY packages/ui/package.json packages/ui/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build -w @fiera/fair && npm run build -w @fiera/server

FROM node:24-bookworm-slim AS dependencies
WORKDIR /app
COPY package.json package-lock.json ./
COPY apps/server/package.json apps/server/
COPY packages/fair-config/package.json packages/fair-config/
# Only the server's runtime packages: its workspace packages are bundled into dist/.
RUN npm ci --no-audit --no-fund --omit=dev --workspace=@fiera/server --include-workspace-root=false

FROM node:24-bookworm-slim
ENV NODE_ENV=production \
    PORT=3000 \
    HOST=0.0.0.0 \
    DATA_DIR=/app/data
WORKDIR /app
# node_modules at the root and, where versions differ, under apps/server.
COPY --from=dependencies /app /app
COPY --from=build /src/openapi.yaml openapi.yaml
COPY --from=build /src/apps/fair/dist apps/fair/dist
COPY --from=build /src/apps/server/package.json apps/server/package.json
COPY --from=build /src/apps/server/dist apps/server/dist
COPY --from=build /src/apps/server/drizzle apps/server/drizzle
# Owned by the node user here, so the volume compose mounts on it is created writable for it.
RUN mkdir -p /app/data && chown node:node /app/data
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+process.env.PORT+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# SIGTERM from `docker stop` reaches node directly (no shell in between): in-flight requests finish.
# The flags are `npm start`'s (apps/server/package.json; a test keeps them the same).
CMD ["node", "--enable-source-maps", "--max-semi-space-size=16", "apps/server/dist/server.js"]
