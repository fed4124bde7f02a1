import { Suspense, useEffect, useState } from "react";
import { Outlet, ScrollRestoration, useLocation, useMatches } from "react-router";
import { type ErrorDocumentTitle, ErrorTitleContext } from "../pages/errorViewTitles";
import { markHydrated } from "../platform/hydration";
import { asPayload, resolvePageMeta } from "../routes/pageMeta";
import { isRouteHandle, type RouteHandle } from "../routes/routeHandle";
import { Layout } from "./Layout";

const fallbackHandle: RouteHandle = {
  layout: "default",
  title: "現場蔵",
  description: "",
  guards: [],
  breadcrumbs: [],
  noindex: false,
  pageTransition: false,
};

/** The root route: picks the leaf route's layout, keeps `<title>` current, restores scroll. */
export function RootShell() {
  const matches = useMatches();
  const leaf = matches[matches.length - 1];
  const handle = isRouteHandle(leaf?.handle) ? leaf.handle : fallbackHandle;
  const meta = resolvePageMeta(handle, asPayload(leaf?.loaderData));
  // An error view shown at this location names the page itself (see errorViewTitles.ts).
  const location = useLocation();
  const [errorTitle, setErrorTitle] = useState<ErrorDocumentTitle | null>(null);
  const documentTitle =
    errorTitle?.locationKey === location.key ? errorTitle.documentTitle : meta.documentTitle;
  useEffect(() => {
    // Marks the end of hydration: the size budget and tests measure "interactive" from here.
    markHydrated();
  }, []);
  useEffect(() => {
    document.title = documentTitle;
    document.querySelector('meta[name="description"]')?.setAttribute("content", meta.description);
  }, [documentTitle, meta.description]);
  const { bodyClass } = handle;
  useEffect(() => {
    // The server wrote the class into `<body>`; client navigations add and remove it here.
    if (!bodyClass) return;
    document.body.classList.add(bodyClass);
    return () => document.body.classList.remove(bodyClass);
  }, [bodyClass]);
  return (
    <>
      <Layout name={handle.layout} breadcrumbs={meta.breadcrumbs} transition={handle.pageTransition}>
        {/* A boundary lets React hydrate the page in its own tasks, so input is not blocked meanwhile. */}
        <Suspense fallback={null}>
          <ErrorTitleContext.Provider value={setErrorTitle}>
            <Outlet />
          </ErrorTitleContext.Provider>
        </Suspense>
      </Layout>
      <ScrollRestoration />
    </>
  );
}
