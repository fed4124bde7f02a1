import { FORMS_API_PATH } from "@genbagura/forms";
import { type AppName, appNames } from "@genbagura/routing";

/** What a request was for, as the `kind` label of the request metrics. */
export type RouteKind =
  | "page"
  | "payload"
  | "redirect"
  | "asset"
  | "file"
  | "form"
  | "api"
  | "build-info"
  | "metrics";

/** Kinds told by the path alone, first match wins; pages and payloads are told by the page handler. */
const kindsByPath: readonly { kind: RouteKind; matches: (path: string) => boolean }[] = [
  { kind: "metrics", matches: (path) => path === "/metrics" },
  { kind: "form", matches: (path) => path.startsWith(`${FORMS_API_PATH}/`) },
  { kind: "api", matches: (path) => path === "/api" || path.startsWith("/api/") },
  { kind: "asset", matches: (path) => path.startsWith("/assets/") },
  { kind: "build-info", matches: (path) => path === "/registry.json" || path.startsWith("/builds/") },
];

const isRedirect = (status: number) => status >= 300 && status < 400 && status !== 304;

export function routeKindOf(path: string, status: number): RouteKind {
  const byPath = kindsByPath.find((entry) => entry.matches(path));
  if (byPath) return byPath.kind;
  if (isRedirect(status)) return "redirect";
  return /\.[a-z0-9]{1,8}$/iu.test(path) ? "file" : "page";
}

/** A versioned file names its app and version: `/assets/<app>/<version>/…`. */
export function assetVersion(path: string): { app: AppName; version: string } | undefined {
  const match = /^\/assets\/([a-z-]+)\/([0-9a-f]{10})\//u.exec(path);
  const app = appNames.find((name) => name === match?.[1]);
  return app && match?.[2] ? { app, version: match[2] } : undefined;
}

/** The form a post to the forms API names, as a label: only ids the API knew (any answer but 404). */
export function formLabel(path: string, status: number): string {
  const id = path.slice(FORMS_API_PATH.length + 1);
  return status !== 404 && /^[a-z0-9_-]{1,40}$/u.test(id) ? id : "unknown";
}
