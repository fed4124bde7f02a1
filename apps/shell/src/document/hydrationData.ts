import { isRouteErrorResponse, type StaticHandlerContext } from "react-router";

/**
 * React Router's hydration data in the shape its browser router parses from
 * `window.__staticRouterHydrationData`, plus the phrase breaks of the headings the render used. We ship it
 * as a JSON data block (no inline script, so the CSP
 * needs no hash per page) and the bootstrap hands it over.
 */
export function serialiseHydrationData(
  context: StaticHandlerContext,
  phrases: Record<string, readonly number[]>,
): string {
  const errors: Record<string, unknown> | null = context.errors
    ? Object.fromEntries(
        Object.entries(context.errors).map(([routeId, error]) => [
          routeId,
          isRouteErrorResponse(error)
            ? { ...error, __type: "RouteErrorResponse" }
            : error instanceof Error
              ? { message: error.message, __type: "Error" }
              : error,
        ]),
      )
    : null;
  // `phrases` (the headings' breaks, Phrased in packages/ui) is ours; the router ignores it.
  return JSON.stringify({ loaderData: context.loaderData, actionData: context.actionData, errors, phrases });
}

/** JSON safe to embed inside `<script type="application/json">`. */
export function escapeJsonForHtml(json: string): string {
  return json
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}
