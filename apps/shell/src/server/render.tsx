import type {
  DocumentResult,
  LoadContext,
  PayloadResult,
  Preload,
  RemoteName,
  RemoteServerModule,
  Renderer,
  RendererOptions,
  RouteRegistration,
} from "@genbagura/routing";
import { siteConfig } from "@genbagura/ui";
import { StrictMode } from "react";
import { renderToString } from "react-dom/server";
import {
  createStaticHandler,
  createStaticRouter,
  isRouteErrorResponse,
  type StaticHandlerContext,
  StaticRouterProvider,
} from "react-router";
import { htmlDocument } from "../document/htmlDocument";
import { serialiseHydrationData } from "../document/hydrationData";
import { platformScript } from "../document/platformScript";
import { breadcrumbJsonLd, organisationJsonLd } from "../document/structuredData";
import { registryUrl } from "../federation/remoteRegistry";
import { createGuardTable } from "../guards/sessionGuards";
import { classifyRouteError } from "../pages/RouteErrorBoundary";
import { assembleRoutes, unmatchedRouteId } from "../routes/assembleRoutes";
import { asPayload, documentTitleFor, resolvePageMeta } from "../routes/pageMeta";
import { isRouteHandle } from "../routes/routeHandle";
import { shellRoutes } from "../routes/shellRoutes";
import { createServerEnvironment } from "./serverEnvironment";

export { pagePathOfPayloadUrl, payloadUrlFor } from "../routes/payload";
export { platformScript };

function redirectOf(response: Response) {
  return {
    kind: "redirect" as const,
    status: response.status,
    location: response.headers.get("Location") ?? "/",
  };
}

const registryPreload: Preload = { href: registryUrl, as: "fetch" };

/** Thanks pages, test pages and signed-in pages stay out of search engines. */
function isNoindex(registration: Pick<RouteRegistration, "layout" | "path" | "noindex" | "guards">): boolean {
  return Boolean(
    registration.noindex ||
      registration.layout === "thanks" ||
      registration.path.startsWith("/test_prod/") ||
      registration.guards?.some((guard) => guard !== "ios"),
  );
}

