import type { SessionProbe } from "@genbagura/routing";
import { Hono } from "hono";
import { compress } from "hono/compress";
import { monitoringConnectSources, type ServerConfig } from "./config";
import type { SiteForms } from "./marketing/forms/formTable";
import type { OutboxBacklog } from "./marketing/leads/leadStore";
import { openRedirectStore } from "./marketing/redirects/openRedirectStore";
import { createRedirectsApi } from "./marketing/redirects/redirectsApi";
import { allowedMethods } from "./platform/http/methodNotAllowed";
import { createOriginPolicy } from "./platform/http/originPolicy";
import { createPageHandler } from "./platform/http/pageHandler";
import { pathHygiene } from "./platform/http/pathHygiene";
import { securityHeaders } from "./platform/http/securityHeaders";
import { serveFile } from "./platform/http/serveFile";
import { createObservability } from "./platform/observability/observability";
import { mountBuildInfo } from "./platform/site/buildInfo";
import { siteLayout } from "./platform/site/siteLayout";
import { createSiteState } from "./platform/site/siteState";
import type { StoreDatabases } from "./platform/storage/database/storeDatabases";
import { createBeaconApi } from "./platform/versionHealth/beaconApi";
import { openVersionHealthStore } from "./platform/versionHealth/versionHealthStore";
import { createVersionViews } from "./platform/versionHealth/versionViews";

export interface AppDependencies {
  config: ServerConfig;
  /** The origin's databases (redirects and version health live there too); the caller closes them. */
  databases: StoreDatabases;
  /** Mounted under /api: forms (those the site's apps declare), leads export, postal codes, sessions. */
  apiRoutes: (api: Hono, forms: SiteForms) => void;
  sessionProbe: SessionProbe;
  /** The lead store's outbox backlog, for the metrics. */
  outboxBacklog?: () => Promise<OutboxBacklog>;
}

/** The one origin of the site: security headers, the API, static files, then pages. */
export function createApp({ config, databases, apiRoutes, sessionProbe, outboxBacklog }: AppDependencies) {
  const layout = siteLayout(config.siteDir, config.registryFile);
  const siteState = createSiteState({ layout, origin: config.siteOrigin, sessionProbe });
  const serverRedirects = openRedirectStore(databases, config.storeRetryMs);
  const app = new Hono();
  // Views and errored views per app version, for the canary analysis; mirrored into the metrics.
  let countView: (app: string, version: string, views: number, erroredViews: number) => void = () => {};
  const versionViews = createVersionViews({
    store: openVersionHealthStore(databases, config.storeRetryMs),
    onCount: (...counted) => countView(...counted),
  });
  // First, so every answer is timed, counted, logged and given its request id.
  const observability = createObservability({
    config: config.observability,
    registry: siteState.registry,
    versionViews,
    ...(outboxBacklog ? { outboxBacklog } : {}),
  });
  countView = observability.countView;
  app.use(observability.middleware);
  app.get("/metrics", observability.metrics);
  app.use(
    securityHeaders({
      inlineScripts: () => siteState.inlineScripts(),
      connectSources: monitoringConnectSources(config.clientConfig),
    }),
  );
  app.use(compress());
  app.use(pathHygiene((request, env) => app.fetch(request, env)));

  const api = new Hono();
  api.route("/redirects", createRedirectsApi(serverRedirects));
  api.route(
    "/beacon",
    createBeaconApi({
      views: versionViews,
      registry: siteState.registry,
      origins: createOriginPolicy(config.allowedOrigins),
    }),
  );
  apiRoutes(api, { forRequest: siteState.formsFor, live: siteState.liveForms });
  api.all("*", (c) => {
    const allow = allowedMethods(api, new URL(c.req.url).pathname.replace(/^\/api/, ""));
    if (allow.length > 0) {
      return c.json({ error: "この方法ではご利用いただけません" }, 405, { allow: allow.join(", ") });
    }
    return c.json({ error: "見つかりません" }, 404);
  });
  app.route("/api", api);

  // The registry and the build info the stale-build rule polls, straight from the registry.
  mountBuildInfo(app, siteState.registry);

  const pageHandler = createPageHandler({
    layout,
    siteState,
    serverRedirects,
    clientConfig: config.clientConfig,
  });
  app.on(["GET", "HEAD"], "*", async (c) => {
    const { pathname } = new URL(c.req.url);
    const isFile = /\.[a-z0-9]{1,8}$/i.test(pathname) && !pathname.endsWith("/_payload.json");
    const shellVersion = siteState.registry()?.apps.shell.live;
    if (isFile && shellVersion) {
      const file = layout.fileFor(pathname, shellVersion);
      if (file) return serveFile(c.req.raw, file, pathname);
      if (pathname.startsWith("/assets/")) {
        return c.text("Not Found", 404, { "cache-control": "no-cache" });
      }
    }
    return pageHandler(c);
  });
  app.all("*", (c) => c.text("Method Not Allowed", 405, { allow: "GET, HEAD" }));
  return {
    app,
    /** Settles once the last counts are written: close the databases after this. */
    close: async () => {
      await Promise.allSettled([serverRedirects.close(), versionViews.close()]);
    },
  };
}
