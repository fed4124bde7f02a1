import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { type PublishedVersion, perApp } from "@genbagura/routing";
import { afterEach, describe, expect, it } from "vitest";
import { initialRegistry, startCanary } from "../deploy/registryChanges";
import { readRegistry } from "./registryFile";
import { parseRegistry, RegistryFormatError } from "./registrySchema";

const published: PublishedVersion = {
  version: "0123456789",
  publishedAt: "2026-11-23T00:00:00.000Z",
  shared: { react: "19.3.1" },
  prefixes: ["/cloud"],
};
const registry = initialRegistry(
  perApp(() => published),
  new Date("2026-11-23T00:00:00Z"),
);

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe("the registry's shape check", () => {
  it("accepts what the deploy commands write, canary included", () => {
    const change = startCanary(registry, "cloud", "0123456789", 10);
    const withCanary = "registry" in change ? change.registry : registry;
    for (const document of [registry, withCanary]) {
      expect(parseRegistry(JSON.stringify(document), "registry.json")).toEqual(document);
    }
  });

  it("names the file and every bad field of a hand-edited registry", () => {
    const broken = structuredClone(registry) as unknown as Record<string, Record<string, Record<string, unknown>>>;
    broken.apps!.cloud!.live = "latest";
    broken.apps!.news!.canary = { version: "0123456789", percent: 150 };
    delete broken.apps!.goyo;
    const message = (() => {
      try {
        parseRegistry(JSON.stringify(broken), "site/registry.json");
        return "";
      } catch (error) {
        return (error as Error).message;
      }
    })();
    expect(message).toMatch(/^site\/registry\.json is not a site registry: /u);
    for (const field of ["apps.cloud.live is not a version id", "apps.news.canary.percent", "apps.goyo"]) {
      expect(message).toContain(field);
    }
    expect(() => parseRegistry("{ not json", "site/registry.json")).toThrowError(RegistryFormatError);
  });

  it("is applied by readRegistry, which still answers null for a site never built", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "registry-"));
    dirs.push(dir);
    const file = path.join(dir, "registry.json");
    expect(readRegistry(file)).toBeNull();
    writeFileSync(file, JSON.stringify({ ...registry, generation: -1 }));
    expect(() => readRegistry(file)).toThrowError(RegistryFormatError);
  });
});
