import { existsSync, readFileSync, statSync } from "node:fs";
import Module, { createRequire } from "node:module";
import type {
  Preload,
  RemoteName,
  RemoteRegistry,
  RemoteServerModule,
  Renderer,
  SessionProbe,
  ShellServerModule,
} from "@genbagura/routing";
import { remotePreloads } from "./remotePreloads";
import type { SiteFiles } from "./siteFiles";

/** What the origin renders with right now: the registry, which remotes are up, and the renderer. */
export interface SiteState {
  registry: RemoteRegistry;
  unavailable: ReadonlySet<RemoteName>;
  renderer: Renderer;
  buildId: string;
  scripts: string[];
  inlineCss: string;
  inlineScripts: string[];
}

interface SiteStateOptions {
  files: SiteFiles;
  registryFile: string;
  origin: string;
  sessionProbe: SessionProbe;
  /** How long a state is trusted before files are checked again. */
  recheckMs?: number;
}

const requireFromHere = createRequire(import.meta.url);

interface CompilableModule {
  filename: string;
  paths: string[];
  exports: unknown;
  _compile(code: string, filename: string): void;
}

/**
 * Loads a server bundle fresh (a redeployed remote is picked up) wherever it was copied to. Its
 * externals (React, the router) resolve from the origin's own node_modules: the origin is the host
 * that provides the shared singletons, so the shell and every remote render with one React.
 */
function loadServerBundle<T>(file: string): T {
  const bundle = new Module(file) as unknown as CompilableModule;
  bundle.filename = file;
  bundle.paths = requireFromHere.resolve.paths("react") ?? [];
  bundle._compile(readFileSync(file, "utf8"), file);
  return bundle.exports as T;
}

function mtime(file: string): number {
  return existsSync(file) ? statSync(file).mtimeMs : -1;
}

function readJson<T>(file: string, fallback: T): T {
  try {
    return JSON.parse(readFileSync(file, "utf8")) as T;
  } catch {
    return fallback;
  }
}

/**
 * Keeps the rendering state in step with the files: a remote whose manifest disappears is treated as
 * down, and a new registry entry or remote build is picked up without restarting the origin.
 */
export function createSiteState(options: SiteStateOptions): () => SiteState {
  const { files } = options;
  let state: SiteState | undefined;
  let signature = "";
  let checkedAt = 0;

  function manifestFile(manifestUrl: string): string | null {
    return manifestUrl.startsWith("/") ? files.fileFor(manifestUrl) : null;
  }

  function computeSignature(registry: RemoteRegistry): string {
    const parts = [mtime(options.registryFile), mtime(files.shellServerBundle)];
    for (const remote of registry.remotes) {
      const manifest = manifestFile(remote.manifest);
      parts.push(manifest ? mtime(manifest) : -1, mtime(files.remoteServerBundle(remote.name)));
    }
    return parts.join("|");
  }

  function build(registry: RemoteRegistry): SiteState {
    const remotes: Partial<Record<RemoteName, RemoteServerModule>> = {};
    const preloads: Partial<Record<RemoteName, Preload[]>> = {};
    const unavailable = new Set<RemoteName>();
    for (const remote of registry.remotes) {
      const bundle = files.remoteServerBundle(remote.name);
      const manifest = manifestFile(remote.manifest);
      if (!manifest || !existsSync(bundle)) {
        unavailable.add(remote.name);
        continue;
      }
      try {
        remotes[remote.name] = loadServerBundle<RemoteServerModule>(bundle);
        preloads[remote.name] = remotePreloads(remote.manifest, readJson(manifest, {}));
      } catch (error) {
        console.error(`[site] remote ${remote.name} failed to load`, error);
        unavailable.add(remote.name);
      }
    }
    const shell = loadServerBundle<ShellServerModule>(files.shellServerBundle);
    const entryManifest = readJson<{ entries?: Record<string, string[]> }>(
      `${files.root}/shell/client/entry-manifest.json`,
      {},
    );
    const build = readJson<{ id?: string }>(`${files.publicDir}/builds/latest.json`, {});
    const scripts = entryManifest.entries?.main ?? [];
    const inlineCss = existsSync(`${files.root}/shell/client/site.css`)
      ? readFileSync(`${files.root}/shell/client/site.css`, "utf8")
      : "";
    const buildId = build.id ?? "development";
    const renderer = shell.createRenderer({
      origin: options.origin,
      registry,
      remotes,
      unavailableRemotes: [...unavailable],
      scripts,
      remotePreloads: preloads,
      inlineCss,
      buildId,
      sessionProbe: options.sessionProbe,
    });
    return { registry, unavailable, renderer, buildId, scripts, inlineCss, inlineScripts: [shell.platformScript] };
  }

  return function current(): SiteState {
    const now = Date.now();
    if (state && now - checkedAt < (options.recheckMs ?? 1000)) return state;
    checkedAt = now;
    const registry = readJson<RemoteRegistry>(options.registryFile, { remotes: [] });
    const nextSignature = computeSignature(registry);
    if (!state || nextSignature !== signature) {
      state = build(registry);
      signature = nextSignature;
    }
    return state;
  };
}
