# Startwise: the API server with the built storefront, as one production image (see docs/deploy.md).

# ---- build: install everything, build the storefront and the back office, then keep only production dependencies
FROM node:22-bookworm-slim AS build
WORKDIR /app
ENV CI=true
# Manifests first, so the dependency layer is reused until they change.
COPY package.json package-lock.json ./
COPY .ci/complete-lockfile.mjs .ci/complete-lockfile.mjs
COPY apps/api/package.json apps/api/package.json
COPY apps/storefront/package.json apps/storefront/package.json
COPY apps/backoffice/package.json apps/backoffice/package.json
COPY packages/api-client/package.json packages/api-client/package.json
COPY packages/flows/package.json packages/flows/package.json
COPY packages/ui/package.json packages/ui/package.json
COPY packages/application-fields/package.json packages/application-fields/package.json
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev --no-audit --no-fund

# ---- run: the production server as an unprivileged user
FROM node:22-bookworm-slim
LABEL org.opencontainers.image.title="startwise" \
      org.opencontainers.image.description="Startwise API server and storefront"
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
COPY --from=build --chown=node:node /app /app
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME /data
EXPOSE 3000
# Liveness: 200 while the process serves (the database state is in the body); load balancers use /api/health/ready.
# Five tries 15 s apart also cover the first start (migrations, catalog seed). No --start-period: dockerfilelint
# 1.8 misreads hyphenated options.
HEALTHCHECK --interval=15s --timeout=3s --retries=5 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:3000/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# Node itself is PID 1 and handles SIGTERM: it drains requests and the mail batch, then closes the database.
# The workspace packages run from their TypeScript source (their exports' "@startwise/source" condition, as .npmrc sets for npm scripts).
CMD ["node", "--conditions=@startwise/source", "--import", "tsx", "apps/api/src/main.ts"]
