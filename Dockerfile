# syntax=docker/dockerfile:1
# The shop's production image, and the image that applies its migrations (docs/deploy.md, docs/decisions/150).
#
#   docker build -t playitsafe .                      the app: `node --import tsx server/main.ts` (npm start)
#   docker build -t playitsafe-migrate --target migrate .   migrations: `npm run db:migrate`, run once per deploy
#
# The app image holds production dependencies only (`npm ci --omit=dev`), the generated Prisma client and the built
# assets (public/build, build/ssr), and runs as the unprivileged `node` user. Migrations need the schema engine,
# which ships with devDependencies (prisma, @prisma/schema-engine-wasm), so they have their own target.

ARG NODE_IMAGE=node:20-bookworm-slim

# Every dependency, the generated Prisma client (postinstall: prisma generate).
FROM ${NODE_IMAGE} AS deps
WORKDIR /app
COPY package.json package-lock.json prisma.config.ts ./
COPY prisma/schema.prisma prisma/schema.prisma
COPY scripts/db/schema-engine-offline-stub.sh scripts/db/schema-engine-offline-stub.sh
RUN npm ci --no-audit --no-fund

# The browser bundle (public/build) and the server-rendering bundle (build/ssr): npm run build.
FROM deps AS build
COPY tsconfig.json vite.config.ts ./
COPY resources resources
COPY public public
COPY server server
RUN npm run build

# `npm run db:migrate` (prisma migrate deploy on the WebAssembly engine). Run it before the new app starts.
FROM deps AS migrate
COPY tsconfig.json ./
COPY server server
COPY scripts/db scripts/db
COPY prisma/migrations prisma/migrations
USER node
CMD ["npm", "run", "--silent", "db:migrate"]

# The app. Last, so that a plain `docker build .` makes it.
FROM ${NODE_IMAGE} AS app
ENV NODE_ENV=production
# espeak-ng speaks the captcha's code for visitors who cannot see the image (docs/decisions/151).
RUN apt-get update && apt-get install -y --no-install-recommends espeak-ng && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY package.json package-lock.json ./
# --ignore-scripts: the only install script is postinstall's `prisma generate`, a devDependency; its output is
# copied from the deps stage below.
RUN npm ci --omit=dev --ignore-scripts --no-audit --no-fund && npm cache clean --force
COPY tsconfig.json ./
COPY server server
COPY --from=deps /app/server/db/generated server/db/generated
COPY --from=build /app/public public
COPY --from=build /app/build build
# The migrations folder, for the readiness check that the database has them all (GET /readyz).
COPY prisma/migrations prisma/migrations
# STORAGE_DIR: the local driver's root and the uploads' temporary files; with STORAGE_DRIVER=s3 nothing lasting.
RUN mkdir -p storage && chown node:node storage
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "--import", "tsx", "server/main.ts"]
