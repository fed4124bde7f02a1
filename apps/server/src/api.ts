import type { SessionProbe } from "@genbagura/routing";
import type { Hono } from "hono";
import type { ServerConfig } from "./config";
import { createFormsApi } from "./forms/formsApi";
import { createLeadsExportApi } from "./leads/leadsExportApi";
import { startOutboxWorker } from "./leads/outboxWorker";
import { createPostalApi } from "./postal/postalApi";
import { SqliteLeadStore } from "./store/sqliteLeadStore";

/** Everything under /api, wired to its stores. */
export function mountApi(config: ServerConfig) {
  const leadStore = SqliteLeadStore.open({ dataDir: config.dataDir });
  // Leads go on to the CRM through the outbox; without a webhook they simply stay stored.
  const outbox = config.leadsWebhookUrl
    ? startOutboxWorker({ store: leadStore, webhookUrl: config.leadsWebhookUrl })
    : undefined;
  // Licence and premium sessions arrive with their own issue; until then no request carries one.
  const sessionProbe: SessionProbe = async () => false;
  return {
    routes(api: Hono) {
      api.route(
        "/forms",
        createFormsApi({
          store: leadStore,
          allowedOrigin: config.formOrigin,
          ...(config.ipHashSecret ? { ipHashSecret: config.ipHashSecret } : {}),
        }),
      );
      api.route("/leads.csv", createLeadsExportApi({ store: leadStore, token: config.leadsExportToken }));
      api.route("/postal", createPostalApi());
    },
    sessionProbe,
    close() {
      outbox?.stop();
      void leadStore.close();
    },
  };
}
