import { readFileSync } from "node:fs";
import { ownerInRegistry, resolveRedirect } from "@genbagura/routing";
import type { Context } from "hono";
import type { ClientConfig } from "../config";
import type { ServerRedirectStore } from "../redirects/serverRedirectStore";
import type { SiteFiles } from "../site/siteFiles";
import type { SiteState } from "../site/siteState";
import { serveFile } from "./serveFile";

interface PageHandlerOptions {
  files: SiteFiles;
  siteState: () => SiteState;
  serverRedirects: ServerRedirectStore;
  clientConfig: ClientConfig;
}

const payloadSuffix = "/_payload.json";

function redirectResponse(location: string, status: number): Response {
  return new Response(null, { status, headers: { Location: location, "Cache-Control": "no-cache" } });
}

/** Puts the run-time client settings into a page, when there are any (prerendered pages are generic). */
export function withClientConfig(html: string, config: ClientConfig): string {
  if (Object.keys(config).length === 0) return html;
  const json = JSON.stringify(config).replace(/</g, "\\u003c");
  return html.replace(
    "</head>",
    `<script type="application/json" id="__client-config">${json}</script>\n</head>`,
  );
}

/** Signed-in pages are per visitor: never stored by a browser or a shared cache. */
const cacheControl = (guarded: boolean) => (guarded ? "private, no-store" : "no-cache");

function htmlResponse(html: string, status: number, method: string, guarded = false): Response {
  return new Response(method === "HEAD" ? null : html, {
    status,
    headers: { "content-type": "text/html; charset=utf-8", "cache-control": cacheControl(guarded) },
  });
}

function ownerIsDown(state: SiteState, pathname: string): boolean {
  const owner = ownerInRegistry(pathname, state.registry);
  return owner !== undefined && owner !== "shell" && state.unavailable.has(owner);
}

/**
 * Every GET for a page or a page payload, in the order of the navigation pipeline:
 * redirect table, canonical slash, server-supplied redirects, then the prerendered file or a server render.
 */
export function createPageHandler(options: PageHandlerOptions) {
  return async (c: Context): Promise<Response> => {
    const request = c.req.raw;
    const url = new URL(request.url);
    const { pathname, search } = url;

    const tableRedirect = resolveRedirect(pathname, search);
    if (tableRedirect) return redirectResponse(tableRedirect.location, tableRedirect.status);

    if (pathname.length > 1 && pathname.endsWith("/")) {
      return redirectResponse(pathname.replace(/\/+$/, "") + search, 301);
    }

    const isPayload = pathname.endsWith(payloadSuffix);
    const pagePath = isPayload ? pathname.slice(0, -payloadSuffix.length) || "/" : pathname;

    const serverRedirect = options.serverRedirects.lookup(pagePath);
    if (serverRedirect && !isPayload)
      return redirectResponse(serverRedirect.location + search, serverRedirect.status);

    const state = options.siteState();
    const prerendered = ownerIsDown(state, pagePath) ? null : options.files.prerenderedPage(pagePath);
    if (isPayload) {
      const payloadFile = prerendered ? options.files.fileFor(pathname) : null;
      if (payloadFile) return serveFile(request, payloadFile, pathname);
      const pageRequest = new Request(new URL(pagePath + search, url), { headers: request.headers });
      const result = await state.renderer.renderPayload(pageRequest);
      if (result.kind === "redirect") return redirectResponse(result.location, result.status);
      return new Response(result.json, {
        status: result.status,
        headers: {
          "content-type": "application/json; charset=utf-8",
          "cache-control": cacheControl(result.guarded),
        },
      });
    }
    if (prerendered && Object.keys(options.clientConfig).length === 0) {
      return serveFile(request, prerendered, `${pathname}/index.html`);
    }
    if (prerendered) {
      return htmlResponse(
        withClientConfig(readFileSync(prerendered, "utf8"), options.clientConfig),
        200,
        request.method,
      );
    }

    const result = await state.renderer.renderDocument(request);
    if (result.kind === "redirect") return redirectResponse(result.location, result.status);
    return htmlResponse(
      withClientConfig(result.html, options.clientConfig),
      result.status,
      request.method,
      result.guarded,
    );
  };
}
