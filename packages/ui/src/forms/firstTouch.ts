import { TRACKING_FIELD_NAMES, type TrackingFieldName } from "@genbagura/forms/hiddenFields";

// First-touch attribution: the campaign parameters and referrer of the visit's landing page, kept for the
// browser tab's session so a lead sent three pages later still credits the ad that brought the visitor.

export type TrackingValues = Record<TrackingFieldName, string>;

export const FIRST_TOUCH_STORAGE_KEY = "genbagura:first-touch";

const MAX_VALUE_LENGTH = 500;

/** Tracking values of a landing URL (absolute) and the referrer the browser reported for it. */
export function trackingValuesOf(landingUrl: string, referrer: string): TrackingValues {
  const url = new URL(landingUrl);
  const values = {} as TrackingValues;
  for (const name of TRACKING_FIELD_NAMES) {
    values[name] = (url.searchParams.get(name) ?? "").slice(0, MAX_VALUE_LENGTH);
  }
  values.referrer = referrer.slice(0, MAX_VALUE_LENGTH);
  values.landing_page = `${url.pathname}${url.search}`.slice(0, MAX_VALUE_LENGTH);
  return values;
}

function isTrackingValues(value: unknown): value is TrackingValues {
  if (typeof value !== "object" || value === null) return false;
  return TRACKING_FIELD_NAMES.every((name) => typeof Reflect.get(value, name) === "string");
}

/** Storage can be missing or refuse access (private modes, blocked cookies); attribution then lasts one page. */
function readStored(storage: Storage | undefined): TrackingValues | undefined {
  try {
    const stored = storage?.getItem(FIRST_TOUCH_STORAGE_KEY);
    const parsed: unknown = stored ? JSON.parse(stored) : undefined;
    return isTrackingValues(parsed) ? parsed : undefined;
  } catch {
    return undefined;
  }
}

/** Returns the session's first touch, recording this landing as the first one when there is none yet. */
export function captureFirstTouch(
  storage: Storage | undefined,
  landingUrl: string,
  referrer: string,
): TrackingValues {
  const stored = readStored(storage);
  if (stored) return stored;
  const values = trackingValuesOf(landingUrl, referrer);
  try {
    storage?.setItem(FIRST_TOUCH_STORAGE_KEY, JSON.stringify(values));
  } catch {
    // Storage full or refused: the values still travel with this page's submission.
  }
  return values;
}

/**
 * The URL this document was loaded with. After client navigations `location` shows the current page,
 * while the navigation entry still names the page the visitor landed on (with its utm parameters).
 */
function documentLandingUrl(): string {
  const [entry] = performance.getEntriesByType("navigation");
  return entry?.name || window.location.href;
}

function sessionStorageOrUndefined(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

/**
 * Records the first touch of this tab's session in the browser. The form kit calls it when a form
 * mounts; the shell may call it once after hydration so landings on pages without a form count too.
 */
export function captureBrowserFirstTouch(): TrackingValues {
  return captureFirstTouch(sessionStorageOrUndefined(), documentLandingUrl(), document.referrer);
}
