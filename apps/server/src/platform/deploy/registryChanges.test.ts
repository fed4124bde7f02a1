import { appNames, type PublishedVersion, perApp, type SiteRegistry } from "@genbagura/routing";
import { describe, expect, it } from "vitest";
import {
  initialRegistry,
  promote,
  prune,
  rollback,
  startCanary,
  switchLive,
  withPublished,
} from "./registryChanges";

const published = (version: string): PublishedVersion => ({
  version,
  publishedAt: "",
  shared: {},
  prefixes: [],
});
const v = (n: number) => n.toString(16).padStart(10, "0");

function changed(change: ReturnType<typeof switchLive>): SiteRegistry {
  if (!("registry" in change)) throw new Error(`expected a change, got: ${change.unchanged}`);
  return change.registry;
}

function deployed(registry: SiteRegistry, version: string): SiteRegistry {
  return changed(switchLive(withPublished(registry, "cloud", published(version)), "cloud", version));
}

const start = () =>
  initialRegistry(
    perApp(() => published(v(1))),
    new Date("2026-11-23T00:00:00Z"),
  );

describe("registry changes", () => {
  it("start at generation 1 with every app live and a history entry", () => {
    const registry = start();
    expect(registry.generation).toBe(1);
    expect(registry.history).toEqual([
      { generation: 1, at: "2026-11-23T00:00:00.000Z", live: perApp(() => v(1)) },
    ]);
  });

  it("a deploy makes the version live, keeps the old one as rollback target and grows the generation", () => {
    const registry = deployed(start(), v(2));
    expect(registry.apps.cloud).toEqual({ live: v(2), previous: [v(1)] });
    expect(registry.generation).toBe(2);
    expect(registry.history[0]?.live.cloud).toBe(v(2));
    expect(registry.apps.news.live).toBe(v(1));
  });

  it("deploying the version that is live changes nothing; a published older version is switched to", () => {
    const registry = deployed(deployed(start(), v(2)), v(3));
    expect("unchanged" in switchLive(registry, "cloud", v(3))).toBe(true);
    const back = changed(switchLive(registry, "cloud", v(2)));
    expect(back.apps.cloud).toEqual({ live: v(2), previous: [v(3), v(1)] });
  });

  it("rollback returns to the previous live version, one step at a time, until there is none", () => {
    let registry = deployed(deployed(start(), v(2)), v(3));
    registry = changed(rollback(registry, "cloud"));
    expect(registry.apps.cloud).toEqual({ live: v(2), previous: [v(1)] });
    registry = changed(rollback(registry, "cloud"));
    expect(registry.apps.cloud).toEqual({ live: v(1), previous: [] });
    expect("unchanged" in rollback(registry, "cloud")).toBe(true);
  });

  it("a canary is replaced by a newer canary, cancelled by rollback and made live by promote", () => {
    const base = withPublished(withPublished(start(), "cloud", published(v(2))), "cloud", published(v(3)));
    let registry = changed(startCanary(base, "cloud", v(2), 10));
    expect(registry.apps.cloud.canary).toEqual({ version: v(2), percent: 10 });
    registry = changed(startCanary(registry, "cloud", v(3), 50));
    expect(registry.apps.cloud.canary).toEqual({ version: v(3), percent: 50 });
    const cancelled = changed(rollback(registry, "cloud"));
    expect(cancelled.apps.cloud).toEqual({ live: v(1), previous: [] });
    const promoted = changed(promote(registry, "cloud"));
    expect(promoted.apps.cloud).toEqual({ live: v(3), previous: [v(1)] });
    expect(promoted.generation).toBe(registry.generation + 1);
    expect("unchanged" in promote(promoted, "cloud")).toBe(true);
  });

  it("refuses canary shares outside 1–99", () => {
    for (const percent of [0, 100, 12.5, Number.NaN])
      expect(() => startCanary(start(), "cloud", v(2), percent)).toThrow();
  });

  it("prune keeps the newest versions and always the live and canary ones", () => {
    let registry = start();
    for (let n = 2; n <= 9; n += 1) registry = deployed(registry, v(n));
    registry = changed(rollback(registry, "cloud"));
    registry = changed(startCanary(withPublished(registry, "cloud", published(v(10))), "cloud", v(10), 5));
    // A live version far back in the list stays too.
    registry = { ...registry, apps: { ...registry.apps, cloud: { ...registry.apps.cloud, live: v(1) } } };
    const { registry: pruned, removed } = prune(registry, 5);
    const kept = pruned.published.cloud.map((entry) => entry.version);
    expect(kept).toContain(v(1));
    expect(kept).toContain(v(10));
    expect(kept.length).toBe(6);
    expect(removed.every(([app, version]) => app === "cloud" && !kept.includes(version))).toBe(true);
    expect(pruned.apps.cloud.previous.every((version) => kept.includes(version))).toBe(true);
    for (const app of appNames.filter((name) => name !== "cloud"))
      expect(pruned.published[app]).toHaveLength(1);
  });
});

describe("rollback repairs an app whose live version is not in the store", () => {
  /** A hand edit that names a shell version no deploy published. */
  const handEdited = (registry: SiteRegistry): SiteRegistry => ({
    ...registry,
    apps: { ...registry.apps, shell: { ...registry.apps.shell, live: "deadbeef00" } },
  });

  it("switches to the newest published version in the store when there is no rollback target", () => {
    const registry = handEdited(start());
    expect(registry.apps.shell.previous).toEqual([]);
    const inStore = (version: string) => version === v(1);
    const repaired = changed(rollback(registry, "shell", new Date(), inStore));
    expect(repaired.apps.shell).toEqual({ live: v(1), previous: [] });
    expect(repaired.generation).toBe(registry.generation + 1);
    const change = rollback(registry, "shell", new Date(), inStore);
    expect("summary" in change && change.summary).toBe(
      `shell repaired: live deadbeef00 is not in the store, rolled back to ${v(1)}`,
    );
  });

  it("prefers the rollback targets that are in the store, in order, and drops those that are not", () => {
    let registry = deployed(deployed(start(), v(2)), v(3));
    registry = {
      ...registry,
      apps: { ...registry.apps, cloud: { live: "deadbeef00", previous: [v(3), v(2), v(1)] } },
    };
    const inStore = (version: string) => version !== v(3) && version !== "deadbeef00";
    const repaired = changed(rollback(registry, "cloud", new Date(), inStore));
    expect(repaired.apps.cloud).toEqual({ live: v(2), previous: [v(1)] });
  });

  it("changes nothing when no version of the app is in the store, and says so", () => {
    const change = rollback(handEdited(start()), "shell", new Date(), () => false);
    expect(change).toEqual({
      unchanged: "shell deadbeef00 is not in the store, and no other version of shell is",
    });
  });

  it("leaves a live version that is in the store to the ordinary rollback", () => {
    const registry = deployed(deployed(start(), v(2)), v(3));
    expect(changed(rollback(registry, "cloud", new Date(), () => true)).apps.cloud).toEqual({
      live: v(2),
      previous: [v(1)],
    });
  });
});
