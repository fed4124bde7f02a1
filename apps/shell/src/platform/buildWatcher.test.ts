// @vitest-environment jsdom
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import {
  BuildManifestError,
  type BuildWatcher,
  createBuildWatcher,
  prefetchBuildManifest,
} from "./buildWatcher";
import { isManifestLoadError } from "./manifestReload";

// A real origin serving the deploy's build files; tests change the latest build id and read the request log.
let server: Server;
let buildsBaseUrl: string;
let latestBody = "";
let latestStatus = 200;
let requests: string[] = [];
const manifests = new Map<string, string>();

beforeAll(async () => {
  server = createServer((req, res) => {
    const url = req.url ?? "";
    requests.push(url);
    const path = url.split("?")[0] ?? "";
    if (path === "/builds/latest.json") {
      res.writeHead(latestStatus, { "content-type": "application/json" });
      res.end(latestBody);
      return;
    }
    const manifest = manifests.get(path);
    res.writeHead(manifest === undefined ? 404 : 200, { "content-type": "application/json" });
    res.end(manifest ?? '{"error":"not found"}');
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  buildsBaseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/builds/`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

let watcher: BuildWatcher | undefined;

beforeEach(() => {
  requests = [];
  latestStatus = 200;
  latestBody = JSON.stringify({ id: "build-a", timestamp: 1_750_000_000_000 });
});

afterEach(() => {
  watcher?.stop();
  watcher = undefined;
  Reflect.deleteProperty(document, "visibilityState");
});

const latestRequests = () => requests.filter((url) => url.startsWith("/builds/latest.json"));

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, "visibilityState", { value: state, configurable: true });
  document.dispatchEvent(new Event("visibilitychange"));
}

describe("createBuildWatcher", () => {
  it("asks for latest.json with a timestamp query and stays fresh while the id is the same", async () => {
    watcher = createBuildWatcher({ buildId: "build-a", buildsBaseUrl, intervalMs: 60_000, now: () => 123 });
    latestBody = JSON.stringify({ id: "build-a", timestamp: 1_760_000_000_000 });
    expect(watcher.checkedAt()).toBeUndefined();
    expect(await watcher.check()).toBe(false);
    expect(watcher.isStale()).toBe(false);
    expect(watcher.checkedAt()).toBe(123);
    expect(requests).toEqual(["/builds/latest.json?123"]);
  });

  it("polls at the interval and reports a new build once, then stops polling", async () => {
    const seen: string[] = [];
    watcher = createBuildWatcher({
      buildId: "build-a",
      buildsBaseUrl,
      intervalMs: 20,
      onNewBuild: (id) => seen.push(id),
    });
    await vi.waitFor(() => expect(latestRequests().length).toBeGreaterThanOrEqual(2));
    expect(watcher.isStale()).toBe(false);

    latestBody = JSON.stringify({ id: "build-b", timestamp: 1_750_000_000_000 });
    await vi.waitFor(() => expect(seen).toEqual(["build-b"]));
    expect(watcher.isStale()).toBe(true);
    const countWhenStale = latestRequests().length;
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(latestRequests().length).toBe(countWhenStale);
    expect(await watcher.check()).toBe(true);
  });

  it("checks once when the tab becomes visible again", async () => {
    const seen: string[] = [];
    watcher = createBuildWatcher({
      buildId: "build-a",
      buildsBaseUrl,
      intervalMs: 60_000,
      onNewBuild: (id) => seen.push(id),
    });
    latestBody = JSON.stringify({ id: "build-c", timestamp: 1 });
    setVisibility("hidden");
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(latestRequests()).toHaveLength(0);

    setVisibility("visible");
    await vi.waitFor(() => expect(seen).toEqual(["build-c"]));
    expect(latestRequests()).toHaveLength(1);
  });

  it("stays fresh when latest.json is missing or malformed", async () => {
    watcher = createBuildWatcher({ buildId: "build-a", buildsBaseUrl, intervalMs: 60_000 });
    latestStatus = 503;
    expect(await watcher.check()).toBe(false);
    latestStatus = 200;
    latestBody = "<html>";
    expect(await watcher.check()).toBe(false);
    latestBody = JSON.stringify({ timestamp: 5 });
    expect(await watcher.check()).toBe(false);
    expect(watcher.isStale()).toBe(false);
    // No answer, so no time of one: the next navigation that needs code asks again.
    expect(watcher.checkedAt()).toBeUndefined();
  });

  it("shares one request between overlapping checks", async () => {
    watcher = createBuildWatcher({ buildId: "build-a", buildsBaseUrl, intervalMs: 60_000 });
    await Promise.all([watcher.check(), watcher.check(), watcher.check()]);
    expect(latestRequests()).toHaveLength(1);
  });

  it("stops polling and listening after stop()", async () => {
    watcher = createBuildWatcher({ buildId: "build-a", buildsBaseUrl, intervalMs: 20 });
    watcher.stop();
    setVisibility("visible");
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(latestRequests()).toHaveLength(0);
  });
});

describe("prefetchBuildManifest", () => {
  beforeEach(() => {
    manifests.set(
      "/builds/meta/build-a.json",
      JSON.stringify({ id: "build-a", timestamp: 1, prerendered: ["/"], remotes: {} }),
    );
  });

  it("fetches the build manifest after the delay", async () => {
    const started = performance.now();
    const manifest = await prefetchBuildManifest("build-a", { buildsBaseUrl, delayMs: 50, connection: {} });
    expect(performance.now() - started).toBeGreaterThanOrEqual(45);
    expect(manifest).toEqual({ id: "build-a", timestamp: 1, prerendered: ["/"], remotes: {} });
    expect(requests).toEqual(["/builds/meta/build-a.json"]);
  });

  it.each([{ saveData: true }, { effectiveType: "2g" }, { effectiveType: "slow-2g" }])(
    "skips the prefetch on a slow connection %o",
    async (connection) => {
      expect(await prefetchBuildManifest("build-a", { buildsBaseUrl, delayMs: 0, connection })).toBeNull();
      expect(requests).toHaveLength(0);
    },
  );

  it("rejects with an error the manifest reload recognises when the manifest is missing", async () => {
    const error = await prefetchBuildManifest("gone", { buildsBaseUrl, delayMs: 0, connection: {} }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(BuildManifestError);
    expect(isManifestLoadError(error)).toBe(true);
  });
});
