import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import {
  type AppName,
  appNames,
  artifactUrl,
  bucketFromCookieHeader,
  ownershipTable,
  type Preload,
  type PageStylesheet,
  type DatedEntry,
  type RecordedFact,
  type SaleWindow,
  type RemoteName,
  type RemoteRegistry,
  type RemoteServerModule,
  type Renderer,
  type SessionProbe,
  type ShellServerModule,
  perApp,
  type SiteRegistry,
  versionsForBucket,
} from "@genbagura/routing";
import type { ServerBundleForms } from "@genbagura/forms";
import { buildFormTable, emptyFormTable, type FormTable } from "../../marketing/forms/formTable";
import { searchIndexFile } from "../search/publishedIndex";
import { openSearchIndex, type SiteSearch } from "../search/searchIndex";
import { checkRegistry, lastGoodFile, writeLastGood } from "./registryFile";
import { remotePreloads } from "./remotePreloads";
import { createBundleCache } from "./serverBundles";
import type { SiteLayout } from "./siteLayout";

/** What one request renders with: the snapshot the page carries, and the renderer of its versions. */
export interface RenderSnapshot {
  snapshot: RemoteRegistry;
  versions: Record<AppName, string>;
  renderer: Renderer;
  /** The shell's one inline script, allowed by the CSP by its hash. */
  platformScript: string;
  /** The forms the API accepts from a visitor on these versions: those their server bundles declare. */
  forms: FormTable;
  /** Forms these versions declare that the table leaves out (an id declared twice…); a deploy refuses them. */
  formProblems: readonly string[];
  /** The facts the remotes of these versions record, per remote, for the fact check of a publish. */
  facts: () => Promise<Partial<Record<RemoteName, readonly RecordedFact[]>>>;
  /** Every remote's sale windows and dated entries, for the sale-window check of a publish. */
  saleRecords: () => Promise<{ windows: readonly SaleWindow[]; entries: readonly DatedEntry[] }>;
}

export interface SiteState {
  /** The registry as last read (re-read when the file changes), or null before the first build. */
  registry: () => SiteRegistry | null;
  /** The snapshot for a visitor's canary bucket. */
  forBucket: (bucket: number) => RenderSnapshot;
  /** The renderer of exact versions (a deploy renders its pages with the versions it will switch to). */
  forVersions: (versions: Record<AppName, string>, generation?: number) => RenderSnapshot;
  /** Inline scripts of every shell version currently served (live and canary), for the CSP. */
  inlineScripts: () => string[];
  /**
   * The forms a request may post to: those of the versions its canary bucket sees (the versions of the
   * page it was sent from), or of the live versions without a bucket cookie. None before the first build.
   */
  formsFor: (request: Request) => FormTable;
  /** The forms of the live versions (the leads export and the CRM outbox name forms by these). */
  liveForms: () => FormTable;
}

interface SiteStateOptions {
  layout: SiteLayout;
  origin: string;
  sessionProbe: SessionProbe;
  /** How often the registry file is looked at again (a stat; it is re-read only when it changed). */
  recheckMs?: number;
  /**
   * Told when a remote version cannot be loaded (no published files, or its server bundle throws). The
   * origin's default logs that its pages answer 503; a deploy, which serves nobody, collects the reason.
   */
  onRemoteDown?: (name: RemoteName, version: string, reason: string) => void;
}

type Versioned = Omit<RenderSnapshot, "snapshot"> & { remotes: RemoteRegistry["remotes"] };
type LoadedRemote = RemoteServerModule & ServerBundleForms;

function readJson<T>(file: string, fallback: T): T {
  try {
    return JSON.parse(readFileSync(file, "utf8")) as T;
  } catch {
    return fallback;
  }
}

const remoteNames = appNames.filter((app): app is RemoteName => app !== "shell");

/**
 * Keeps the origin in step with the registry: a deploy, canary, promote or rollback is picked up
 * without a restart, and every version's server bundle is evaluated once (published files never change).
 */
