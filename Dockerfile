# ratebook serve as a container: build with the dev tools, run with the runtime dependencies only.
#   docker build -t ratebook .
#   docker run -p 8787:8787 -e RATEBOOK_KEYS=live_... ratebook

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
# The runtime dependencies, and node-redis so that --redis / RATEBOOK_REDIS_URL work in the image.
RUN npm ci --omit=dev --ignore-scripts && npm install --no-save --omit=dev --ignore-scripts redis@^6.3.1

FROM node:20-slim
ENV NODE_ENV=production HOST=0.0.0.0 PORT=8787 RATEBOOK_LOG=json RATEBOOK_METRICS=true
WORKDIR /app
COPY --from=deps /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY package.json ./
USER node
EXPOSE 8787
# node itself asks /healthz: the slim image has no curl, and needs none.
HEALTHCHECK --interval=30s --timeout=3s --start-period=10s --retries=3 CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||8787)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
STOPSIGNAL SIGTERM
CMD ["node", "dist/cli.js", "serve"]
