import type { Breadcrumb, GuardName, LayoutName } from "@genbagura/routing";

/** What every route object carries in `handle`: the parts of its registration the shell renders around it. */
export interface RouteHandle {
  layout: LayoutName;
  /** Absent in the browser: its copy of a registration leaves them to the page's payload. */
  title?: string;
  description?: string;
  guards: readonly GuardName[];
  breadcrumbs: Breadcrumb[];
  noindex: boolean;
  bodyClass?: string;
  pageTransition: boolean;
  /** Rendered per request from its query (`/search`). */
  perRequest?: boolean;
}

export function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === "object" && value !== null && typeof (value as RouteHandle).layout === "string";
}
