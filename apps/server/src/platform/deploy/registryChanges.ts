import { type AppName, appNames, type PublishedVersion, perApp, type SiteRegistry } from "@genbagura/routing";

/** How many published versions of each app stay on disk (live, canary and rollback targets first). */
export const keptVersions = 5;
/** How many generations `/builds/meta/<generation>.json` can still answer. */
const keptGenerations = 100;

/** A registry change: the new document, or the reason nothing changes. */
export type Change = { registry: SiteRegistry; summary: string } | { unchanged: string };

function liveVersions(registry: Pick<SiteRegistry, "apps">): Record<AppName, string> {
  return perApp((app) => registry.apps[app].live);
}

/** Every change bumps the generation and records it, so open tabs learn of it. */
function nextGeneration(registry: SiteRegistry, apps: SiteRegistry["apps"], now: Date): SiteRegistry {
  const generation = registry.generation + 1;
  const at = now.toISOString();
  return {
    ...registry,
    generation,
    updatedAt: at,
    apps,
    history: [{ generation, at, live: liveVersions({ apps }) }, ...registry.history].slice(
      0,
      keptGenerations,
    ),
  };
}

/** The registry of a site's first build: every app live at its published version. */
export function initialRegistry(versions: Record<AppName, PublishedVersion>, now = new Date()): SiteRegistry {
  const apps: SiteRegistry["apps"] = perApp((app) => ({ live: versions[app].version, previous: [] }));
  const published: SiteRegistry["published"] = perApp((app) => [versions[app]]);
  const at = now.toISOString();
  return {
    generation: 1,
    updatedAt: at,
    apps,
    published,
    history: [{ generation: 1, at, live: liveVersions({ apps }) }],
  };
}

/** Records a published version (newest first); a version published before moves to the front. */
export function withPublished(registry: SiteRegistry, app: AppName, version: PublishedVersion): SiteRegistry {
  const others = registry.published[app].filter((entry) => entry.version !== version.version);
  return { ...registry, published: { ...registry.published, [app]: [version, ...others] } };
}

/** Makes `version` live (a deploy): the old live version becomes the first rollback target. */
export function switchLive(registry: SiteRegistry, app: AppName, version: string, now = new Date()): Change {
  const channel = registry.apps[app];
  if (channel.live === version && !channel.canary) return { unchanged: `${app} ${version} is already live` };
  const previous =
    channel.live === version
      ? channel.previous
      : [channel.live, ...channel.previous.filter((v) => v !== version)];
  return {
    registry: nextGeneration(registry, { ...registry.apps, [app]: { live: version, previous } }, now),
    summary: `${app} ${version} is live (was ${channel.live})`,
  };
}

/** Serves `version` to `percent` of visitors; a new canary replaces the one running. */
export function startCanary(
  registry: SiteRegistry,
  app: AppName,
  version: string,
  percent: number,
  now = new Date(),
): Change {
  if (!Number.isInteger(percent) || percent < 1 || percent > 99) {
    throw new Error(`--canary takes a whole percentage from 1 to 99, not ${percent}`);
  }
  const channel = registry.apps[app];
  if (channel.live === version) return { unchanged: `${app} ${version} is already live` };
  if (channel.canary?.version === version && channel.canary.percent === percent) {
    return { unchanged: `${app} ${version} is already the canary at ${percent}%` };
  }
  return {
    registry: nextGeneration(
      registry,
      { ...registry.apps, [app]: { ...channel, canary: { version, percent } } },
      now,
    ),
    summary: `${app} ${version} is the canary for ${percent}% of visitors (live stays ${channel.live})`,
  };
}

/** Makes the canary live. */
export function promote(registry: SiteRegistry, app: AppName, now = new Date()): Change {
  const canary = registry.apps[app].canary;
  if (!canary) return { unchanged: `${app} has no canary to promote` };
  const change = switchLive(registry, app, canary.version, now);
  return "registry" in change
    ? { ...change, summary: `${app} canary ${canary.version} promoted: it is live` }
    : change;
}

/**
 * Cancels a running canary; without one, switches back to the previous live version. A live version that
 * is not in the store (a hand edit, lost files) is repaired first: see {@link repair}.
 */
export function rollback(
  registry: SiteRegistry,
  app: AppName,
  now = new Date(),
  inStore: (version: string) => boolean = () => true,
): Change {
  const channel = registry.apps[app];
  if (!inStore(channel.live)) return repair(registry, app, now, inStore);
  if (channel.canary) {
    return {
      registry: nextGeneration(
        registry,
        { ...registry.apps, [app]: { live: channel.live, previous: channel.previous } },
        now,
      ),
      summary: `${app} canary ${channel.canary.version} cancelled: everyone is on ${channel.live}`,
    };
  }
  const [target, ...rest] = channel.previous;
  if (!target) return { unchanged: `${app} has no earlier version to roll back to` };
  return {
    registry: nextGeneration(registry, { ...registry.apps, [app]: { live: target, previous: rest } }, now),
    summary: `${app} rolled back to ${target} (was ${channel.live})`,
  };
}

/**
 * Switches an app whose live version is not in the store to the newest version that is: its rollback
 * targets first, then its published versions (newest first). A canary goes too: the app is repaired.
 */
function repair(
  registry: SiteRegistry,
  app: AppName,
  now: Date,
  inStore: (version: string) => boolean,
): Change {
  const channel = registry.apps[app];
  const candidates = [...channel.previous, ...registry.published[app].map((entry) => entry.version)];
  const target = candidates.find((version) => version !== channel.live && inStore(version));
  if (!target)
    return { unchanged: `${app} ${channel.live} is not in the store, and no other version of ${app} is` };
  const previous = channel.previous.filter((version) => version !== target && inStore(version));
  return {
    registry: nextGeneration(registry, { ...registry.apps, [app]: { live: target, previous } }, now),
    summary: `${app} repaired: live ${channel.live} is not in the store, rolled back to ${target}`,
  };
}

/**
 * Keeps the newest published versions of each app (live and canary always), and forgets the rest;
 * rollback targets that are no longer kept are dropped. Returns the versions whose files can go.
 */
export function prune(
  registry: SiteRegistry,
  keep = keptVersions,
): { registry: SiteRegistry; removed: [AppName, string][] } {
  const removed: [AppName, string][] = [];
  const published = { ...registry.published };
  const apps = { ...registry.apps };
  for (const app of appNames) {
    const channel = registry.apps[app];
    const pinned = new Set([channel.live, channel.canary?.version].filter(Boolean));
    const kept = registry.published[app].filter((entry, index) => index < keep || pinned.has(entry.version));
    for (const entry of registry.published[app])
      if (!kept.includes(entry)) removed.push([app, entry.version]);
    const keptIds = new Set(kept.map((entry) => entry.version));
    published[app] = kept;
    apps[app] = { ...channel, previous: channel.previous.filter((version) => keptIds.has(version)) };
  }
  return { registry: { ...registry, apps, published }, removed };
}
