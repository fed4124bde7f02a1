import { mkdirSync } from "node:fs";
import { serve } from "@hono/node-server";
import { mountApi } from "./api";
import { createApp } from "./app";
import { readConfig } from "./config";

const config = readConfig();
// With DATABASE_URL every piece of state is in PostgreSQL and nothing is written under DATA_DIR.
if (!config.databaseUrl) mkdirSync(config.dataDir, { recursive: true });

const api = mountApi(config);
// The demo accounts are in place before the first sign-in can arrive.
await api.ready;
const { app, close } = createApp({
  config,
  apiRoutes: api.routes,
  sessionProbe: api.sessionProbe,
  outboxBacklog: api.outboxBacklog,
});

const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
  console.log(`現場蔵 site listening on http://localhost:${info.port}`);
});

function shutdown(signal: string) {
  console.log(`${signal}: closing`);
  if ("closeIdleConnections" in server) server.closeIdleConnections();
  server.close(() => {
    api.close();
    close();
    process.exit(0);
  });
  setTimeout(() => process.exit(0), 3000).unref();
}
process.on("SIGINT", () => shutdown("SIGINT"));
process.on("SIGTERM", () => shutdown("SIGTERM"));
