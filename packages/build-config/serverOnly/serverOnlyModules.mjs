// @ts-check
// Server-only code (a page's title, description, content loader and metadata; members' prices) lives in
// modules named `*.server.ts`. Browser builds replace each with an empty CommonJS module, as React Router
// does with `.server` modules: a route module may import its server half, and in the browser every name
// it imports from there is undefined, so no content module is even named in browser code. The server
// bundles build the same sources without this plugin.
import path from "node:path";
import { rspack } from "@rspack/core";

/** A request or resolved file of a server-only module: `./plan.server`, `…/plan.server.ts`. */
export const serverOnlyModule = /\.server(\.[cm]?[jt]sx?)?$/;

export const emptyServerModule = path.join(import.meta.dirname, "emptyServerModule.cjs");

export function serverOnlyModules() {
  return new rspack.NormalModuleReplacementPlugin(serverOnlyModule, emptyServerModule);
}
