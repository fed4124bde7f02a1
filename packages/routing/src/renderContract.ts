import type { RemoteServerModule, RouteRegistration, SiteSearchAnswer } from "./contract";
import type { AppName, RemoteName } from "./ownership";

/** One remote of a registry snapshot: its version, where its manifest lives and which paths it owns. */
export interface RemoteRegistryEntry {
  name: RemoteName;
  /** URL of the remote's mf-manifest.json (relative to the site origin, or absolute). */
  manifest: string;
  version: string;
  prefixes: string[];
  /** The origin could not load this version: server and browser both show its fallback. */
  down?: boolean;
}

/**
 * The registry snapshot one page is rendered with and hydrates with (ARCHITECTURE.md section 10): the
 * origin writes it into the page (`#__site`), and the browser loads remotes from it for the page's life.
 */
export interface RemoteRegistry {
  generation: number;
  /** The shell's version. */
  shell: string;
  remotes: RemoteRegistryEntry[];
}

export type SessionKind = "licence" | "premium";

/** Answers whether the request carries a valid session of a kind (server: the session store; browser: the API). */
export type SessionProbe = (kind: SessionKind, request: Request) => Promise<boolean>;

/**
 * A file the browser will certainly ask for while a page starts, named in the page's `<head>` so it is
 * fetched at once instead of after the file that asks for it (`fetch`: JSON read with fetch()).
 */
export interface Preload {
  href: string;
  as: "script" | "fetch";
}

/** A stylesheet a page links in its head. */
export interface PageStylesheet {
  href: string;
  /** Rspack's key for the CSS chunk it is (`news:chunk-14`): the remote's chunk loader then reuses the link. */
  chunkKey?: string;
}

/** What the Node origin hands the shell's server bundle (`createRenderer`). */
export interface RendererOptions {
  /** Canonical origin, e.g. https://www.genbagura.jp */
  origin: string;
  registry: RemoteRegistry;
  remotes: Partial<Record<RemoteName, RemoteServerModule>>;
  unavailableRemotes: readonly RemoteName[];
  scripts: string[];
  /** Per remote: its manifest, entry and `./routes` chunk, which a page it owns loads before hydrating. */
  remotePreloads: Partial<Record<RemoteName, Preload[]>>;
  /** The design system's stylesheets (the shell's versioned `ui.<hash>.css`), linked by every page. */
  stylesheets: PageStylesheet[];
  /** Per remote: its own components' stylesheet, linked by the pages it owns. */
  remoteStylesheets: Partial<Record<RemoteName, PageStylesheet[]>>;
  sessionProbe: SessionProbe;
  /** Size of a published client file of an app version (`LoadContext.asset`); undefined when absent. */
  assetBytes: (app: AppName, version: string, file: string) => number | undefined;
  /** The site search over the index of these versions (`LoadContext.search`); null without an index. */
  search: (query: string) => SiteSearchAnswer | null;
}

export type DocumentResult =
  | { kind: "redirect"; status: number; location: string }
  | {
      kind: "html";
      status: number;
      html: string;
      noindex: boolean;
      guarded: boolean;
      /** Rendered for this request from its query (`RouteRegistration.perRequest`): never stored by a cache. */
      perRequest?: boolean;
      /** The full `<title>` and the meta description, for the build's uniqueness check. */
      title: string;
      description: string;
      lastModified?: string;
      /** The page's navigation payload from this same render (a page that rendered without error). */
      payloadJson?: string;
    };

export type PayloadResult =
  | { kind: "redirect"; status: number; location: string }
  | { kind: "json"; status: number; json: string; guarded: boolean };

/** The shell's server renderer, as the origin and the prerender use it. */
export interface Renderer {
  renderDocument: (request: Request) => Promise<DocumentResult>;
  renderPayload: (request: Request) => Promise<PayloadResult>;
  registrations: readonly RouteRegistration[];
  /** The app that owns each registration, by registration path. */
  ownerOf: (registrationPath: string) => AppName;
  /** The apps a path's page reads (shell, owner, gathered remotes): its composition. */
  pageApps: (pathname: string) => AppName[];
  /** Whether a registration matches the path (otherwise it can only be the 404 page). */
  isRegistered: (pathname: string) => boolean;
}

/** What the shell's server bundle (`dist/server/render.cjs`) exports. */
export interface ShellServerModule {
  createRenderer: (options: RendererOptions) => Renderer;
  /** The one inline script of every page; the CSP allows it by hash. */
  platformScript: string;
}
