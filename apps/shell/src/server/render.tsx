import {
  type AppName,
  artifactUrl,
  type DocumentResult,
  isSignedInOnly,
  type LoadContext,
  ownerInRegistry,
  type PayloadResult,
  type Preload,
  pageApps,
  type RemoteName,
  type RemoteServerModule,
  type Renderer,
  type RendererOptions,
  type RouteRegistration,
} from "@genbagura/routing";
import { phraseBookContext, siteConfig } from "@genbagura/ui";
import { createPhraseRecorder } from "@genbagura/ui/phraseBreaks";
import { StrictMode } from "react";
import { prerender } from "react-dom/static";
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
import { errorViewTitles } from "../pages/errorViewTitles";
import { classifyRouteError } from "../pages/RouteErrorBoundary";
import { assembleRoutes, unmatchedRouteId } from "../routes/assembleRoutes";
import { asPayload, documentTitleFor, resolvePageMeta } from "../routes/pageMeta";
import { isRouteHandle } from "../routes/routeHandle";
import { shellRoutes } from "../routes/shellRoutes";
import { createRegistrationMatcher } from "./registrationMatcher";
import { createServerEnvironment } from "./serverEnvironment";

export { formSchemas } from "@genbagura/forms/formKinds";
export { forms } from "../forms";
export { pagePathOfPayloadUrl, payloadUrlFor } from "../routes/payload";
export { platformScript };

function redirectOf(response: Response) {
  return {
    kind: "redirect" as const,
    status: response.status,
    location: response.headers.get("Location") ?? "/",
  };
}

