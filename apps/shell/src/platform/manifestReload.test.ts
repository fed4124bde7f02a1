// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from "vitest";
import { isManifestLoadError, manifestReloadStorageKey, reloadOnceForManifestError } from "./manifestReload";

beforeEach(() => sessionStorage.clear());

describe("isManifestLoadError", () => {
  it("recognises errors about the build meta path or the app manifest", () => {
    expect(isManifestLoadError(new Error("Failed to fetch /builds/meta/abc123.json (404)"))).toBe(true);
    expect(isManifestLoadError(new Error("Failed to load app manifest"))).toBe(true);
    expect(isManifestLoadError(new TypeError("Error loading App Manifest for cloud"))).toBe(true);
    expect(isManifestLoadError("could not read https://cdn.example/builds/meta/x.json")).toBe(true);
  });

  it("ignores other errors and non-errors", () => {
    expect(isManifestLoadError(new Error("Loading chunk 42 failed"))).toBe(false);
    expect(isManifestLoadError(new Error("/builds/latest.json unreachable"))).toBe(false);
    expect(isManifestLoadError(undefined)).toBe(false);
    expect(isManifestLoadError({ message: "/builds/meta/x.json" })).toBe(false);
  });
});

describe("reloadOnceForManifestError", () => {
  it("reloads once per browser session", () => {
    let reloads = 0;
    const reload = () => {
      reloads += 1;
    };
    expect(reloadOnceForManifestError(sessionStorage, reload)).toBe(true);
    expect(sessionStorage.getItem(manifestReloadStorageKey)).not.toBeNull();
    expect(reloadOnceForManifestError(sessionStorage, reload)).toBe(false);
    expect(reloads).toBe(1);
  });

  it("reloads again in a new session", () => {
    let reloads = 0;
    reloadOnceForManifestError(sessionStorage, () => {
      reloads += 1;
    });
    sessionStorage.clear();
    reloadOnceForManifestError(sessionStorage, () => {
      reloads += 1;
    });
    expect(reloads).toBe(2);
  });
});
