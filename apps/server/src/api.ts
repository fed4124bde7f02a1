import type { SessionProbe } from "@genbagura/routing";
import type { Hono } from "hono";
import type { ServerConfig } from "./config";
import { createFormsApi } from "./forms/formsApi";
import { SqliteLeadStore } from "./store/sqliteLeadStore";

/** Everything under /api, wired to its stores. */
export function mountApi(config: ServerConfig) {
  const leadStore = SqliteLeadStore.open({ dataDir: config.dataDir });
  const formOrigin = process.env.FORM_ORIGIN ?? `http://localhost:${config.port}`;
  // Licence and premium sessions arrive with their own issue; until then no request carries one.
  const sessionProbe: SessionProbe = async () => false;
  return {
    routes(api: Hono) {
      api.route("/forms", createFormsApi({ store: leadStore, allowedOrigin: formOrigin }));
    },
    sessionProbe,
    close() {
      leadStore.close();
    },
  };
}
