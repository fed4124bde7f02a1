import { readFileSync } from "node:fs";
import {
  type AppName,
  appNames,
  compositionId,
  generationHeader,
  type RemoteRegistry,
  resolveRedirect,
} from "@genbagura/routing";
import type { Context } from "hono";
import type { ClientConfig } from "../../config";
import { type ServerRedirectStore, servableRedirect } from "../../marketing/redirects/serverRedirectStore";
import { currentRequest, notePage, noteRenderFailure } from "../observability/requestContext";
import { withRequestReference } from "../observability/requestReference";
import type { SiteLayout } from "../site/siteLayout";
import type { RenderSnapshot, SiteState } from "../site/siteState";
import { visitorBucket } from "./canaryBucket";
import { etagOf, isNotModified, notModified } from "./conditional";
import { notFoundDocument } from "./notFoundDocument";
import { createPageBodyCache, fastCompress, preferredEncoding } from "./pageBodyCache";
import { serveFile } from "./serveFile";

interface PageHandlerOptions {
  layout: SiteLayout;
  siteState: SiteState;
  serverRedirects: ServerRedirectStore;
  clientConfig: ClientConfig;
}

const payloadSuffix = "/_payload.json";

function redirectResponse(location: string, status: number): Response {
  return new Response(null, { status, headers: { Location: location, "Cache-Control": "no-cache" } });
}

const jsonForHtml = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c");

/**
 * Puts what belongs to this request into a page: the registry snapshot it was rendered with (the browser
 * loads remotes from it) and the run-time client settings, when there are any.
 */
export function withRequestData(html: string, snapshot: RemoteRegistry, config: ClientConfig): string {
  const blocks = [`<script type="application/json" id="__site">${jsonForHtml(snapshot)}</script>`];
  if (Object.keys(config).length > 0) {
    blocks.push(`<script type="application/json" id="__client-config">${jsonForHtml(config)}</script>`);
  }
  return html.replace("</head>", `${blocks.join("\n")}\n</head>`);
}

/** Signed-in pages and per-request pages (search) are never stored by a browser or a shared cache. */
const cacheControl = (guarded: boolean) => (guarded ? "private, no-store" : "no-cache");

function ownerIsDown(render: RenderSnapshot, apps: readonly AppName[]): boolean {
  return render.snapshot.remotes.some((remote) => remote.down && apps.includes(remote.name));
}

/** The app and version a failed render belongs to, for the one log line of a 500. */
function logRenderFailure(render: RenderSnapshot, error: unknown, pathname: string) {
  const app = (error as { app?: AppName }).app ?? "shell";
  const cause = (error as { cause?: unknown }).cause ?? error;
  const message = cause instanceof Error ? cause.message : String(cause);
  noteRenderFailure({ app, version: render.versions[app], message });
  console.error(`[render] 500 app=${app} version=${render.versions[app]} path=${pathname}: ${message}`);
}

/**
 * Every GET for a page or a page payload, in the order of the navigation pipeline: redirect table,
 * canonical slash, server-supplied redirects, then the page of the visitor's composition (prerendered
 * when the deploy wrote it, rendered otherwise).
 */