/** A page whose server render threw: the origin answers 500 and logs the app that owns it. */
export class PageRenderError extends Error {
  override readonly name = "PageRenderError";
  constructor(
    readonly app: AppName,
    readonly path: string,
    cause: unknown,
  ) {
    super(`${path}: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
  }
}

/**
 * Renders the whole tree, waiting for every Suspense boundary. `renderToString` would turn an error
 * inside a boundary into an empty fallback (a 200 page with an empty <main>); here it rejects instead.
 */
async function renderAll(element: React.ReactElement): Promise<string> {
  let failure: { error: unknown } | undefined;
  const { prelude } = await prerender(element, {
    onError(error) {
      failure ??= { error };
    },
    // Every boundary inline, in order: no boundary is deferred to a script (the CSP allows none, and
    // the page must read fully without JavaScript).
    progressiveChunkSize: Number.MAX_SAFE_INTEGER,
  });
  const html = await new Response(prelude).text();
  if (failure) throw failure.error;
  return html;
}

/**
 * The body of a page and the phrase breaks of every heading it rendered (BudouX, on the server only):
 * they go into the hydration data and the payload, so the browser renders the same `<wbr>`s.
 */
async function renderBody(
  router: Parameters<typeof StaticRouterProvider>[0]["router"],
  context: StaticHandlerContext,
) {
  const phrases = createPhraseRecorder();
  const html = await renderAll(
    <StrictMode>
      <phraseBookContext.Provider value={phrases}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </phraseBookContext.Provider>
    </StrictMode>,
  );
  return { html, phrases: phrases.recorded() };
}

/** Thanks pages, test pages and signed-in pages stay out of search engines. */
function isNoindex(registration: Pick<RouteRegistration, "layout" | "path" | "noindex" | "guards">): boolean {
  return Boolean(
    registration.noindex ||
      registration.layout === "thanks" ||
      registration.path.startsWith("/test_prod/") ||
      isSignedInOnly(registration.guards),
  );
}

/** The server renderer the Node origin uses for every page it does not serve from the prerender. */
export function createRenderer(options: RendererOptions): Renderer {
  const remoteEntries = Object.entries(options.remotes).filter(
    (entry): entry is [RemoteName, RemoteServerModule] => Boolean(entry[1]),
  );
  const registrations: RouteRegistration[] = [
    ...shellRoutes,
    ...remoteEntries.flatMap(([, module]) => module.routes),
  ];
  /** The owner of a registration (its path pattern is also its route id), by the one ownership rule. */
  const ownerOfRoute = (path: string): AppName => ownerInRegistry(path, options.registry) ?? "shell";
  const allRegistrations = registrations.map((registration) => ({
    path: registration.path,
    title: registration.title,
    owner: ownerOfRoute(registration.path),
    noindex: isNoindex(registration),
  }));
  /** A page's `load` sees only the remotes it declares in `reads`: they make up its composition. */
  function loadContextFor(registration: RouteRegistration, request: Request): LoadContext {
    const reads = registration.reads;
    const rank = (name: RemoteName) => (reads === "all" ? 0 : (reads?.indexOf(name) ?? -1));
    const readable = remoteEntries
      .filter(([name]) => rank(name) >= 0)
      .sort(([a], [b]) => rank(a) - rank(b))
      .map(([, module]) => module);
    const owner = ownerOfRoute(registration.path);
    const version =
      owner === "shell"
        ? options.registry.shell
        : options.registry.remotes.find((remote) => remote.name === owner)?.version;
    return {
      asset: (file) => {
        const bytes = version === undefined ? undefined : options.assetBytes(owner, version, file);
        if (version === undefined || bytes === undefined) {
          throw new Error(`${owner} ${version ?? "(no version)"} publishes no ${file}`);
        }
        return { href: artifactUrl(owner, version, file), bytes };
      },
      registrations: async () => (reads === "all" ? allRegistrations : []),
      highlights: async (kind, limit) => {
        const lists = await Promise.all(readable.map((module) => module.highlights?.(kind, limit) ?? []));
        return lists
          .flat()
          .sort((a, b) => (b.date ?? "").localeCompare(a.date ?? ""))
          .slice(0, limit);
      },
      prices: async () => {
        const groups = await Promise.all(readable.map((module) => module.prices?.()));
        return groups.filter((group) => group !== undefined);
      },
      editions: async () => {
        const lists = await Promise.all(readable.map((module) => module.editions?.() ?? []));
        return lists.flat();
      },
      // Only a page rendered per request has a query to answer; a prerendered page would store one.
      search: async () =>
        registration.perRequest ? options.search(new URL(request.url).searchParams.get("q") ?? "") : null,
    };
  }
  const environment = createServerEnvironment({
    guards: createGuardTable(options.sessionProbe),
    loadContextFor,
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
    return isRouteHandle(handle) && isSignedInOnly(handle.guards);
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
    // A remote's page loads that remote's manifest, entry and routes before it can hydrate.
    const preloads: Preload[] = [];
    let links: { rel: string; href: string }[] = [];
    const stylesheets = [...options.stylesheets];
    const jsonLd: Record<string, unknown>[] = [];
    if (error !== undefined || !handle) {
      const { view } = classifyRouteError(error);
      // The apology names only the brand; a missing page and a remote that is down say what the page says.
      title = documentTitleFor(
        view === "apology" || view === "server-error" ? siteConfig.brand.name : errorViewTitles[view],
      );
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
      const owner = ownerOfRoute(leaf!.route.id);
      ogImage = meta.ogImage ?? `/og/${owner}.png`;
      if (owner !== "shell") {
        preloads.push(...(options.remotePreloads[owner] ?? []));
        stylesheets.push(...(options.remoteStylesheets[owner] ?? []));
      }
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
    let body: Awaited<ReturnType<typeof renderBody>>;
    try {
      body = await renderBody(router, context);
    } catch (error) {
      throw new PageRenderError(ownerOfRoute(leaf?.route.id ?? url.pathname), url.pathname, error);
    }
    const html = htmlDocument({
      title,
      description,
      canonicalUrl,
      noindex,
      ogImageUrl: new URL(ogImage, options.origin).href,
      siteName: siteConfig.brand.name,
      jsonLd,
      links,
      stylesheets,
      scripts: options.scripts,
      preloads,
      platformScript,
      bodyHtml: body.html,
      hydrationJson: serialiseHydrationData(context, body.phrases),
      ...(handle?.bodyClass && error === undefined ? { bodyClass: handle.bodyClass } : {}),
    });
    const payloadJson =
      error === undefined && leaf && leaf.route.id !== unmatchedRouteId
        ? payloadJsonOf(context, leaf.route.id, body.phrases)
        : undefined;
    return {
      kind: "html",
      status: context.statusCode,
      html,
      noindex,
      guarded: isGuarded(context),
      perRequest: Boolean(handle?.perRequest),
      title,
      description,
      ...(lastModified ? { lastModified } : {}),
      ...(payloadJson ? { payloadJson } : {}),
    };
  }

  // A navigation renders the page in the browser: it needs the phrase breaks the server render has.
  function payloadJsonOf(context: StaticHandlerContext, routeId: string, phrases: object): string {
    return JSON.stringify({ ...(context.loaderData[routeId] as object), phrases });
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
    // A page that cannot render says so on its document request; its payload goes without breaks.
    const phrases = await renderBody(createStaticRouter(handler.dataRoutes, context), context).then(
      (body) => body.phrases,
      () => ({}),
    );
    return {
      kind: "json",
      status: 200,
      json: payloadJsonOf(context, leaf.route.id, phrases),
      guarded: isGuarded(context),
    };
  }

  const registrationOf = createRegistrationMatcher(registrations, handler.dataRoutes);
  const ownerOf = ownerOfRoute;

  function appsOfPage(pathname: string): AppName[] {
    const registration = registrationOf(pathname);
    if (registration) return pageApps(ownerOf(registration.path), registration.reads);
    // Not found, or a page of a remote that is down: the shell renders it for the owning prefix.
    return pageApps(ownerInRegistry(pathname, options.registry) ?? "shell", undefined);
  }

  return {
    renderDocument,
    renderPayload,
    registrations,
    ownerOf,
    pageApps: appsOfPage,
    isRegistered: (pathname) => registrationOf(pathname) !== undefined,
  };
}
