import type { RouteParams, RouteRegistration } from "@genbagura/routing";
import { redirect } from "react-router";
import type { GuardTable } from "../guards/guardTypes";
import { runGuards } from "../guards/runGuards";
import { validationError } from "./routeErrors";

/**
 * Steps 3 and 4 of the navigation pipeline, shared by server and browser: route validation, then guards.
 * (Steps 1–2, the redirect table and server-supplied redirects, run before a route is even chosen.)
 */
export async function admitNavigation(
  registration: RouteRegistration,
  params: RouteParams,
  request: Request,
  guards: GuardTable,
  side: "server" | "client",
): Promise<void> {
  const url = new URL(request.url);
  if (registration.validate) {
    const result = await registration.validate(params);
    if (result !== true) throw validationError(url.pathname + url.search, result.statusCode);
  }
  const outcome = await runGuards(registration.guards ?? [], guards, { request, side });
  if (!outcome.allow) throw redirect(outcome.redirectTo, 302);
}
