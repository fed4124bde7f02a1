import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { appNames, perApp, type SiteRegistry } from "@genbagura/routing";
import { serve } from "@hono/node-server";
import { mountApi } from "../api";
import { createApp } from "../app";
import { readConfig } from "../config";
import { openStoreDatabases } from "../platform/storage/database/storeDatabases";
import { prepareDataDirectory } from "../platform/storage/dataDirectory";

/**
 * A stand-in for the shell's server bundle: the real one needs a production build, which unit tests run
 * before. It answers like the shell where routing safety is concerned: a canonical link built from the
 * request path, 404 for unknown paths, the licence guard's redirect to `/login?next=<path>`, and one form.
 */
const stubRenderer = `
const pages = new Set(["/", "/cloud", "/contact", "/login", "/evil.example"]);
exports.platformScript = "document.body.classList.add('js')";
// The shell's bundle declares forms like any app's; the origin validates them with its own schemas here.
exports.forms = {
  contact: { id: "contact", kind: "contact", schema: "contact", label: "お問い合わせ", pagePath: "/contact", thanksPath: "/contact/thanks" },
};
exports.createRenderer = (options) => ({
  registrations: [],
  ownerOf: () => "shell",
  pageApps: () => ["shell"],
  isRegistered: (pathname) => pages.has(pathname),
  async renderDocument(request) {
    const { pathname, search } = new URL(request.url);
    if (pathname.startsWith("/license-deregister/license")) {
      return { kind: "redirect", status: 302, location: "/login?next=" + encodeURIComponent(pathname + search) };
    }
    const found = pages.has(pathname);
    const html = '<html><head><link rel="canonical" href="' + options.origin + pathname + '"></head><body>' +
      (found ? "page " : "Page not found: ") + pathname + "</body></html>";
    return { kind: "html", status: found ? 200 : 404, html, noindex: !found, guarded: false, title: "", description: "" };
  },
  async renderPayload(request) {
    const { pathname } = new URL(request.url);
    return { kind: "json", status: pages.has(pathname) ? 200 : 404, json: JSON.stringify({ pathname }), guarded: false };
  },
});
`;

export interface OriginTestBed {
  app: ReturnType<typeof createApp>["app"];
  /** DATA_DIR: created for SQLite; with DATABASE_URL the origin must leave it absent. */
  dataDir: string;
  /** SITE_DIR, whose registry a test may switch as a deploy does. */
  siteDir: string;
  /** Set only by `listen()`: the origin on a real loopback port. */
  origin: string;
  listen(): Promise<string>;
  dispose(): Promise<void>;
}

/**
 * The real origin (`createApp` with the real API) over a temporary site and data folder; `renderer` is
 * the source of the shell's server bundle (the stub above unless a test needs pages that fail).
 */
export function openOriginTestBed(env: NodeJS.ProcessEnv = {}, renderer = stubRenderer): OriginTestBed {
  const root = mkdtempSync(path.join(tmpdir(), "origin-"));
  const siteDir = path.join(root, "site");
  // The site layout of ARCHITECTURE.md section 10, with the stub as the one published shell version;
  // the remotes' versions are in the store without files, so their paths answer like remotes that are down
  // (a registry naming a version with no folder in the store at all is refused).
  const version = "0000000000";
  for (const app of appNames) mkdirSync(path.join(siteDir, `store/${app}/${version}`), { recursive: true });
  mkdirSync(path.join(siteDir, `store/shell/${version}/server`), { recursive: true });
  mkdirSync(path.join(siteDir, "public"), { recursive: true });
  writeFileSync(path.join(siteDir, `store/shell/${version}/server/render.cjs`), renderer);
  const apps = perApp(() => ({ live: version, previous: [] }));
  const registry: SiteRegistry = {
    generation: 1,
    updatedAt: new Date().toISOString(),
    apps,
    published: perApp(() => []),
    history: [],
  };
  writeFileSync(path.join(siteDir, "registry.json"), JSON.stringify(registry));
  // No line per request in test output unless a test asks for it (ACCESS_LOG=on).
  const config = readConfig({
    SITE_DIR: siteDir,
    DATA_DIR: path.join(root, "data"),
    ACCESS_LOG: "off",
    ...env,
  });
  prepareDataDirectory(config);
  const databases = openStoreDatabases(config);
  const api = mountApi(config, databases);
  const { app, close } = createApp({
    config,
    databases,
    apiRoutes: api.routes,
    sessionProbe: api.sessionProbe,
    outboxBacklog: api.outboxBacklog,
  });
  let stopServer: (() => Promise<void>) | undefined;
  const bed: OriginTestBed = {
    app,
    dataDir: config.dataDir,
    siteDir,
    origin: "",
    async listen() {
      await api.ready;
      const server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" });
      await new Promise<void>((resolve) => server.once("listening", () => resolve()));
      bed.origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      stopServer = () => new Promise<void>((resolve) => server.close(() => resolve()));
      return bed.origin;
    },
    async dispose() {
      await stopServer?.();
      api.close();
      await close();
      await databases.close();
      rmSync(root, { recursive: true, force: true });
    },
  };
  return bed;
}
