// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { currentConnection, isSlowConnection } from "./connection";

describe("isSlowConnection", () => {
  it.each([
    [{ saveData: true, effectiveType: "4g" }, true],
    [{ effectiveType: "2g" }, true],
    [{ effectiveType: "slow-2g" }, true],
    [{ effectiveType: "3g" }, false],
    [{ effectiveType: "4g", saveData: false }, false],
    [{}, false],
    [undefined, false],
  ])("%o -> %s", (connection, slow) => {
    expect(isSlowConnection(connection)).toBe(slow);
  });
});

describe("currentConnection", () => {
  afterEach(() => {
    Reflect.deleteProperty(navigator, "connection");
  });

  it("is undefined where the browser has no Network Information API", () => {
    expect(currentConnection()).toBeUndefined();
  });

  it("reads navigator.connection", () => {
    Object.defineProperty(navigator, "connection", { value: { effectiveType: "2g" }, configurable: true });
    expect(isSlowConnection(currentConnection())).toBe(true);
  });
});
