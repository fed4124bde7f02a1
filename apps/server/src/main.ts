import { serve } from "@hono/node-server";
import { mountApi } from "./api";
import { createApp } from "./app";
import { readConfig } from "./config";
import { openStoreDatabases } from "./platform/storage/database/storeDatabases";
import { prepareDataDirectory } from "./platform/storage/dataDirectory";

const config = readConfig();
prepareDataDirectory(config);

// The origin's one handle on storage: one PostgreSQL pool, or the SQLite files on their threads.
const databases = openStoreDatabases(config);
const api = mountApi(config, databases);
// The demo accounts are in place before the first sign-in can arrive (when the store can be opened at all:
// otherwise this settles at once and the store is opened by the first request that finds it usable).
await api.ready;
const { app, close } = createApp({
  config,
  databases,
  apiRoutes: api.routes,
  sessionProbe: api.sessionProbe,
  outboxBacklog: api.outboxBacklog,
});

/**
 * Node answers 431 past 16 KB of request line and headers: a 2,000-character Japanese search query is
 * about 18 KB once percent-encoded, and it must get the page that says it was cut, not an error.
 * The generated nginx config allows the same (`large_client_header_buffers`).
 */
const maxRequestHeadBytes = 32 * 1024;

const server = serve(
  {
    fetch: app.fetch,
    port: config.port,
    hostname: config.host,
    serverOptions: { maxHeaderSize: maxRequestHeadBytes },
  },
  (info) => {
    console.log(`現場蔵 site listening on http://localhost:${info.port}`);
  },
);

function shutdown(signal: string) {
  console.log(`${signal}: closing`);
  if ("closeIdleConnections" in server) server.closeIdleConnections();
  server.close(() => {
    api.close();
    void close()
      .then(() => databases.close())
      .finally(() => process.exit(0));
  });
  setTimeout(() => process.exit(0), 3000).unref();
}
process.on("SIGINT", () => shutdown("SIGINT"));
process.on("SIGTERM", () => shutdown("SIGTERM"));