/** The server renderer the Node origin uses for every page it does not serve from the prerender. */
export function createRenderer(options: RendererOptions): Renderer {
  const remoteEntries = Object.entries(options.remotes).filter(
    (entry): entry is [RemoteName, RemoteServerModule] => Boolean(entry[1]),
  );
  const remoteModules = remoteEntries.map(([, module]) => module);
  const ownedRegistrations = [
    ...shellRoutes.map((registration) => ({ owner: "shell" as const, registration })),
    ...remoteEntries.flatMap(([owner, module]) =>
      module.routes.map((registration) => ({ owner, registration })),
    ),
  ];
  const registrations: RouteRegistration[] = ownedRegistrations.map(({ registration }) => registration);
  const ownerOfRoute = new Map(
    ownedRegistrations.map(({ owner, registration }) => [registration.path, owner]),
  );
  const loadContext: LoadContext = {
    registrations: async () =>
      ownedRegistrations.map(({ owner, registration }) => ({
        path: registration.path,
        title: registration.title,
        owner,
        noindex: isNoindex(registration),
      })),
    highlights: async (kind, limit) => {
      const lists = await Promise.all(remoteModules.map((module) => module.highlights?.(kind, limit) ?? []));
      return lists
        .flat()
        .sort((a, b) => (b.date ?? "").localeCompare(a.date ?? ""))
        .slice(0, limit);
    },
  };
  const environment = createServerEnvironment({
    guards: createGuardTable(options.sessionProbe),
    loadContext,
    registry: options.registry,
    unavailableRemotes: new Set(options.unavailableRemotes),
  });
  const routes = assembleRoutes(registrations, environment);
  const handler = createStaticHandler(routes);

  function leafOf(context: StaticHandlerContext) {
    return context.matches[context.matches.length - 1];
  }

  function isGuarded(context: StaticHandlerContext): boolean {
    const handle = leafOf(context)?.route.handle;
    return isRouteHandle(handle) && handle.guards.some((guard) => guard !== "ios");
  }

  async function renderDocument(request: Request): Promise<DocumentResult> {
    const context = await handler.query(request);
    if (context instanceof Response) return redirectOf(context);
    const url = new URL(request.url);
    const leaf = leafOf(context);
    const handle = isRouteHandle(leaf?.route.handle) ? leaf.route.handle : undefined;
    const error = context.errors ? Object.values(context.errors)[0] : undefined;
    const canonicalUrl = new URL(url.pathname, options.origin).href;
    let title: string;
    let description: string;
    let noindex: boolean;
    let lastModified: string | undefined;
    let ogImage = "/og/default.png";
    // Every page's start-up reads the registry; a remote's page also loads that remote's routes.
    const preloads: Preload[] = [registryPreload];
    let links: { rel: string; href: string }[] = [];
    const jsonLd: Record<string, unknown>[] = [];
    if (error !== undefined || !handle) {
      const { view } = classifyRouteError(error);
      title = documentTitleFor(view === "not-found" ? "ページが見つかりません" : "エラーが発生しました");
      title = view === "apology" || view === "server-error" ? documentTitleFor(siteConfig.brand.name) : title;
      description =
        view === "not-found"
          ? "お探しのページは見つかりませんでした。"
          : `${siteConfig.brand.name}のページを表示できませんでした。`;
      noindex = true;
    } else {
      const meta = resolvePageMeta(handle, asPayload(context.loaderData[leaf!.route.id]));
      title = meta.documentTitle;
      description = meta.description;
      noindex = Boolean(meta.noindex) || isNoindex({ ...handle, path: leaf!.route.path ?? url.pathname });
      lastModified = meta.lastModified;
      links = meta.links ?? [];
      const owner = ownerOfRoute.get(leaf!.route.id) ?? "shell";
      ogImage = meta.ogImage ?? `/og/${owner}.png`;
      if (owner !== "shell") preloads.push(...(options.remotePreloads[owner] ?? []));
      if (url.pathname === "/") jsonLd.push(...organisationJsonLd(options.origin));
      if (meta.breadcrumbs.length > 0) {
        jsonLd.push(
          breadcrumbJsonLd(
            options.origin,
            [{ label: "ホーム", href: "/" }, ...meta.breadcrumbs],
            canonicalUrl,
          ),
        );
      }
      jsonLd.push(...(meta.jsonLd ?? []));
    }
    const router = createStaticRouter(handler.dataRoutes, context);
    const bodyHtml = renderToString(
      <StrictMode>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </StrictMode>,
    );
    const html = htmlDocument({
      title,
      description,
      canonicalUrl,
      noindex,
      ogImageUrl: new URL(ogImage, options.origin).href,
      siteName: siteConfig.brand.name,
      jsonLd,
      links,
      inlineCss: options.inlineCss,
      stylesheets: [],
      scripts: options.scripts,
      preloads,
      platformScript,
      bodyHtml,
      hydrationJson: serialiseHydrationData(context),
      buildId: options.buildId,
    });
    return {
      kind: "html",
      status: context.statusCode,
      html,
      noindex,
      guarded: isGuarded(context),
      title,
      description,
      ...(lastModified ? { lastModified } : {}),
    };
  }

  async function renderPayload(request: Request): Promise<PayloadResult> {
    const context = await handler.query(request);
    if (context instanceof Response) return redirectOf(context);
    const leaf = leafOf(context);
    const error = context.errors ? Object.values(context.errors)[0] : undefined;
    if (error !== undefined || !leaf || leaf.route.id === unmatchedRouteId) {
      const status = isRouteErrorResponse(error) ? error.status : 404;
      return { kind: "json", status, json: JSON.stringify({ error: status }), guarded: false };
    }
    return {
      kind: "json",
      status: 200,
      json: JSON.stringify(context.loaderData[leaf.route.id]),
      guarded: isGuarded(context),
    };
  }

  return { renderDocument, renderPayload, registrations };
}
