import { mkdirSync } from "node:fs";
import { serve } from "@hono/node-server";
import { mountApi } from "./api";
import { createApp } from "./app";
import { readConfig } from "./config";

const config = readConfig();
mkdirSync(config.dataDir, { recursive: true });

const api = mountApi(config);
const { app, close } = createApp({ config, apiRoutes: api.routes, sessionProbe: api.sessionProbe });

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
