import path from "node:path";
import type { SessionProbe } from "@genbagura/routing";
import { Hono } from "hono";
import { compress } from "hono/compress";
import { monitoringConnectSources, type ServerConfig } from "./config";
import { createPageHandler } from "./http/pageHandler";
import { pathHygiene } from "./http/pathHygiene";
import { securityHeaders } from "./http/securityHeaders";
import { serveFile } from "./http/serveFile";
import { createRedirectsApi } from "./redirects/redirectsApi";
import { openServerRedirectStore } from "./redirects/serverRedirectStore";
import { siteFiles } from "./site/siteFiles";
import { createSiteState } from "./site/siteState";

export interface AppDependencies {
  config: ServerConfig;
  /** Mounted under /api: forms, leads export, postal codes, sessions. */
  apiRoutes: (api: Hono) => void;
  sessionProbe: SessionProbe;
}

/** The one origin of the site: security headers, the API, static files, then pages. */
export function createApp({ config, apiRoutes, sessionProbe }: AppDependencies) {
  const files = siteFiles(config.siteDir);
  const siteState = createSiteState({
    files,
    registryFile: config.registryFile,
    origin: config.siteOrigin,
    sessionProbe,
  });
  const serverRedirects = openServerRedirectStore(path.join(config.dataDir, "redirects.sqlite"));
  const app = new Hono();
  app.use(
    securityHeaders({
      inlineScripts: () => siteState().inlineScripts,
      connectSources: monitoringConnectSources(config.clientConfig),
    }),
  );
  app.use(compress());
  app.use(pathHygiene((request, env) => app.fetch(request, env)));

  const api = new Hono();
  api.route("/redirects", createRedirectsApi(serverRedirects));
  apiRoutes(api);
  api.all("*", (c) => c.json({ error: "見つかりません" }, 404));
  app.route("/api", api);

  // Registry and manifest files: served from the registry file the origin was configured with.
  app.get("/remotes.json", (c) => serveFile(c.req.raw, config.registryFile, "/remotes.json"));

  const pageHandler = createPageHandler({
    files,
    siteState,
    serverRedirects,
    clientConfig: config.clientConfig,
  });
  app.on(["GET", "HEAD"], "*", async (c) => {
    const { pathname } = new URL(c.req.url);
    const isFile = /\.[a-z0-9]{1,8}$/i.test(pathname) && !pathname.endsWith("/_payload.json");
    if (isFile) {
      const file = files.fileFor(pathname);
      if (file) return serveFile(c.req.raw, file, pathname);
      if (pathname.startsWith("/assets/") || pathname.startsWith("/remotes/")) {
        return c.text("Not Found", 404, { "cache-control": "no-cache" });
      }
    }
    return pageHandler(c);
  });
  app.all("*", (c) => c.text("Method Not Allowed", 405));
  return { app, close: () => serverRedirects.close() };
}
