import type {
  DocumentResult,
  LoadContext,
  PayloadResult,
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

/** The server renderer the Node origin uses for every page it does not serve from the prerender. */
export function createRenderer(options: RendererOptions): Renderer {
  const remoteModules = Object.values(options.remotes).filter((module): module is RemoteServerModule =>
    Boolean(module),
  );
  const registrations: RouteRegistration[] = [
    ...shellRoutes,
    ...remoteModules.flatMap((module) => module.routes),
  ];
  const loadContext: LoadContext = {
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
      noindex = Boolean(meta.noindex);
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
      ogImageUrl: `${options.origin}/og/default.png`,
      siteName: siteConfig.brand.name,
      jsonLd,
      inlineCss: options.inlineCss,
      stylesheets: [],
      scripts: options.scripts,
      preloads: [],
      platformScript,
      bodyHtml,
      hydrationJson: serialiseHydrationData(context),
      buildId: options.buildId,
    });
    return { kind: "html", status: context.statusCode, html, noindex, guarded: isGuarded(context) };
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
