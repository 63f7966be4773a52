# ratebook serve as a container: build with the dev tools, run with the runtime dependencies only.
#   docker build -t ratebook .
#   docker run -p 8787:8787 -e RATEBOOK_KEYS=live_... ratebook
#   docker run -p 8787:8787 -v ratebook-data:/data -e RATEBOOK_KEYS=live_... ratebook node dist/cli.js serve --live --store /data/live.json

FROM node:20-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --ignore-scripts
COPY tsconfig.json tsup.config.ts ./
COPY src ./src
COPY data ./data
RUN npm run build

FROM node:20-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --ignore-scripts
# node-redis, so that --redis / RATEBOOK_REDIS_URL work in the image: the lockfile's own copy (an optional
# peer of the package, so a dev dependency in the lock), as the build stage's `npm ci` installed it.
COPY --from=build /app/node_modules/redis ./node_modules/redis
COPY --from=build /app/node_modules/@redis ./node_modules/@redis

FROM node:20-slim
ENV NODE_ENV=production HOST=0.0.0.0 PORT=8787 RATEBOOK_LOG=json RATEBOOK_METRICS=true
WORKDIR /app
COPY --from=deps /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY package.json ./
COPY docker/healthcheck.mjs ./docker/healthcheck.mjs
# /app belongs to root; --store writes to /data, a volume the runtime user owns (--live --store /data/live.json).
RUN mkdir -p /data && chown node:node /data
VOLUME /data
USER node
EXPOSE 8787
# node asks /healthz on the port and host serve reads (RATEBOOK_PORT or PORT, RATEBOOK_HOST or HOST).
HEALTHCHECK --interval=30s --timeout=3s --start-period=10s --retries=3 CMD ["node", "docker/healthcheck.mjs"]
STOPSIGNAL SIGTERM
CMD ["node", "dist/cli.js", "serve"]
