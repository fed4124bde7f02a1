// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from "vitest";
import { createReloadGuard, reloadGuardStorageKey } from "./reloadGuard";

let clock = 1_000_000;
const now = () => clock;

beforeEach(() => {
  sessionStorage.clear();
  clock = 1_000_000;
});

describe("createReloadGuard", () => {
  it("allows the first reload of a path and records it in sessionStorage", () => {
    expect(createReloadGuard(sessionStorage, now).tryReload("/cloud")).toBe(true);
    expect(JSON.parse(sessionStorage.getItem(reloadGuardStorageKey) ?? "")).toEqual({
      path: "/cloud",
      expires: 1_010_000,
    });
  });

  it("refuses a second reload of the same path within 10 000 ms, even after the page reloaded", () => {
    expect(createReloadGuard(sessionStorage, now).tryReload("/cloud")).toBe(true);
    clock += 9_999;
    // A fresh guard reads the same storage, as the reloaded page would.
    expect(createReloadGuard(sessionStorage, now).tryReload("/cloud")).toBe(false);
  });

  it("allows the same path again once 10 000 ms have passed", () => {
    const guard = createReloadGuard(sessionStorage, now);
    expect(guard.tryReload("/cloud")).toBe(true);
    clock += 10_000;
    expect(guard.tryReload("/cloud")).toBe(true);
  });

  it("allows a different path at once", () => {
    const guard = createReloadGuard(sessionStorage, now);
    expect(guard.tryReload("/cloud")).toBe(true);
    expect(guard.tryReload("/news")).toBe(true);
  });

  it("ignores a corrupt record", () => {
    sessionStorage.setItem(reloadGuardStorageKey, "{not json");
    expect(createReloadGuard(sessionStorage, now).tryReload("/cloud")).toBe(true);
    sessionStorage.setItem(reloadGuardStorageKey, '{"path":1}');
    expect(createReloadGuard(sessionStorage, now).tryReload("/cloud")).toBe(true);
  });

  it("refuses to reload when it cannot record the reload", () => {
    const fullStorage = Object.create(sessionStorage) as Storage;
    fullStorage.getItem = () => null;
    fullStorage.setItem = () => {
      throw new DOMException("quota", "QuotaExceededError");
    };
    expect(createReloadGuard(fullStorage, now).tryReload("/cloud")).toBe(false);
  });
});
