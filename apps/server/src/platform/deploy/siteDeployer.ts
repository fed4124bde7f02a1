import { existsSync, readdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import {
  type AppName,
  appNames,
  compositionId,
  incompatibleShared,
  perApp,
  type SiteRegistry,
  versionsForBucket,
} from "@genbagura/routing";
import { hasCurrentSearchIndex, searchDocumentsOf, searchIndexFile } from "../search/publishedIndex";
import { buildSearchIndex } from "../search/searchIndex";
import { lastGoodFile, readRegistry, withDeployLock, writeRegistry } from "../site/registryFile";
import { RegistryFormatError } from "../site/registrySchema";
import type { SiteLayout } from "../site/siteLayout";
import { createSiteState, type RenderSnapshot } from "../site/siteState";
import { type BuildOutput, publishArtifact, readArtifact, rebuildCommand, versionOf } from "./artifacts";
import { DeployRefused } from "./deployRefused";
import { type PageRecord, type PublishedPages, publishPages } from "./pagePublisher";
import {
  type Change,
  initialRegistry,
  promote,
  prune,
  rollback,
  startCanary,
  switchLive,
  withPublished,
} from "./registryChanges";
import { writeFileAtomic } from "./siteFileWriter";
import { metadataProblems, writeSitemaps } from "./siteLevelFiles";

export interface DeployerOptions {
  layout: SiteLayout;
  /** Canonical origin for the pages' canonical URLs. */
  origin: string;
  /** Dev only: switch without prerendering (the origin renders every page on request). */
  prerender?: boolean;
  /** Switch even when the smoke render fails (an operator's emergency override). */
  force?: boolean;
  log?: (line: string) => void;
}

export { DeployRefused };

/** Pages prepared for a switch, and the problems `--force` switched past (none without it). */
type PreparedPages = PublishedPages & { forcedPast: string[] };

function describe(pages: PublishedPages): string {
  return `${pages.rendered} pages rendered, ${pages.reused} already prerendered`;
}

/**
 * The deploy commands of ARCHITECTURE.md section 10. Each runs under the site's deploy lock:
 * read the registry, prepare the new versions' pages (prerender and smoke render), then switch the
 * registry in one rename. Nothing before the rename changes what visitors get.
 */
export function createDeployer(options: DeployerOptions) {
  const { layout } = options;
  const log = options.log ?? ((line: string) => console.log(line));
  const prerender = options.prerender ?? true;

  /**
   * Prerenders and smoke-renders the pages of `versions` that the `affected` apps take part in (the shell
   * takes part in every page). Any problem refuses the deploy (DeployRefused), unless `force` is set:
   * then the problems are printed and the switch goes ahead (for emergencies).
   */
  async function preparePages(
    registry: SiteRegistry,
    versions: Record<AppName, string>,
    affected: readonly AppName[],
    builds: readonly BuildOutput[] = [],
  ): Promise<PreparedPages> {
    // Where a version that does not load came from, when this command published it from a local build.
    const rebuildHint = (app: AppName) => {
      const build = builds.find((output) => output.app === app && versionOf(output) === versions[app]);
      if (!build) return "";
      const shown = path.relative(process.cwd(), build.dir) || build.dir;
      return `; its build is ${shown}: rebuild it with \`${rebuildCommand(app, build.mode)}\``;
    };
    const problems: string[] = [];
    const concerns = (app: AppName) => affected.includes("shell") || affected.includes(app);
    const shellShared =
      registry.published.shell.find((entry) => entry.version === versions.shell)?.shared ?? {};
    for (const app of appNames.filter((name) => name !== "shell" && concerns(name))) {
      const shared = registry.published[app].find((entry) => entry.version === versions[app])?.shared ?? {};
      const missing = incompatibleShared(shellShared, shared);
      if (missing.length > 0) {
        problems.push(
          `${app} ${versions[app]} needs what the shell ${versions.shell} does not provide: ${missing.join(", ")}`,
        );
      }
    }
    // Versions that were live together before (a rollback, a promote) have their pages already.
    const indexFile = path.join(layout.root, "snapshots", `${compositionId(appNames, versions)}.json`);
    const searchFile = searchIndexFile(layout, versions);
    if (prerender && problems.length === 0 && existsSync(indexFile) && hasCurrentSearchIndex(searchFile)) {
      const pages = JSON.parse(readFileSync(indexFile, "utf8")) as PageRecord[];
      return { pages, rendered: 0, reused: pages.length, failures: [], forcedPast: [] };
    }
    // Nothing is served from here: a remote that does not load is a reason to refuse, not a 503 yet.
    const downReasons = new Map<string, string>();
    const state = createSiteState({
      layout,
      origin: options.origin,
      sessionProbe: async () => false,
      onRemoteDown: (name, version, reason) => downReasons.set(`${name} ${version}`, reason),
    });
    let render: ReturnType<typeof state.forVersions>;
    try {
      render = state.forVersions(versions);
    } catch (error) {
      // The shell's server bundle renders every page: without it there is nothing to check or force.
      const reason = error instanceof Error ? error.message : String(error);
      throw new DeployRefused(
        `the server bundle of shell ${versions.shell} does not load (${reason})${rebuildHint("shell")}`,
      );
    }
    for (const remote of render.snapshot.remotes.filter((entry) => entry.down && concerns(entry.name))) {
      const reason = downReasons.get(`${remote.name} ${remote.version}`);
      problems.push(
        `the server bundle of ${remote.name} ${remote.version} does not load${reason ? ` (${reason})` : ""}${rebuildHint(remote.name)}`,
      );
    }
    // A form the API would leave out (its id declared by two apps…) stops the switch, like a failed page.
    problems.push(...render.formProblems.map((problem) => `forms: ${problem}`));
    const pages = prerender
      ? await publishPages(layout, render, options.origin, affected)
      : { pages: [], rendered: 0, reused: 0, failures: [] };
    problems.push(...pages.failures, ...metadataProblems(pages.pages));
    if (problems.length === 0) {
      if (prerender) {
        await writeSearchIndex(render, pages.pages, searchFile);
        writeFileAtomic(indexFile, JSON.stringify(pages.pages));
      }
      return { ...pages, forcedPast: [] };
    }
    const what = prerender ? "smoke render failed" : "the checks before the switch failed";
    const list = problems.slice(0, 20).join("\n  ");
    if (!options.force) throw new DeployRefused(`${what} (${problems.length}):\n  ${list}`);
    log(`--force: ${what} (${problems.length}), switching anyway:\n  ${list}`);
    if (prerender) await writeSearchIndex(render, pages.pages, searchFile);
    return { ...pages, forcedPast: problems };
  }

  /**
   * The search index of the pages going live (ARCHITECTURE.md section 13), written before the switch
   * beside the set's page list, so promote and rollback find it with the pages.
   */
  async function writeSearchIndex(render: RenderSnapshot, pages: readonly PageRecord[], file: string) {
    const started = performance.now();
    const facts = Object.values(await render.facts()).flat();
    const documents = searchDocumentsOf(
      pages,
      (record) =>
        layout.pageFile(
          compositionId(render.renderer.pageApps(record.path), render.versions),
          record.path,
          "index.html",
        ),
      facts.flatMap((fact) => fact.subjects),
    );
    const index = buildSearchIndex(documents);
    writeFileAtomic(file, index);
    const kilobytes = Math.round(Buffer.byteLength(index) / 1024);
    log(
      `search index: ${documents.length} pages, ${kilobytes} KB, built in ${Math.round(performance.now() - started)} ms`,
    );
  }

  /** What the prepared pages say before a switch: passed, or switched past problems by --force. */
  function prepared(pages: PreparedPages): string {
    if (!prerender) {
      return pages.forcedPast.length > 0
        ? `published without prerender (dev), switching past ${pages.forcedPast.length} failed checks (--force)`
        : "published without prerender (dev)";
    }
    if (pages.forcedPast.length > 0) {
      return `prerender: ${describe(pages)}; smoke render FAILED with ${pages.forcedPast.length} problems, switching because of --force`;
    }
    return `smoke render passed: ${describe(pages)}`;
  }

  /** Writes a changed registry (with sitemaps of its live pages) and removes versions beyond the kept ones. */
  async function commit(change: Change, livePages?: PublishedPages): Promise<SiteRegistry | null> {
    if ("unchanged" in change) {
      log(`nothing to switch: ${change.unchanged}`);
      return null;
    }
    if (livePages && prerender) writeSitemaps(layout, options.origin, livePages.pages);
    const { registry, removed } = prune(change.registry);
    writeRegistry(layout.registryFile, registry);
    removeUnlisted(registry);
    log(`${change.summary} (generation ${registry.generation})`);
    if (removed.length > 0) log(`pruned ${removed.map(([app, v]) => `${app} ${v}`).join(", ")}`);
    return registry;
  }

  /**
   * Removes what the registry no longer lists: pruned versions, versions of refused deploys, and pages
   * of compositions that name one of them. Runs under the lock, so no deploy is publishing meanwhile.
   */
  function removeUnlisted(registry: SiteRegistry) {
    const listed = new Set(
      appNames.flatMap((app) => registry.published[app].map((entry) => `${app}.${entry.version}`)),
    );
    for (const app of appNames) {
      for (const version of safeList(path.join(layout.storeDir, app))) {
        if (!listed.has(`${app}.${version}`))
          rmSync(layout.versionDir(app, version), { recursive: true, force: true });
      }
    }
    const namesListed = (name: string) =>
      name
        .replace(/\.json$/, "")
        .split("_")
        .every((part) => listed.has(part));
    for (const dir of [
      layout.pagesDir,
      path.join(layout.root, "snapshots"),
      path.join(layout.root, "search"),
    ]) {
      for (const name of safeList(dir)) {
        if (!namesListed(name)) rmSync(path.join(dir, name), { recursive: true, force: true });
      }
    }
  }

  const locked = <T>(work: () => Promise<T>) =>
    withDeployLock(layout.root, work, () => log("another deploy is running: waiting for it to finish"));

  function published(registry: SiteRegistry, output: BuildOutput) {
    const { version, created } = publishArtifact(layout, output);
    log(`${output.app} ${version}: ${created ? "published" : "already published, reused"}`);
    return {
      version,
      registry: withPublished(registry, output.app, readArtifact(layout, output.app, version)),
    };
  }

  return {
    /** `npm run build`: every app published and made live, every page prerendered. */
    buildAll(outputs: readonly BuildOutput[]) {
      return locked(async () => {
        let registry = readRegistry(layout.registryFile);
        const versions = {} as Record<AppName, string>;
        for (const output of outputs) {
          const { version } = publishArtifact(layout, output);
          versions[output.app] = version;
          if (registry)
            registry = withPublished(registry, output.app, readArtifact(layout, output.app, version));
        }
        const base = registry ?? initialRegistry(perApp((app) => readArtifact(layout, app, versions[app])));
        const pages = await preparePages(base, versions, appNames, outputs);
        log(prepared(pages));
        let next: SiteRegistry = base;
        let changed = registry === null;
        for (const app of appNames) {
          const change = switchLive(next, app, versions[app]);
          if ("registry" in change) {
            next = change.registry;
            changed = true;
          }
        }
        return commit(
          changed
            ? { registry: next, summary: "site built" }
            : { unchanged: "every app is live at this build" },
          pages,
        );
      });
    },

    /** `npm run deploy -- <app> [--canary N]`. */
    deploy(output: BuildOutput, canaryPercent?: number) {
      return locked(async () => {
        const current = readRegistry(layout.registryFile);
        if (!current) throw new DeployRefused("the site has no registry yet: run `npm run build` first");
        const { version, registry } = published(current, output);
        const app = output.app;
        const change =
          canaryPercent === undefined
            ? switchLive(registry, app, version)
            : startCanary(registry, app, version, canaryPercent);
        if ("unchanged" in change) return commit(change);
        // Pages are prepared against the live versions of the other apps (the live shell included).
        const versions = {
          ...versionsForBucket({ ...registry, apps: liveOnly(registry) }, 0),
          [app]: version,
        };
        const pages = await preparePages(registry, versions, [app], [output]);
        log(prepared(pages));
        if (canaryPercent !== undefined) return commit(change);
        return commit(change, pages);
      });
    },

    promote(app: AppName) {
      return locked(async () => switchPrepared(app, promote));
    },

    /** Also repairs an app whose live version is not in the store (a hand edit, lost files). */
    rollback(app: AppName) {
      const inStore = (version: string) => existsSync(layout.versionDir(app, version));
      return locked(async () =>
        switchPrepared(app, (registry) => rollback(registry, app, new Date(), inStore)),
      );
    },
  };

  /**
   * The registry promote and rollback start from: the registry, or the last good copy when the registry
   * fails its schema (a truncated file), so the command repairs the site instead of failing too.
   */
  function registryToSwitch(): SiteRegistry | null {
    try {
      return readRegistry(layout.registryFile);
    } catch (error) {
      if (!(error instanceof RegistryFormatError)) throw error;
      const lastGood = readRegistry(lastGoodFile(layout.registryFile));
      if (!lastGood) throw error;
      log(`${error.message}\nstarting from the last good copy (generation ${lastGood.generation})`);
      return lastGood;
    }
  }

  /** Promote and rollback switch to versions that were smoke-tested before; missing pages are rendered. */
  async function switchPrepared(app: AppName, decide: (registry: SiteRegistry, app: AppName) => Change) {
    const current = registryToSwitch();
    if (!current) throw new DeployRefused("the site has no registry yet: run `npm run build` first");
    const change = decide(current, app);
    if ("unchanged" in change) return commit(change);
    const pages = await preparePages(
      change.registry,
      versionsForBucket({ ...change.registry, apps: liveOnly(change.registry) }, 0),
      [app],
    );
    return commit(change, pages);
  }
}

/** The registry's channels without canaries: the versions everyone outside a canary gets. */
function liveOnly(registry: SiteRegistry): SiteRegistry["apps"] {
  return perApp((app) => ({ live: registry.apps[app].live, previous: registry.apps[app].previous }));
}

function safeList(dir: string): string[] {
  try {
    return readdirSync(dir);
  } catch {
    return [];
  }
}
