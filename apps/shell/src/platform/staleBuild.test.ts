// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from "vitest";
import { createReloadGuard } from "./reloadGuard";
import { buildCheckValidMs, createStaleBuildControl, type WatcherView } from "./staleBuild";

let clock = 1_000_000;
const now = () => clock;

/** A watcher whose next check answers with `nextId` against the page's build "7". */
function fakeWatcher() {
  const state = { stale: false, checkedAt: undefined as number | undefined, checks: 0, nextId: "7" };
  const watcher: WatcherView = {
    isStale: () => state.stale,
    checkedAt: () => state.checkedAt,
    async check() {
      state.checks += 1;
      state.checkedAt = clock;
      state.stale ||= state.nextId !== "7";
      return state.stale;
    },
  };
  return { state, watcher };
}

function controlWith(watcher: WatcherView | undefined) {
  const loads: string[] = [];
  const control = createStaleBuildControl({
    guard: createReloadGuard(sessionStorage, now),
    loadWatcher: async () => watcher,
    assign: (target) => loads.push(target),
    now,
  });
  return { control, loads };
}

/** "pending" when the promise has not settled after the pending callbacks ran (a full load under way). */
async function settled(promise: Promise<void>): Promise<"resolved" | "pending"> {
  const pending = new Promise<"pending">((resolve) => setTimeout(() => resolve("pending"), 20));
  return Promise.race([promise.then(() => "resolved" as const), pending]);
}

beforeEach(() => {
  sessionStorage.clear();
  clock = 1_000_000;
});

describe("beforeNewCode: a navigation that needs code the page has not loaded", () => {
  it("asks latest.json first; on a newer generation loads the target fully and never resolves", async () => {
    const { state, watcher } = fakeWatcher();
    const { control, loads } = controlWith(watcher);
    state.nextId = "8";
    expect(await settled(control.beforeNewCode(() => "/cloud?from=nav#plans"))).toBe("pending");
    expect(state.checks).toBe(1);
    expect(loads).toEqual(["/cloud?from=nav#plans"]);
  });

  it("lets the code load when the generation is still the page's", async () => {
    const { state, watcher } = fakeWatcher();
    const { control, loads } = controlWith(watcher);
    expect(await settled(control.beforeNewCode(() => "/cloud"))).toBe("resolved");
    expect(state.checks).toBe(1);
    expect(loads).toEqual([]);
  });

  it("does not ask again while an answer is under a few seconds old, and asks once it is older", async () => {
    const { state, watcher } = fakeWatcher();
    const { control } = controlWith(watcher);
    await control.beforeNewCode(() => "/cloud");
    clock += buildCheckValidMs - 1;
    await control.beforeNewCode(() => "/news");
    expect(state.checks).toBe(1);
    clock += 1;
    await control.beforeNewCode(() => "/goyo");
    expect(state.checks).toBe(2);
  });

  it("counts the poll's answers too (any check the watcher made)", async () => {
    const { state, watcher } = fakeWatcher();
    const { control } = controlWith(watcher);
    state.checkedAt = clock - 1_000;
    await control.beforeNewCode(() => "/cloud");
    expect(state.checks).toBe(0);
  });

  it("loads fully without asking when the page is already known to be stale", async () => {
    const { state, watcher } = fakeWatcher();
    const { control, loads } = controlWith(watcher);
    state.stale = true;
    state.checkedAt = clock - 60_000;
    expect(await settled(control.beforeNewCode(() => "/cloud"))).toBe("pending");
    expect(state.checks).toBe(0);
    expect(loads).toEqual(["/cloud"]);
  });

  it("lets the code load when the reload guard refuses (the path reloaded under 10 s ago)", async () => {
    const { state, watcher } = fakeWatcher();
    const { control, loads } = controlWith(watcher);
    state.nextId = "8";
    expect(await settled(control.beforeNewCode(() => "/cloud"))).toBe("pending");
    // The reloaded page finds itself behind again (another deploy meanwhile) and comes back to /cloud.
    clock += 1_000;
    const { state: secondState, watcher: second } = fakeWatcher();
    secondState.nextId = "9";
    const reloaded = controlWith(second);
    expect(await settled(reloaded.control.beforeNewCode(() => "/cloud"))).toBe("resolved");
    expect(reloaded.loads).toEqual([]);
    expect(loads).toEqual(["/cloud"]);
  });

  it("does nothing outside a navigation (the page hydrating): no watcher fetched, no check", async () => {
    const { state, watcher } = fakeWatcher();
    let fetched = 0;
    const control = createStaleBuildControl({
      guard: createReloadGuard(sessionStorage, now),
      loadWatcher: async () => {
        fetched += 1;
        return watcher;
      },
      assign: () => {},
      now,
    });
    state.nextId = "8";
    expect(await settled(control.beforeNewCode(() => undefined))).toBe("resolved");
    expect(fetched).toBe(0);
    expect(state.checks).toBe(0);
  });

  it("reads the target once the navigation is recorded, a tick after it is called", async () => {
    const { state, watcher } = fakeWatcher();
    const { control, loads } = controlWith(watcher);
    state.nextId = "8";
    let target: string | undefined;
    const pending = control.beforeNewCode(() => target);
    target = "/cloud/compare";
    expect(await settled(pending)).toBe("pending");
    expect(loads).toEqual(["/cloud/compare"]);
  });

  it("lets the code load when there is no watcher (no build id, or its chunk failed)", async () => {
    const { control, loads } = controlWith(undefined);
    expect(await settled(control.beforeNewCode(() => "/cloud"))).toBe("resolved");
    expect(loads).toEqual([]);
  });
});

describe("fullLoadIfStale and reloadAfterChunkFailure share the one reload guard", () => {
  it("knows a watcher's staleness once it is loaded, and reloads each path at most once per 10 s", async () => {
    const { state, watcher } = fakeWatcher();
    const { control, loads } = controlWith(watcher);
    state.stale = true;
    expect(control.fullLoadIfStale("/cloud")).toBe(false);
    await control.watch();
    expect(control.fullLoadIfStale("/cloud")).toBe(true);
    expect(control.reloadAfterChunkFailure("/cloud")).toBe(false);
    expect(control.reloadAfterChunkFailure("/news")).toBe(true);
    clock += 10_000;
    expect(control.reloadAfterChunkFailure("/news")).toBe(true);
    expect(loads).toEqual(["/cloud", "/news", "/news"]);
  });
});
