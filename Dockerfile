# syntax=docker/dockerfile:1
# NotionPress as a container: the standalone server of a server-mode build (docs/deploy.md).
#
#   docker build -t notionpress --build-arg NOTION_PAGE_ID=<id> --build-arg LINK=https://example.com .
#   docker run --read-only --tmpfs /tmp -p 3000:3000 --env-file .env notionpress
#
# Settings a build needs (NOTION_PAGE_ID, LINK, BASE_PATH, THEME...) are build arguments; a
# private workspace's token goes in as a build secret, never an argument (arguments stay in the
# image's history): --secret id=env,src=.env reads a whole .env file for the build.
ARG NODE_IMAGE=node:20-bookworm-slim

FROM ${NODE_IMAGE} AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund

FROM ${NODE_IMAGE} AS build
WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1
ARG NOTION_PAGE_ID=""
ARG LINK=""
ARG BASE_PATH=""
ARG THEME=""
COPY --from=deps /app/node_modules ./node_modules
COPY . .
# Empty build arguments are unset settings (the engine ignores empty variables).
RUN --mount=type=secret,id=env,target=/app/.env,required=false \
    NOTION_PAGE_ID="$NOTION_PAGE_ID" LINK="$LINK" BASE_PATH="$BASE_PATH" THEME="$THEME" \
    EXPORT=false STANDALONE=true npm run build

FROM ${NODE_IMAGE} AS run
WORKDIR /app
ENV NODE_ENV=production NEXT_TELEMETRY_DISABLED=1 PORT=3000 HOSTNAME=0.0.0.0
# The data layer's run-time cache of refreshed pages: on the tmpfs, the one writable place.
ENV NOTION_CACHE_DIR=/tmp/notionpress/notion
# The standalone server with public/, the static files, the build's Notion cache and its
# workspace record beside it (lib/build/standalone.ts), owned by root and read-only to the
# server, which runs as the image's unprivileged `node` user and writes only under /tmp (a
# tmpfs with --read-only). Next's regenerated pages cannot be written into the image either: the
# cache handler writes them under /tmp and reads them from there (docs/deploy.md, "What a server
# writes").
COPY --from=build /app/.next/standalone ./
USER node
EXPOSE 3000
# /api/health under the base path the build recorded.
HEALTHCHECK --interval=30s --timeout=5s --start-period=20s --retries=3 \
  CMD ["node", "-e", "const base = require('./.next/required-server-files.json').config.basePath || ''; fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + base + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "server.js"]
