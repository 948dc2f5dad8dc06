# Lexistep: one image for every app instance. Build:  docker build -t lexistep .
# Run:  docker run -e DATABASE_URL=postgres://… -e PUBLIC_URL=https://learn.example.org -p 3000:3000 lexistep

# --- build: install with the committed lock, build the web app (precompressed assets) ---
FROM node:22-bookworm-slim AS build
WORKDIR /app
COPY . .
RUN npm ci --no-audit --no-fund && npm run build

# --- run: the built tree, espeak-ng for generated pronunciation, a user without privileges ---
FROM node:22-bookworm-slim
RUN apt-get update \
  && apt-get install -y --no-install-recommends espeak-ng \
  && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY --from=build --chown=node:node /app /app
RUN mkdir -p /data && chown node:node /data
USER node
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 DATA_DIR=/data
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=3s --start-period=60s \
  CMD node -e "fetch('http://127.0.0.1:'+process.env.PORT+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# SIGTERM reaches the server directly (npm start execs the launcher, which runs it in the same process):
# in-flight requests finish.
CMD ["npm", "start"]
