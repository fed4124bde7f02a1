import { FORMS_API_PATH } from "@genbagura/forms";
import { Hono } from "hono";
import type { ServerConfig } from "./config";
import { mountIdentityApi } from "./identity/sessions/mountIdentityApi";
import { createClientAddressOf } from "./marketing/forms/clientAddress";
import { createFormsApi } from "./marketing/forms/formsApi";
import { emptyFormTable, type SiteForms } from "./marketing/forms/formTable";
import { createPostgresRateLimiter } from "./marketing/forms/postgresRateLimiter";
import { createLeadsExportApi } from "./marketing/leads/leadsExportApi";
import { openLeadStoreWhenAvailable } from "./marketing/leads/openLeadStore";
import { startOutboxWorker } from "./marketing/leads/outboxWorker";
import { createPostalApi } from "./marketing/postal/postalApi";
import { createOriginPolicy } from "./platform/http/originPolicy";
import type { StoreDatabases } from "./platform/storage/database/storeDatabases";

/**
 * Everything under /api, wired to its stores over the origin's databases (one PostgreSQL pool, or the
 * SQLite files on their threads), which the caller owns and closes after this.
 */
export function mountApi(config: ServerConfig, databases: StoreDatabases) {
  const leadStore = openLeadStoreWhenAvailable(databases, config.storeRetryMs);
  // The site's forms, known once `routes` is given them (the origin learns them from the apps' bundles).
  let siteForms: SiteForms = { forRequest: () => emptyFormTable, live: () => emptyFormTable };
  const liveForm = (formId: string) => siteForms.live().get(formId)?.definition;
  // Leads go on to the CRM through the outbox; without a webhook they simply stay stored.
  const outbox = config.leadsWebhookUrl
    ? startOutboxWorker({ store: leadStore, webhookUrl: config.leadsWebhookUrl, formOf: liveForm })
    : undefined;
  // Licence and premium sign-in; the same sessions answer the shell's guards.
  // One rule for every browser post: the configured origins, plus loopback origins on a loopback socket.
  const origins = createOriginPolicy(config.allowedOrigins);
  const clientAddressOf = createClientAddressOf(config.trustedProxies);
  const identityRoutes = new Hono();
  const identity = mountIdentityApi(identityRoutes, {
    databases,
    loginLimits: config.loginLimits,
    passwordHashing: config.passwordHashing,
    storeRetryMs: config.storeRetryMs,
    origins,
    clientAddressOf,
    secureCookies: config.siteOrigin.startsWith("https:"),
  });
  const formRateLimit = { limit: config.formRateLimit, windowMs: 60_000 };
  const sharedLimiter =
    databases.dialect === "postgres" ? createPostgresRateLimiter(databases, formRateLimit) : undefined;
  return {
    /** `api` is mounted at /api. */
    routes(api: Hono, forms: SiteForms) {
      siteForms = forms;
      api.route(
        FORMS_API_PATH.replace(/^\/api/u, ""),
        createFormsApi({
          store: leadStore,
          forms: forms.forRequest,
          origins,
          clientAddressOf,
          rateLimit: formRateLimit,
          ...(sharedLimiter ? { limiter: sharedLimiter } : {}),
          ...(config.ipHashSecret ? { ipHashSecret: config.ipHashSecret } : {}),
        }),
      );
      api.route(
        "/leads.csv",
        createLeadsExportApi({ store: leadStore, token: config.leadsExportToken, forms: forms.live }),
      );
      api.route("/postal", createPostalApi());
      api.route("/", identityRoutes);
    },
    sessionProbe: identity.sessionProbe,
    outboxBacklog: () => leadStore.outboxBacklog(),
    /** Settles when the demo sign-in data is in place. */
    ready: identity.ready,
    close() {
      outbox?.stop();
      void leadStore
        .close()
        .catch((error: unknown) => console.error("[storage] closing the lead store failed:", error));
      void identity.close();
    },
  };
}
