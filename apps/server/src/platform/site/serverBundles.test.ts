import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { createBundleCache, evaluateServerBundle } from "./serverBundles";

function bundle(code: string): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), "bundle-")), "routes.cjs");
  writeFileSync(file, code);
  return file;
}

describe("server bundles", () => {
  it("evaluate as CommonJS with the origin's React as their external", () => {
    const file = bundle('const React = require("react"); exports.version = React.version; exports.file = __filename;');
    const module = evaluateServerBundle<{ version: string; file: string }>(file);
    expect(module.version).toMatch(/^19\./);
    expect(module.file).toBe(file);
  });

  it("throw when the bundle throws while loading (e.g. reads window on the server)", () => {
    expect(() => evaluateServerBundle(bundle("window.location.href;"))).toThrow(/window is not defined/);
  });

  it("are evaluated once per file, and a failure is remembered", () => {
    const cache = createBundleCache();
    const counter = bundle("globalThis.__evaluations = (globalThis.__evaluations ?? 0) + 1; module.exports = {};");
    cache.load(counter);
    cache.load(counter);
    expect((globalThis as { __evaluations?: number }).__evaluations).toBe(1);
    const broken = bundle('throw new Error("broken at import");');
    expect(() => cache.load(broken)).toThrow("broken at import");
    expect(() => cache.load(broken)).toThrow("broken at import");
  });
});
