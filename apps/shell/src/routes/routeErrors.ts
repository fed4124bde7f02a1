import { data } from "react-router";

/** The body of every error a loader throws, so the error page knows what to show. */
export interface RouteErrorBody {
  kind: "not-found" | "invalid" | "remote-unavailable" | "search-unavailable" | "server-error";
  message: string;
  /** The remote whose code could not be loaded. */
  remote?: string;
}

/** Unmatched route (spec section 8): `Page not found: <path>`. */
export function notFoundError(pathname: string) {
  return data<RouteErrorBody>({ kind: "not-found", message: `Page not found: ${pathname}` }, { status: 404 });
}

/** Failed route validation: the validator's status, `Page Not Found: <full path>`. */
export function validationError(fullPath: string, status = 404) {
  return data<RouteErrorBody>({ kind: "invalid", message: `Page Not Found: ${fullPath}` }, { status });
}

/** A remote that is down degrades only its own routes, with 503 from the server. */
export function remoteUnavailableError(pathname: string, remote: string) {
  return data<RouteErrorBody>(
    { kind: "remote-unavailable", message: `Remote unavailable: ${remote} (${pathname})`, remote },
    { status: 503 },
  );
}

/** The site search without an index for the visitor's versions: only `/search` answers 503. */
export function searchUnavailableError(pathname: string) {
  return data<RouteErrorBody>(
    { kind: "search-unavailable", message: `Search index unavailable (${pathname})` },
    { status: 503 },
  );
}

export function isRouteErrorBody(value: unknown): value is RouteErrorBody {
  return typeof value === "object" && value !== null && typeof (value as RouteErrorBody).kind === "string";
}