export function createPageHandler(options: PageHandlerOptions) {
  const { layout, siteState } = options;
  const pageBodies = createPageBodyCache();

  async function renderErrorPage(render: RenderSnapshot, request: Request): Promise<string> {
    const result = await render.renderer.renderDocument(new Request(new URL("/error/500", request.url)));
    return result.kind === "html" ? result.html : "<!doctype html><title>現場蔵</title>";
  }

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

    const serverRedirect = servableRedirect(options.serverRedirects, pagePath);
    if (serverRedirect && !isPayload)
      return redirectResponse(serverRedirect.location + search, serverRedirect.status);

    const registry = siteState.registry();
    if (!registry) return c.text("サイトを準備しています。しばらくしてから再読み込みしてください。", 503);
    const bucket = visitorBucket(request);
    const render = siteState.forBucket(bucket.value);
    const apps = render.renderer.pageApps(pagePath);
    const composition = compositionId(apps, render.versions);
    notePage(render, pagePath, apps, isPayload);
    const prerenderedIn = ownerIsDown(render, apps) ? null : composition;
    const stamp = (response: Response) => {
      response.headers.set(generationHeader, String(registry.generation));
      if (bucket.setCookie) response.headers.append("set-cookie", bucket.setCookie);
      return response;
    };

    if (isPayload) {
      // A tab on another generation asks for another composition: it must load the page afresh. Not
      // an error for the browser (no console noise): the answer says so, and names the generation.
      const asked = url.searchParams.get("c");
      if (asked !== null && asked !== composition) {
        return stamp(c.json({ reload: true }, 200, { "cache-control": "no-cache" }));
      }
      const payloadFile = prerenderedIn ? layout.pageFile(prerenderedIn, pagePath, "_payload.json") : null;
      if (payloadFile) return stamp(serveFile(request, payloadFile, pathname));
      const pageUrl = new URL(pagePath, url);
      const result = await render.renderer.renderPayload(new Request(pageUrl, { headers: request.headers }));
      if (result.kind === "redirect") return redirectResponse(result.location, result.status);
      const headers = new Headers({
        "content-type": "application/json; charset=utf-8",
        "cache-control": cacheControl(result.guarded),
      });
      if (result.status === 200 && !result.guarded) {
        headers.set("etag", etagOf(result.json));
        if (isNotModified(request, headers.get("etag")!)) return stamp(notModified(headers));
      }
      return stamp(new Response(result.json, { status: result.status, headers }));
    }

    const htmlResponse = (html: string, status: number, guarded = false) => {
      const withData = withRequestData(html, render.snapshot, options.clientConfig);
      // A visitor who reports an error page quotes this id, which names the request in the log.
      const requestId = status >= 500 ? currentRequest()?.id : undefined;
      const body = requestId ? withRequestReference(withData, requestId) : withData;
      const headers = new Headers({
        "content-type": "text/html; charset=utf-8",
        "cache-control": cacheControl(guarded),
      });
      if (status === 200 && !guarded) {
        headers.set("etag", etagOf(body));
        if (isNotModified(request, headers.get("etag")!)) return stamp(notModified(headers));
      }
      if (status === 503) headers.set("retry-after", "60");
      return stamp(new Response(request.method === "HEAD" ? null : body, { status, headers }));
    };

    const prerendered = prerenderedIn ? layout.pageFile(prerenderedIn, pagePath, "index.html") : null;
    const encoding = preferredEncoding(request.headers.get("accept-encoding"));
    if (prerendered && !encoding) return htmlResponse(readFileSync(prerendered, "utf8"), 200);
    if (prerendered && encoding) {
      const key = `${prerendered}\0${registry.generation}\0${appNames.map((app) => render.versions[app]).join()}`;
      const page = pageBodies.body(key, () =>
        withRequestData(readFileSync(prerendered, "utf8"), render.snapshot, options.clientConfig),
      );
      const headers = new Headers({
        "content-type": "text/html; charset=utf-8",
        "cache-control": cacheControl(false),
        etag: page.etag,
        vary: "Accept-Encoding",
        "content-encoding": encoding,
      });
      if (isNotModified(request, page.etag)) return stamp(notModified(headers));
      return stamp(new Response(request.method === "HEAD" ? null : page[encoding], { status: 200, headers }));
    }
    if (prerenderedIn && !render.renderer.isRegistered(pagePath)) {
      // Made-up URLs arrive in floods: the cheapest answer that is still the real 404 page.
      const body = withRequestData(
        await notFoundDocument(render.renderer, url.origin, pagePath),
        render.snapshot,
        options.clientConfig,
      );
      const headers = new Headers({
        "content-type": "text/html; charset=utf-8",
        "cache-control": "no-cache",
      });
      const compressed = fastCompress(body, request.headers.get("accept-encoding"), headers);
      return stamp(new Response(request.method === "HEAD" ? null : compressed, { status: 404, headers }));
    }
    try {
      const started = performance.now();
      const result = await render.renderer.renderDocument(request);
      if (result.kind === "redirect") return redirectResponse(result.location, result.status);
      const response = htmlResponse(result.html, result.status, result.guarded || result.perRequest === true);
      // A page rendered per request (search) says how long it took: `npm run bench:search` reads it.
      if (result.perRequest) {
        response.headers.set("server-timing", `render;dur=${(performance.now() - started).toFixed(1)}`);
      }
      return response;
    } catch (error) {
      logRenderFailure(render, error, pathname);
      return htmlResponse(await renderErrorPage(render, request), 500);
    }
  };
}
