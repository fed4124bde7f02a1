// The hidden fields every lead form carries, in a module of their own: every page's start-up code reads
// the tracking field names (first touch), and importing them from the answer options would bring every
// prefecture, industry and employee range into that code too.

/** Hidden first-touch tracking fields the form kit fills from the landing URL. */
export const TRACKING_FIELD_NAMES = [
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "utm_term",
  "utm_content",
  "referrer",
  "landing_page",
] as const;

export type TrackingFieldName = (typeof TRACKING_FIELD_NAMES)[number];

/** Hidden field a human never fills; the API treats a filled one as spam. */
export const HONEYPOT_FIELD = "website";

/** Hidden field holding the time (ms since epoch) the form was rendered. */
export const STARTED_AT_FIELD = "startedAt";
