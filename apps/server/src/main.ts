import { serve } from "@hono/node-server";
import { mountApi } from "./api";
import { createApp } from "./app";
import { readConfig } from "./config";
import { prepareDataDirectory } from "./store/dataDirectory";

const config = readConfig();
prepareDataDirectory(config);

const api = mountApi(config);
// The demo accounts are in place before the first sign-in can arrive (when the store can be opened at all:
// otherwise this settles at once and the store is opened by the first request that finds it usable).
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
