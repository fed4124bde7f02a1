import type { SiteRegistry } from "@genbagura/routing";
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";
import type { OutboxBacklog } from "../../marketing/leads/leadStore";

export interface SiteMetricSources {
  registry: () => SiteRegistry | null;
  /** Absent when the origin has no lead store (some tests). */
  outboxBacklog?: () => Promise<OutboxBacklog>;
}

/** Node's own series (memory, CPU, event loop): one set per process, however many apps it runs (tests). */
let processRegistry: Registry | undefined;
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

/** A scrape never waits long for storage: a store that does not answer leaves the backlog out. */
const backlogTimeoutMs = 2000;

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
    work.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/**
 * The origin's Prometheus series (ARCHITECTURE.md section 15), in a registry of its own per app instance.
 * Request series carry the app and version that answered, so a canary is compared with its live version.
 */
export function createSiteMetrics(sources: SiteMetricSources) {
  const registry = new Registry();
  const registers = [registry];
  const counter = <Label extends string>(name: string, help: string, labelNames: readonly Label[]) =>
    new Counter({ name, help, labelNames, registers });

  const requests = counter(
    "genbagura_http_requests_total",
    "Requests answered, by the app and version that answered, route kind and status",
    ["app", "version", "kind", "status"],
  );
  const duration = new Histogram({
    name: "genbagura_http_request_duration_seconds",
    help: "Time to the response's headers, by app, version and route kind",
    labelNames: ["app", "version", "kind"] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers,
  });
  const renderErrors = counter(
    "genbagura_render_errors_total",
    "Server renders that threw (answered 500 with the error page), by app and version",
    ["app", "version"],
  );
  const remoteDown = counter(
    "genbagura_remote_down_responses_total",
    "Pages answered 503 because an app of their composition was down, by the app that was down",
    ["app"],
  );
  const leadSubmissions = counter(
    "genbagura_lead_submissions_total",
    "Posts to the forms API, by form and status (201 accepted, 422 invalid, 429 limited, 503 store down)",
    ["form", "status"],
  );
  const pageViews = counter(
    "genbagura_page_views_total",
    "Page views by the app owning the page and its version (browser beacons and server error pages)",
    ["app", "version"],
  );
  const erroredPageViews = counter(
    "genbagura_errored_page_views_total",
    "Page views with at least one error (server 5xx or render error, or a browser error), by app and version",
    ["app", "version"],
  );
  new Gauge({
    name: "genbagura_outbox_backlog",
    help: "Leads not yet in the CRM: pending (waiting for a delivery attempt) or dead (given up on)",
    labelNames: ["state"] as const,
    registers,
    async collect() {
      this.reset();
      if (!sources.outboxBacklog) return;
      try {
        const backlog = await withTimeout(sources.outboxBacklog(), backlogTimeoutMs);
        this.set({ state: "pending" }, backlog.pending);
        this.set({ state: "dead" }, backlog.dead);
      } catch (error) {
        console.error(`metrics: outbox backlog unavailable: ${(error as Error).message}`);
      }
    },
  });
  new Gauge({
    name: "genbagura_registry_generation",
    help: "Generation of the site registry this origin serves",
    registers,
    collect() {
      const current = sources.registry();
      if (current) this.set(current.generation);
      else this.reset();
    },
  });
  new Gauge({
    name: "genbagura_app_version_share_percent",
    help: "Share of visitors each served version of an app gets (role live or canary), from the registry",
    labelNames: ["app", "version", "role"] as const,
    registers,
    collect() {
      this.reset();
      const current = sources.registry();
      if (!current) return;
      for (const [app, entry] of Object.entries(current.apps)) {
        const canary = entry.canary?.percent ?? 0;
        this.set({ app, version: entry.live, role: "live" }, 100 - canary);
        if (entry.canary) this.set({ app, version: entry.canary.version, role: "canary" }, canary);
      }
    },
  });

  /** What a scrape reads: this app's series and the process's. */
  const scraped = Registry.merge([processMetrics(), registry]);
  return {
    registry: scraped,
    requests,
    duration,
    renderErrors,
    remoteDown,
    leadSubmissions,
    pageViews,
    erroredPageViews,
  };
}

export type SiteMetrics = ReturnType<typeof createSiteMetrics>;
