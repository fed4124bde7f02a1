import type { Breadcrumb, PageMeta, PagePayload } from "@genbagura/routing";
import { brand } from "@genbagura/ui";
import type { RouteHandle } from "./routeHandle";

/** Page metadata as rendered into `<head>`: the payload's meta over the registration's. */
export interface ResolvedPageMeta extends PageMeta {
  title: string;
  description: string;
  breadcrumbs: Breadcrumb[];
  /** Full `<title>`: page title and brand. */
  documentTitle: string;
}

export function documentTitleFor(title: string): string {
  return title === brand.name ? `${brand.name}|${brand.tagline}` : `${title}|${brand.name}`;
}

export function resolvePageMeta(handle: RouteHandle, payload: PagePayload | undefined): ResolvedPageMeta {
  const meta = payload?.meta;
  const title = meta?.title ?? handle.title ?? "";
  return {
    ...meta,
    title,
    description: meta?.description ?? handle.description ?? "",
    breadcrumbs: meta?.breadcrumbs ?? handle.breadcrumbs,
    noindex: meta?.noindex ?? handle.noindex,
    documentTitle: documentTitleFor(title),
  };
}

function isPayload(value: unknown): value is PagePayload {
  return typeof value === "object" && value !== null && "meta" in value && "data" in value;
}

export function asPayload(value: unknown): PagePayload | undefined {
  return isPayload(value) ? value : undefined;
}
