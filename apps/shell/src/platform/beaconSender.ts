import { ownerInRegistry, type RemoteRegistry } from "@genbagura/routing";
import {
  BEACON_EVENTS_PER_PAGE_LOAD,
  BEACON_EVENTS_PER_POST,
  BEACON_PATH,
  type BeaconBody,
  type BeaconEvent,
} from "@genbagura/routing/beacon";
import type { createBrowserRouter } from "react-router";

export interface BeaconSenderOptions {
  /** The registry snapshot the page was rendered with: it names each app's version for this page. */
  snapshot: RemoteRegistry;
  /** Calls back with the path of each page the visitor reaches by client navigation. */
  onNavigation: (listener: (pathname: string) => void) => void;
  /**
   * The origin answered this document with its error page and counted the view (and its error) itself:
   * the sender sends nothing for it.
   */
  servedAsError: boolean;
  /** Share of page loads that send beacons (configuration), 0 to 1. */
  sampleRate?: number;
  /** How long events wait to go in one post. */
  batchMs?: number;
  send?: (body: string) => void;
  random?: () => number;
}

/** The app owning `pathname` and its version in the page's snapshot. */
export function versionOf(snapshot: RemoteRegistry, pathname: string): Pick<BeaconEvent, "app" | "version"> {
  const app = ownerInRegistry(pathname, snapshot) ?? "shell";
  const remote = snapshot.remotes.find((entry) => entry.name === app);
  return { app, version: remote ? remote.version : snapshot.shell };
}

const pageLoadId = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(8)), (byte) => byte.toString(16).padStart(2, "0")).join(
    "",
  );

/**
 * Sends page views and browser errors to the origin (ARCHITECTURE.md section 15): one `view` per page
 * (the first and each client navigation) and one `error` for a view's first error, tagged with the app
 * and version of the page's snapshot. Counts only, never a path, a message or what a visitor typed. A
 * page load sends at most BEACON_EVENTS_PER_PAGE_LOAD events; the rest are dropped here.
 */
export function startBeaconSender(options: BeaconSenderOptions): void {
  const buffer = window.__gbErrors;
  if ((options.random ?? Math.random)() >= (options.sampleRate ?? 1)) {
    if (buffer) buffer.push = () => 0;
    return;
  }
  const send = options.send ?? ((body: string) => void navigator.sendBeacon(BEACON_PATH, body));
  const page = pageLoadId();
  const queue: BeaconEvent[] = [];
  let allowance = BEACON_EVENTS_PER_PAGE_LOAD;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pathname = window.location.pathname;
  let current = { ...versionOf(options.snapshot, pathname), errored: options.servedAsError };

  function flush() {
    clearTimeout(timer);
    timer = undefined;
    while (queue.length > 0) {
      const body: BeaconBody = { page, events: queue.splice(0, BEACON_EVENTS_PER_POST) };
      send(JSON.stringify(body));
    }
  }

  function enqueue(kind: BeaconEvent["kind"]) {
    if (allowance <= 0) return;
    allowance--;
    queue.push({ app: current.app, version: current.version, kind });
    timer ??= setTimeout(flush, options.batchMs ?? 1_000);
  }

  function erroredView() {
    if (current.errored) return;
    current.errored = true;
    enqueue("error");
  }

  if (!options.servedAsError) enqueue("view");
  if (buffer && buffer.length > 0) erroredView();
  if (buffer) {
    buffer.push = () => {
      erroredView();
      return 0;
    };
  }
  options.onNavigation((next) => {
    if (next === pathname) return;
    pathname = next;
    current = { ...versionOf(options.snapshot, next), errored: false };
    enqueue("view");
  });
  // What is waiting goes before the page is left or hidden.
  addEventListener("pagehide", flush);
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "hidden") flush();
  });
}

/**
 * The sender of a hydrated page: views follow the router's completed navigations. An error page the
 * origin answered itself carries the request id (`.g-error-reference`): the origin counted that view.
 */
export function startPageBeacons(
  router: Pick<ReturnType<typeof createBrowserRouter>, "subscribe">,
  snapshot: RemoteRegistry,
  sampleRate: number | undefined,
): void {
  startBeaconSender({
    snapshot,
    servedAsError: document.querySelector(".g-error-reference") !== null,
    onNavigation: (listener) =>
      void router.subscribe((state) => {
        if (state.navigation.state === "idle") listener(state.location.pathname);
      }),
    ...(sampleRate === undefined ? {} : { sampleRate }),
  });
}
