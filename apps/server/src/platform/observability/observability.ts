import { performance } from "node:perf_hooks";
import type { Context, MiddlewareHandler } from "hono";
import { clientAddress } from "../../marketing/forms/clientAddress";
import type { VersionViews } from "../versionHealth/versionViews";
import { createJsonLog, type LogWriter } from "./jsonLog";
import { mayReadMetrics } from "./metricsAccess";
import type { ObservabilityConfig } from "./observabilityConfig";
import { currentRequest, type RequestRecord, runWithRequest } from "./requestContext";
import { requestIdFor, requestIdHeader } from "./requestId";
import { assetVersion, formLabel, routeKindOf } from "./routeKind";
import { createSiteMetrics, type SiteMetricSources } from "./siteMetrics";

export interface ObservabilityOptions extends SiteMetricSources {
  config: ObservabilityConfig;
  /** Where the JSON lines go (stdout by default). */
  write?: LogWriter;
  /** Where page views answered with a server error are counted for the canary analysis. */
  versionViews?: VersionViews;
}

/** Paths are logged without their query string (it can hold an e-mail address) and cut short. */
const loggedPath = (path: string) => (path.length > 200 ? `${path.slice(0, 200)}…` : path);

function levelOf(status: number) {
  return status >= 500 ? "error" : status >= 400 ? "warn" : "info";
}

/** Adds a header to the answer, copying it first when its headers are immutable (a fetched response). */
function setResponseHeader(c: Context, name: string, value: string) {
  try {
    c.res.headers.set(name, value);
  } catch {
    const copy = new Response(c.res.body, c.res);
    copy.headers.set(name, value);
    // Hono merges the old answer's headers into a new one; it has them all already.
    c.res = undefined;
    c.res = copy;
  }
}

/**
 * Metrics, request ids and the access log of the origin (ARCHITECTURE.md section 15). `middleware` goes
 * first in the app, so it times and counts every answer; `metrics` answers GET /metrics.
 */
export function createObservability(options: ObservabilityOptions) {
  const metrics = createSiteMetrics(options);
  const log = createJsonLog(options.write);
  const { config } = options;

  function record(c: Context, request: RequestRecord, seconds: number) {
    const path = new URL(c.req.url).pathname;
    const status = c.res.status;
    const kind = request.page?.kind ?? routeKindOf(path, status);
    const owner = request.page ?? (kind === "asset" ? assetVersion(path) : undefined);
    const app = owner?.app ?? "origin";
    const version = owner?.version ?? "";
    metrics.requests.inc({ app, version, kind, status: String(status) });
    metrics.duration.observe({ app, version, kind }, seconds);
    const failure = request.renderFailure;
    if (failure) metrics.renderErrors.inc({ app: failure.app, version: failure.version });
    if (status === 503) {
      for (const down of request.page?.downApps ?? []) metrics.remoteDown.inc({ app: down });
    }
    if (request.page && c.req.method === "GET") countServerError(request, status);
    if (kind === "form" && c.req.method === "POST") {
      metrics.leadSubmissions.inc({ form: formLabel(path, status), status: String(status) });
    }
    if (config.accessLog || status >= 500) {
      log(levelOf(status), "request", {
        requestId: request.id,
        method: c.req.method,
        path: loggedPath(path),
        status,
        durationMs: Math.round(seconds * 10_000) / 10,
        kind,
        app,
        version,
        ...(failure ? { error: failure.message.slice(0, 300) } : {}),
      });
    }
  }

  /**
   * A page or payload answered with a server error is an errored view of the version that failed: the
   * render's app when a render threw, otherwise the page's owner. A 503 counts only when the page's own
   * app is down; another app being down, or storage, is not this version's fault (section 15). An error
   * page is counted here as a view too (its sender sends no view for it); a payload only adds the error to
   * the view the browser counts for the navigation.
   */
  function countServerError(request: RequestRecord, status: number) {
    const page = request.page;
    const views = options.versionViews;
    if (!page || !views) return;
    const failed =
      request.renderFailure !== undefined ||
      (status >= 500 && status !== 503) ||
      (status === 503 && page.downApps.includes(page.app));
    if (!failed) return;
    const { app, version } = request.renderFailure ?? page;
    if (page.kind === "page") views.view(app, version, true);
    else views.erroredView(app, version);
  }

  const middleware: MiddlewareHandler = async (c, next) => {
    // A request the app dispatches to itself again (path hygiene) is the outer one's: counted once.
    if (currentRequest()) return next();
    const started = performance.now();
    const request: RequestRecord = { id: requestIdFor(c.req.header(requestIdHeader)) };
    await runWithRequest(request, next);
    setResponseHeader(c, requestIdHeader, request.id);
    record(c, request, (performance.now() - started) / 1000);
  };

  const metricsHandler = async (c: Context): Promise<Response> => {
    const allowed = mayReadMetrics(
      { allow: config.metricsAllow, token: config.metricsToken },
      { peer: clientAddress(c), headers: c.req.raw.headers },
    );
    if (!allowed) return c.text("Not Found", 404, { "cache-control": "no-cache" });
    return c.body(await metrics.registry.metrics(), 200, {
      "content-type": metrics.registry.contentType,
      "cache-control": "no-store",
    });
  };

  /** Mirrors the counts of the canary analysis into the Prometheus series. */
  function countView(app: string, version: string, views: number, erroredViews: number) {
    if (views > 0) metrics.pageViews.inc({ app, version }, views);
    if (erroredViews > 0) metrics.erroredPageViews.inc({ app, version }, erroredViews);
  }

  return { middleware, metrics: metricsHandler, countView };
}
