// The page-view and error beacon between the shell's sender and the origin (ARCHITECTURE.md section 15).
// Counts only: no path, no query string, no message, nothing a visitor typed.

export const BEACON_PATH = "/api/beacon";

/** `view`: a page view began; `error`: the current view had its first error (sent at most once per view). */
export type BeaconEventKind = "view" | "error";

export interface BeaconEvent {
  /** The app owning the viewed page, and its version in the page's registry snapshot. */
  app: string;
  version: string;
  kind: BeaconEventKind;
}

export interface BeaconBody {
  /** A random id of the page load (16 hex digits): the origin limits events per page load by it. */
  page: string;
  events: BeaconEvent[];
}

/** Events a page load may send; the sender stops there and the origin drops the rest without an error. */
export const BEACON_EVENTS_PER_PAGE_LOAD = 20;
/** Events in one post. */
export const BEACON_EVENTS_PER_POST = 10;
/** Bytes of one post's body. */
export const BEACON_MAX_BYTES = 2_048;
