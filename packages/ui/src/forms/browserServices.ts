import { createHttpClient, type HttpClient } from "@genbagura/http-client";
import { createPostalLookup, type PostalLookup } from "./postalLookup";

// The form kit's connections to the site's own origin, made in the browser only (never during SSR).

/** Absolute URLs against the page's origin, so the same code runs under any host the site is served from. */
export function browserHttpClient(): HttpClient {
  return createHttpClient({ baseUrl: window.location.origin });
}

const postalLookups = new Map<string, PostalLookup>();

/** One lookup (and chunk cache) per origin for the page's lifetime. */
export function browserPostalLookup(): PostalLookup {
  const origin = window.location.origin;
  let lookup = postalLookups.get(origin);
  if (!lookup) {
    lookup = createPostalLookup(browserHttpClient());
    postalLookups.set(origin, lookup);
  }
  return lookup;
}
