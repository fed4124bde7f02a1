import { lazy, Suspense } from "react";

// The error pages (404, remote unavailable, apology) in a chunk of their own: a page that renders no
// error does not need them to hydrate. An error page rendered by the server waits for them with its
// server HTML in place (a Suspense boundary); every page fetches them once it is hydrated, so a
// navigation that fails (a chunk gone after a deploy) finds them already here.

const loadErrorPages = () => import(/* webpackChunkName: "error-pages" */ "./RouteErrorBoundary");

const RouteErrorView = lazy(() =>
  loadErrorPages().then((module) => ({ default: module.RouteErrorBoundary })),
);

/** Every route's error boundary (spec section 8); see RouteErrorBoundary.tsx for the pages. */
export function RouteErrorPage() {
  return (
    <Suspense fallback={null}>
      <RouteErrorView />
    </Suspense>
  );
}

/** Fetches the error pages ahead of need (after hydration). */
export function preloadErrorPages(): Promise<unknown> {
  return loadErrorPages();
}
