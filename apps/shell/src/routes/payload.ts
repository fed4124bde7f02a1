import type { LoadResult, PagePayload, RouteRegistration } from "@genbagura/routing";

/** The payload of a page: what the server renders with and `_payload.json` holds. */
export function buildPayload(
  registration: RouteRegistration,
  result: LoadResult<unknown> | undefined,
): PagePayload {
  return {
    meta: {
      ...result?.meta,
      title: result?.meta?.title ?? registration.title,
      description: result?.meta?.description ?? registration.description,
      // The browser's registrations may lack what breadcrumbs were built from (titles stay on the
      // server): the payload carries the trail, so server and browser render the same one.
      ...(registration.breadcrumbs || result?.meta?.breadcrumbs
        ? { breadcrumbs: result?.meta?.breadcrumbs ?? registration.breadcrumbs }
        : {}),
    },
    data: result?.data ?? null,
  };
}

/**
 * Where a page's payload lives, naming the composition it must come from:
 * `/cloud/plan` -> `/cloud/plan/_payload.json?c=shell.0123456789_cloud.abcdef0123`.
 */
export function payloadUrlFor(pathname: string, composition: string): string {
  const base = pathname.endsWith("/") ? pathname.slice(0, -1) : pathname;
  return `${base}/_payload.json?c=${composition}`;
}

/** The page path a payload URL belongs to, or null when the URL is not a payload URL. */
export function pagePathOfPayloadUrl(pathname: string): string | null {
  if (!pathname.endsWith("/_payload.json")) return null;
  const page = pathname.slice(0, -"/_payload.json".length);
  return page === "" ? "/" : page;
}
