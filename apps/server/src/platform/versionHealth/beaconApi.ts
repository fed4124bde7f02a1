import { type AppName, appNames, type SiteRegistry } from "@genbagura/routing";
import {
  BEACON_EVENTS_PER_PAGE_LOAD,
  BEACON_EVENTS_PER_POST,
  BEACON_MAX_BYTES,
  type BeaconEvent,
} from "@genbagura/routing/beacon";
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { OriginPolicy } from "../http/originPolicy";
import type { VersionViews } from "./versionViews";

export interface BeaconApiOptions {
  views: VersionViews;
  registry: () => SiteRegistry | null;
  origins: OriginPolicy;
  /** Events one page load may send (BEACON_EVENTS_PER_PAGE_LOAD). */
  perPageLoad?: number;
  now?: () => number;
}

export type BeaconCheck =
  | { ok: true; page: string; events: { app: AppName; version: string; kind: BeaconEvent["kind"] }[] }
  | { ok: false; reason: string };

const pageIdPattern = /^[0-9a-f]{16}$/;
const versionPattern = /^[\w.-]{1,64}$/;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Whether `version` of `app` is one the registry knows (live, canary or still published). */
function knownVersion(registry: SiteRegistry, app: AppName, version: string): boolean {
  const channel = registry.apps[app];
  return (
    channel.live === version ||
    channel.canary?.version === version ||
    registry.published[app].some((entry) => entry.version === version)
  );
}

/**
 * Reads a beacon body as hostile input: exactly the fields of `BeaconBody`, a known app and a version the
 * registry names (so nobody grows the counts' table with made-up labels), and at most a few events.
 */
export function checkBeacon(text: string, registry: SiteRegistry | null): BeaconCheck {
  if (text.length > BEACON_MAX_BYTES) return { ok: false, reason: "body too large" };
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return { ok: false, reason: "not JSON" };
  }
  if (!isRecord(body) || Object.keys(body).length !== 2) return { ok: false, reason: "not a beacon" };
  const { page, events } = body;
  if (typeof page !== "string" || !pageIdPattern.test(page)) return { ok: false, reason: "bad page id" };
  if (!Array.isArray(events) || events.length === 0 || events.length > BEACON_EVENTS_PER_POST) {
    return { ok: false, reason: "bad events" };
  }
  if (!registry) return { ok: false, reason: "no registry" };
  const checked: Extract<BeaconCheck, { ok: true }>["events"] = [];
  for (const event of events) {
    if (!isRecord(event) || Object.keys(event).length !== 3) return { ok: false, reason: "bad event" };
    const { app, version, kind } = event;
    if (typeof app !== "string" || !(appNames as readonly string[]).includes(app)) {
      return { ok: false, reason: "unknown app" };
    }
    if (typeof version !== "string" || !versionPattern.test(version)) {
      return { ok: false, reason: "bad version" };
    }
    if (!knownVersion(registry, app as AppName, version)) return { ok: false, reason: "unknown version" };
    if (kind !== "view" && kind !== "error") return { ok: false, reason: "bad kind" };
    checked.push({ app: app as AppName, version, kind });
  }
  return { ok: true, page, events: checked };
}

/** How long a page load's event count is remembered; a tab open longer starts afresh (harmless). */
const pageLoadMemoryMs = 10 * 60_000;
/** Page loads remembered at most (per half of the memory): a flood of made-up ids is not counted. */
const maxPageLoads = 200_000;

/**
 * Events per page load: two generations of counts, the older dropped every `pageLoadMemoryMs / 2`, so
 * memory stays bounded without a timer per page.
 */
export function createPageLoadLimiter(limit: number, now: () => number = Date.now) {
  let current = new Map<string, number>();
  let previous = new Map<string, number>();
  let rotatedAt = now();
  return {
    /** How many of `count` new events of this page load may be counted. */
    take(page: string, count: number): number {
      if (now() - rotatedAt >= pageLoadMemoryMs / 2) {
        previous = current;
        current = new Map();
        rotatedAt = now();
      }
      const used = current.get(page) ?? previous.get(page) ?? 0;
      if (!current.has(page) && current.size >= maxPageLoads) return 0;
      const allowed = Math.max(0, Math.min(count, limit - used));
      current.set(page, used + allowed);
      return allowed;
    },
  };
}

/**
 * POST /api/beacon: page views and errors from the shell's sender, counted per app and version. A beacon
 * beyond its page load's limit is dropped with the same 204 as one that is counted: the sender never
 * learns anything, and never retries.
 */
export function createBeaconApi(options: BeaconApiOptions) {
  const limiter = createPageLoadLimiter(options.perPageLoad ?? BEACON_EVENTS_PER_PAGE_LOAD, options.now);
  const api = new Hono();
  const tooLarge = bodyLimit({
    maxSize: BEACON_MAX_BYTES,
    onError: (c) => c.json({ error: "送信内容が大きすぎます" }, 413),
  });
  api.post("/", tooLarge, async (c) => {
    const origin = c.req.header("origin");
    if (!origin || !options.origins(origin, c)) {
      return c.json({ error: "このサイト以外からは送信できません" }, 403);
    }
    const checked = checkBeacon(await c.req.text(), options.registry());
    if (!checked.ok) return c.json({ error: "送信内容を読み取れませんでした" }, 400);
    const allowed = limiter.take(checked.page, checked.events.length);
    for (const event of checked.events.slice(0, allowed)) {
      if (event.kind === "view") options.views.view(event.app, event.version, false);
      else options.views.erroredView(event.app, event.version);
    }
    return c.body(null, 204);
  });
  return api;
}
