import {
  type Breadcrumb,
  defineRoute,
  type GuardName,
  type LayoutName,
  type LoadContext,
  type PageMeta,
  type PageModule,
  type RouteParams,
  type RouteRegistration,
} from "./contract";

/**
 * The one way every app registers a page: through a kind (`pageKind`). A route module declares where a
 * page is and how it is reached; its `*.server.ts` twin holds what only the server uses (title,
 * description, content, metadata), which browser builds replace with an empty module. The kit lives
 * beside the contract, outside the shared `@genbagura/routing` facade, so each app bundles the version it
 * was built with.
 */

/** What `content` and `meta` know of the page being loaded. */
export interface ContentRequest {
  /** The registration's path pattern (`/news/:date`), which content records may be keyed by. */
  path: string;
  params: RouteParams;
  context: LoadContext;
  /** The registration's description (a product's JSON-LD repeats it). */
  description: string;
  guards: readonly GuardName[];
}

/**
 * Content from a record keyed by route path (one content module holds the data of several pages): the
 * entry of the route being loaded.
 */
export function entryByPath<Data>(record: () => Promise<Readonly<Record<string, Data>>>) {
  return async ({ path }: ContentRequest): Promise<Data | undefined> => (await record())[path];
}

/** A page's breadcrumb trail: the pages above it, then its own label (unlinked). */
export function trail(label: string, ...parents: Breadcrumb[]): Breadcrumb[] {
  return [...parents, { label }];
}

/**
 * The server half of one page, written in a `*.server.ts` module beside the route module that declares
 * the page. Browser builds replace `*.server.ts` modules with an empty module
 * (packages/build-config/serverOnly), so there `server` is undefined: the browser reads the page's
 * `_payload.json` and never downloads its title, description or content.
 */
export interface ServerPage<Content, Data = Content> {
  /** Page title without the brand (the shell appends it). */
  title: string;
  description: string;
  /** The page's content; null or undefined answers 404. A page without it (an apology page) has no data. */
  content?: (request: ContentRequest) => Promise<Content | null | undefined>;
  /** Metadata the page's data (or the content it came from) implies (JSON-LD, share image); replaces the kind's. */
  meta?: (data: Data, request: ContentRequest, content: Content) => Promise<PageMeta | undefined>;
  /** Param sets to prerender for a dynamic path. */
  prerender?: () => RouteParams[] | Promise<RouteParams[]>;
}

/** The server half of a kind (in a `*.server.ts` module): how content becomes the page's data. */
export interface KindServer<Content, Data> {
  toData?: (content: Content, request: ContentRequest) => Promise<Data>;
  /** Metadata every page of the kind derives from its data or its content, unless the page has its own. */
  meta?: (data: Data, request: ContentRequest, content: Content) => Promise<PageMeta | undefined>;
}

/** What a kind fixes for every page of it. */
export interface PageKindOptions<Content, Data> {
  /** The template, loaded lazily: a module whose default export takes the page's props. */
  page: () => Promise<PageModule<Data>>;
  /** `default` unless given. */
  layout?: LayoutName;
  noindex?: boolean;
  /** From the kind's `*.server.ts` module; undefined in browser builds. */
  server?: KindServer<Content, Data>;
}

/** What one page of a kind declares in its route module: where it is, and its server half. */
export interface PageOptions<Content, Data>
  extends Omit<RouteRegistration<Data>, "layout" | "title" | "description" | "load" | "prerender" | "page"> {
  layout?: LayoutName;
  /** A page of this kind with its own template. */
  page?: () => Promise<PageModule<Data>>;
  /** From the route's `*.server.ts` module; undefined in browser builds. */
  server: ServerPage<Content, Data>;
}

/**
 * A kind of page (standard, thanks, form, landing, product…): pages of one kind differ only by path and
 * their server half. The registration it returns carries `title`, `description`, `load` and `prerender`
 * on the server; in a browser, where both server halves are undefined, only what routing needs.
 */
export function pageKind<Content, Data = Content>(kind: PageKindOptions<Content, Data>) {
  const declare = ({ server, layout, ...route }: PageOptions<Content, Data>): RouteRegistration => {
    const routing = {
      page: kind.page,
      ...(kind.noindex ? { noindex: kind.noindex } : {}),
      ...route,
      layout: layout ?? kind.layout ?? "default",
    };
    // In a browser the registration has what routing needs; its title and description come with the payload.
    if (!server) return routing as RouteRegistration;
    const { title, description, content, prerender } = server;
    const toData = kind.server?.toData;
    const meta = server.meta ?? kind.server?.meta;
    const guards = route.guards ?? [];
    return defineRoute<Data>({
      ...routing,
      title,
      description,
      ...(prerender ? { prerender } : {}),
      ...(content && {
        load: async (params: RouteParams, context: LoadContext) => {
          const request: ContentRequest = { path: route.path, params, context, description, guards };
          const loaded = await content(request);
          if (loaded === null || loaded === undefined) return null;
          const data = toData ? await toData(loaded, request) : (loaded as unknown as Data);
          const pageMeta = meta ? await meta(data, request, loaded) : undefined;
          return pageMeta ? { data, meta: pageMeta } : { data };
        },
      }),
    });
  };
  /** Types a page's server half (in its `*.server.ts` module) as this kind's: `standardPage.server({…})`. */
  const server = (page: ServerPage<Content, Data>): ServerPage<Content, Data> => page;
  return Object.assign(declare, { server });
}
