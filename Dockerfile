# syntax=docker/dockerfile:1
# Build: all dependencies, then the production build, then prune to production dependencies.
FROM node:22-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm install --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev

# Run: Debian's Chromium headless shell renders the invoice PDFs (no desktop browser around it: faster
# and half the memory); the app runs as the unprivileged `node` user.
FROM node:22-bookworm-slim
RUN apt-get update \
  && apt-get install -y --no-install-recommends chromium-headless-shell fonts-dejavu-core ca-certificates tini \
  && rm -rf /var/lib/apt/lists/*
ENV NODE_ENV=production \
    PORT=8080 \
    CHROME_PATH=/usr/lib/chromium/chromium-headless-shell \
    DATA_DIR=/data
WORKDIR /app
COPY --from=build --chown=node:node /app/package.json ./
COPY --from=build --chown=node:node /app/node_modules ./node_modules
COPY --from=build --chown=node:node /app/build ./build
COPY --from=build --chown=node:node /app/server ./server
COPY --from=build --chown=node:node /app/drizzle ./drizzle
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 8080
# tini forwards SIGTERM to node, which finishes in-flight requests before exiting.
ENTRYPOINT ["/usr/bin/tini", "--"]
CMD ["node", "server/index.js"]
