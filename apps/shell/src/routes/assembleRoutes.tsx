import type { PageModule, PagePayload, RouteRegistration } from "@genbagura/routing";
import type { ComponentType } from "react";
import { type LoaderFunction, type RouteObject, useLoaderData, useParams } from "react-router";
import { RootShell } from "../layouts/RootShell";
import { RouteErrorPage } from "../pages/RouteErrorPage";
import type { RouteHandle } from "./routeHandle";

/** How routes get their data: the server runs `load`, the browser reads `_payload.json`. */
export interface RouteEnvironment {
  loaderFor: (registration: RouteRegistration) => LoaderFunction;
  /** Loader of the catch-all route: decides between 404 and "remote unavailable". */
  unmatchedLoader: LoaderFunction;
  /** Runs before a page's code is fetched (the browser's stale-build check); may never resolve. */
  beforePageCode?: () => Promise<void>;
}

export const rootRouteId = "root";
export const unmatchedRouteId = "unmatched";

function handleOf(registration: RouteRegistration): RouteHandle {
  return {
    layout: registration.layout,
    title: registration.title,
    description: registration.description,
    guards: registration.guards ?? [],
    breadcrumbs: registration.breadcrumbs ?? [],
    noindex: registration.noindex ?? false,
    ...(registration.bodyClass ? { bodyClass: registration.bodyClass } : {}),
    pageTransition: registration.pageTransition ?? false,
    ...(registration.perRequest ? { perRequest: true } : {}),
  };
}

/** Wraps a lazily loaded page so it receives its payload's data and the route params. */
function pageFrame(Page: ComponentType<{ data: unknown; params: Record<string, string> }>) {
  return function PageFrame() {
    const payload = useLoaderData() as PagePayload;
    const params = useParams() as Record<string, string>;
    return <Page data={payload.data} params={params} />;
  };
}

function failedPage(error: unknown) {
  return function FailedPage(): never {
    throw error;
  };
}

/** One registration -> one React Router route object. Ids are the paths, identical on server and client. */
export function toRouteObject(registration: RouteRegistration, environment: RouteEnvironment): RouteObject {
  return {
    id: registration.path,
    path: registration.path,
    handle: handleOf(registration),
    loader: environment.loaderFor(registration),
    ErrorBoundary: RouteErrorPage,
    lazy: async () => {
      await environment.beforePageCode?.();
      try {
        const module = (await registration.page()) as PageModule;
        return {
          Component: pageFrame(
            module.default as ComponentType<{ data: unknown; params: Record<string, string> }>,
          ),
        };
      } catch (error) {
        // React Router renders nothing below a route whose `lazy` rejected; resolving to a page that
        // throws hands the failure (a chunk that did not load) to the route's error boundary instead.
        return { Component: failedPage(error) };
      }
    },
  };
}

/** The catch-all never renders itself: its loader always throws, so its error boundary shows. */
function Unmatched() {
  return null;
}

const unmatchedHandle: RouteHandle = {
  layout: "default",
  title: "ページが見つかりません",
  description: "お探しのページは見つかりませんでした。",
  guards: [],
  breadcrumbs: [],
  noindex: true,
  pageTransition: false,
};

/** The whole tree: the root shell, every known registration, and the catch-all. */
export function assembleRoutes(
  registrations: readonly RouteRegistration[],
  environment: RouteEnvironment,
): RouteObject[] {
  return [
    {
      id: rootRouteId,
      path: "/",
      Component: RootShell,
      ErrorBoundary: RouteErrorPage,
      children: [
        ...registrations.map((registration) => toRouteObject(registration, environment)),
        {
          id: unmatchedRouteId,
          path: "*",
          handle: unmatchedHandle,
          loader: environment.unmatchedLoader,
          ErrorBoundary: RouteErrorPage,
          Component: Unmatched,
        },
      ],
    },
  ];
}

/** Route objects for registrations discovered later (a remote loaded on first visit). */
export function remoteRouteObjects(
  registrations: readonly RouteRegistration[],
  environment: RouteEnvironment,
): RouteObject[] {
  return registrations.map((registration) => toRouteObject(registration, environment));
}