export function createSiteState(options: SiteStateOptions): SiteState {
  const { layout } = options;
  const onRemoteDown =
    options.onRemoteDown ??
    ((name: RemoteName, version: string, reason: string) =>
      console.error(`[site] ${name} ${version}: ${reason}; its pages answer 503`));
  const bundles = createBundleCache();
  const renderers = new Map<string, Versioned>();
  let registry: SiteRegistry | null = null;
  let signature = "";
  let checkedAt = -Infinity;

  function currentRegistry(): SiteRegistry | null {
    const now = Date.now();
    if (now - checkedAt < (options.recheckMs ?? 200)) return registry;
    checkedAt = now;
    let next = "";
    try {
      const stat = statSync(layout.registryFile);
      next = `${stat.ino}:${stat.mtimeMs}:${stat.size}`;
    } catch {
      next = "";
    }
    if (next !== signature) {
      signature = next;
      registry = next ? judged(layout.registryFile) : null;
      forgetUnused();
    }
    return registry;
  }

  /**
   * The registry to serve after the file changed. A good one is kept as the last good copy; a refused one
   * (fails its schema, names a version not in the store) is logged, and the origin keeps what it served,
   * or at start the last good copy. Without any good copy the refused document is served as before.
   */
  function judged(file: string): SiteRegistry | null {
    const check = checkRegistry(file, layout.versionDir);
    if (check.kind === "none") return null;
    if (check.kind === "good") {
      keepLastGood(check.registry);
      return check.registry;
    }
    console.error(`[registry] refused: ${check.reason}`);
    if (registry) {
      console.error(`[registry] still serving generation ${registry.generation}`);
      return registry;
    }
    const copy = lastGoodFile(file);
    const lastGood = checkRegistry(copy, layout.versionDir);
    if (lastGood.kind === "good") {
      console.error(`[registry] serving the last good copy ${copy}, generation ${lastGood.registry.generation}`);
      return lastGood.registry;
    }
    console.error("[registry] no last good copy to serve instead");
    return check.registry ?? null;
  }

  function keepLastGood(good: SiteRegistry) {
    try {
      writeLastGood(layout.registryFile, good);
    } catch (error) {
      console.error(`[registry] could not keep a last good copy: ${(error as Error).message}`);
    }
  }

  /** Renderers and bundles of versions no longer live or canary are dropped. */
  function forgetUnused() {
    if (!registry) return;
    const inUse = new Set<string>();
    for (const app of appNames) {
      const channel = registry.apps[app];
      for (const version of [channel.live, channel.canary?.version]) {
        if (version) inUse.add(layout.serverBundle(app, version));
      }
    }
    for (const [key, entry] of renderers) {
      if (!appNames.every((app) => inUse.has(layout.serverBundle(app, entry.versions[app])))) renderers.delete(key);
    }
    bundles.retain(inUse);
  }

  /** A remote version's own stylesheets (`stylesheets.json`, written by its build; none when it has no CSS). */
  function ownStylesheets(name: RemoteName, version: string): PageStylesheet[] {
    const file = path.join(layout.versionDir(name, version), "client/stylesheets.json");
    const { stylesheets = [] } = readJson<{ stylesheets?: { file: string; chunkKey: string }[] }>(file, {});
    return stylesheets.map(({ file, chunkKey }) => ({ href: artifactUrl(name, version, file), chunkKey }));
  }

  function loadRemote(name: RemoteName, version: string, published: SiteRegistry["published"] | undefined) {
    const manifestFile = path.join(layout.versionDir(name, version), "client/mf-manifest.json");
    // A version the registry does not describe (files lost) still owns its family's paths: they answer 503.
    const prefixes = published?.[name]?.find((entry) => entry.version === version)?.prefixes ?? [
      ...ownershipTable[name],
    ];
    const entry = { name, version, manifest: artifactUrl(name, version, "mf-manifest.json"), prefixes };
    if (!existsSync(manifestFile)) {
      onRemoteDown(name, version, "no published files");
      return { entry: { ...entry, down: true } };
    }
    try {
      const module = bundles.load<LoadedRemote>(layout.serverBundle(name, version));
      return {
        entry,
        module,
        preloads: remotePreloads(entry.manifest, readJson(manifestFile, {})),
        stylesheets: ownStylesheets(name, version),
      };
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      onRemoteDown(name, version, `its server bundle threw while loading: ${reason}`);
      return { entry: { ...entry, down: true } };
    }
  }

  /**
   * The search index of a set of versions, opened on its first query and kept with the renderer. A set
   * without one (or with a broken file) answers null, and is looked for again on the next query.
   */
  function searchOf(versions: Record<AppName, string>): () => SiteSearch | null {
    const file = searchIndexFile(layout, versions);
    let opened: SiteSearch | null = null;
    return () => {
      if (opened || !existsSync(file)) return opened;
      try {
        opened = openSearchIndex(readFileSync(file, "utf8"));
      } catch (error) {
        console.error(`[search] ${file}: ${error instanceof Error ? error.message : String(error)}`);
      }
      return opened;
    };
  }

  function build(versions: Record<AppName, string>): Versioned {
    const published = registry?.published;
    const remotes: Partial<Record<RemoteName, LoadedRemote>> = {};
    const preloads: Partial<Record<RemoteName, Preload[]>> = {};
    const stylesheets: Partial<Record<RemoteName, PageStylesheet[]>> = {};
    const entries: RemoteRegistry["remotes"] = [];
    for (const name of remoteNames) {
      const loaded = loadRemote(name, versions[name], published);
      entries.push(loaded.entry);
      if (loaded.module) remotes[name] = loaded.module;
      if (loaded.preloads) preloads[name] = loaded.preloads;
      if (loaded.stylesheets) stylesheets[name] = loaded.stylesheets;
    }
    const shellDir = layout.versionDir("shell", versions.shell);
    const shell = bundles.load<ShellServerModule & ServerBundleForms>(layout.serverBundle("shell", versions.shell));
    const entryManifest = readJson<{ entries?: Record<string, string[]>; stylesheets?: string[] }>(
      path.join(shellDir, "client/entry-manifest.json"),
      {},
    );
    const scripts = (entryManifest.entries?.main ?? []).map((file) => artifactUrl("shell", versions.shell, file));
    const search = searchOf(versions);
    const renderer = shell.createRenderer({
      origin: options.origin,
      registry: { generation: 0, shell: versions.shell, remotes: entries },
      remotes,
      unavailableRemotes: entries.filter((entry) => entry.down).map((entry) => entry.name),
      scripts,
      remotePreloads: preloads,
      stylesheets: (entryManifest.stylesheets ?? []).map((file) => ({ href: artifactUrl("shell", versions.shell, file) })),
      remoteStylesheets: stylesheets,
      sessionProbe: options.sessionProbe,
      search: (query) => search()?.search(query) ?? null,
      assetBytes: (app, version, file) => {
        const client = path.join(layout.versionDir(app, version), "client");
        const target = path.resolve(client, file);
        if (!target.startsWith(`${client}${path.sep}`) || !existsSync(target)) return undefined;
        return statSync(target).size;
      },
    });
    // The forms of the apps that are up: a remote that is down takes its forms with it, as its pages.
    const formSources = [
      { app: "shell" as const, module: shell },
      ...remoteNames.flatMap((name) => {
        const module = remotes[name];
        return module ? [{ app: name, module }] : [];
      }),
    ];
    const { table: forms, problems: formProblems } = buildFormTable(formSources);
    for (const problem of formProblems) console.error(`[forms] ${problem}`);
    const facts = async () => {
      const entries = await Promise.all(
        Object.entries(remotes).map(async ([name, module]) => [name, (await module.facts?.()) ?? []] as const),
      );
      return Object.fromEntries(entries) as Partial<Record<RemoteName, readonly RecordedFact[]>>;
    };
    const saleRecords = async () => {
      const modules = Object.values(remotes);
      const [windows, dated] = await Promise.all([
        Promise.all(modules.map(async (module) => (await module?.saleWindows?.()) ?? [])),
        Promise.all(modules.map(async (module) => (await module?.datedEntries?.()) ?? [])),
      ]);
      return { windows: windows.flat(), entries: dated.flat() };
    };
    return {
      versions,
      renderer,
      remotes: entries,
      platformScript: shell.platformScript,
      forms,
      formProblems,
      facts,
      saleRecords,
    };
  }

  function forVersions(versions: Record<AppName, string>, generation = registry?.generation ?? 0): RenderSnapshot {
    const key = appNames.map((app) => versions[app]).join(":");
    let entry = renderers.get(key);
    if (!entry) {
      entry = build(versions);
      renderers.set(key, entry);
    }
    return {
      versions: entry.versions,
      renderer: entry.renderer,
      platformScript: entry.platformScript,
      forms: entry.forms,
      formProblems: entry.formProblems,
      facts: entry.facts,
      saleRecords: entry.saleRecords,
      snapshot: { generation, shell: versions.shell, remotes: entry.remotes },
    };
  }

  return {
    registry: currentRegistry,
    forBucket(bucket) {
      const current = currentRegistry();
      if (!current) throw new Error("The site has no registry yet: run `npm run build`");
      return forVersions(versionsForBucket(current, bucket), current.generation);
    },
    forVersions,
    formsFor(request) {
      const current = currentRegistry();
      if (!current) return emptyFormTable;
      const bucket = bucketFromCookieHeader(request.headers.get("cookie"));
      const versions =
        bucket === undefined ? perApp((app) => current.apps[app].live) : versionsForBucket(current, bucket);
      return forVersions(versions, current.generation).forms;
    },
    liveForms() {
      const current = currentRegistry();
      if (!current) return emptyFormTable;
      return forVersions(perApp((app) => current.apps[app].live), current.generation).forms;
    },
    inlineScripts() {
      const current = currentRegistry();
      if (!current) return [];
      const shells = [current.apps.shell.live, current.apps.shell.canary?.version].filter(
        (version): version is string => Boolean(version),
      );
      return [
        ...new Set(
          shells.map((version) => bundles.load<ShellServerModule>(layout.serverBundle("shell", version)).platformScript),
        ),
      ];
    },
  };
}
