import { useContext, useEffect } from "react";
import { isRouteErrorResponse, useLocation, useNavigate, useRouteError } from "react-router";
import { reportError } from "../platform/errorReporting";
import { isChunkLoadError, staleBuildControl } from "../platform/staleBuild";
import { documentTitleFor } from "../routes/pageMeta";
import { isRouteErrorBody } from "../routes/routeErrors";
import { ApologyPage } from "./ApologyPage";
import { ErrorTitleContext, errorViewTitles } from "./errorViewTitles";
import { NotFoundPage } from "./NotFoundPage";
import { RemoteUnavailablePage } from "./RemoteUnavailablePage";

/** Decides which error page an error gets (spec section 8). */
export function classifyRouteError(error: unknown): {
  view: "not-found" | "unavailable" | "server-error" | "apology";
  status: number;
  message: string;
} {
  if (isRouteErrorResponse(error)) {
    const body = isRouteErrorBody(error.data) ? error.data : undefined;
    if (body?.kind === "remote-unavailable" || body?.kind === "search-unavailable")
      return { view: "unavailable", status: 503, message: body.message };
    if (error.status === 404)
      return { view: "not-found", status: 404, message: body?.message ?? "Page not found" };
    if (error.status >= 500 && error.status <= 599)
      return { view: "server-error", status: error.status, message: body?.message ?? error.statusText };
    if (body?.kind === "invalid") return { view: "not-found", status: error.status, message: body.message };
    return { view: "apology", status: error.status, message: body?.message ?? error.statusText };
  }
  const message = error instanceof Error ? error.message : String(error);
  // Code that failed to load again after the one reload (see below): the page is unavailable for now,
  // with a retry link, like a remote that is down; nothing the visitor did went wrong.
  if (isChunkLoadError(error)) return { view: "unavailable", status: 503, message };
  return { view: "apology", status: 500, message };
}

export function RouteErrorBoundary() {
  const error = useRouteError();
  const location = useLocation();
  const navigate = useNavigate();
  const showTitle = useContext(ErrorTitleContext);
  const { view, message } = classifyRouteError(error);
  useEffect(() => {
    // A chunk that failed to load (often a new deploy) reloads the target once; a second failure shows this page.
    if (
      isChunkLoadError(error) &&
      staleBuildControl()?.reloadAfterChunkFailure(location.pathname + location.search)
    ) {
      return;
    }
    const documentTitle = documentTitleFor(errorViewTitles[view]);
    document.title = documentTitle;
    showTitle?.({ locationKey: location.key, documentTitle });
    if (view === "apology" || view === "server-error" || isChunkLoadError(error)) reportError(error);
    // A 5xx reaching the error page moves to the canonical server-error address.
    if (view === "server-error" && location.pathname !== "/error/500")
      navigate("/error/500", { replace: true });
  }, [view, error, location.key, location.pathname, location.search, navigate, showTitle]);
  if (view === "not-found") return <NotFoundPage message={message} />;
  if (view === "unavailable") return <RemoteUnavailablePage path={location.pathname + location.search} />;
  return <ApologyPage />;
}
